import { SectionPage } from './section-page';

export function OrdersPage() {
  return <SectionPage area="orders" />;
}
