import { SectionPage } from './section-page';

export function SettingsPage() {
  return <SectionPage area="settings" />;
}
