import { SectionPage } from './section-page';

export function ProductsPage() {
  return <SectionPage area="products" />;
}
