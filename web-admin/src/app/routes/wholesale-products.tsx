import { SectionPage } from './section-page';

export function WholesaleProductsPage() {
  return <SectionPage area="wholesale/products" />;
}
