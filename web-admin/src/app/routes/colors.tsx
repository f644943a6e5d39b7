import { SectionPage } from './section-page';

export function ColorsPage() {
  return <SectionPage area="colors" />;
}
