import { SectionPage } from './section-page';

export function PromocodesPage() {
  return <SectionPage area="promocodes" />;
}
