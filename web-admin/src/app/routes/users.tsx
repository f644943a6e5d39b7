import { SectionPage } from './section-page';

export function UsersPage() {
  return <SectionPage area="users" />;
}
