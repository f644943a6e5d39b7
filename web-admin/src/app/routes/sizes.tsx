import { SectionPage } from './section-page';

export function SizesPage() {
  return <SectionPage area="sizes" />;
}
