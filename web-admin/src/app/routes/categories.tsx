import { SectionPage } from './section-page';

export function CategoriesPage() {
  return <SectionPage area="categories" />;
}
