import { SectionPage } from './section-page';

export function DashboardPage() {
  return <SectionPage area="dashboard" />;
}
