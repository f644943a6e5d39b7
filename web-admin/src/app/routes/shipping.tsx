import { SectionPage } from './section-page';

export function ShippingPage() {
  return <SectionPage area="shipping" />;
}
