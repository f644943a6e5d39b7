import { SectionPage } from './section-page';

export function HomeContentPage() {
  return <SectionPage area="home-content" />;
}
