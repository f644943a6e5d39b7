import { SectionPage } from './section-page';

export function WholesaleAnalyticsPage() {
  return <SectionPage area="wholesale/analytics" />;
}
