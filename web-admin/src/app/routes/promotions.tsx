import { SectionPage } from './section-page';

export function PromotionsPage() {
  return <SectionPage area="promotions" />;
}
