import { ru } from '../../../shared/texts/ru';
import { useHomepageCategories } from '../../categories/api/get-homepage-categories';
import { CategoryStrip } from '../../categories/components/category-strip';
import type { HomeLayoutSection } from '../types';
import { HomeSection } from './home-section';

export function CategoriesSection({ section }: { section: HomeLayoutSection }) {
  const state = useHomepageCategories();
  // Nothing to show: the section leaves no empty band on the page.
  if (state.status === 'success' && state.categories.length === 0) return null;
  return (
    <HomeSection section={section} more={{ to: '/products', label: ru.home.allCategories }}>
      <CategoryStrip state={state} />
    </HomeSection>
  );
}
