import { SectionPage } from './section-page';

export function WholesaleSettingsPage() {
  return <SectionPage area="wholesale/settings" />;
}
