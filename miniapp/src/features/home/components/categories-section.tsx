import { ru } from '../../../shared/texts/ru';
import { CategoryStrip, useHomepageCategories } from '../../categories';
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
