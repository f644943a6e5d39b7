import { useRef } from 'react';
import { ru } from '../../../shared/texts/ru';
import { CategoryStrip, CategoryStripArrows, useHomepageCategories } from '../../categories';
import type { HomeLayoutSection } from '../types';
import { HomeSection } from './home-section';

export function CategoriesSection({ section }: { section: HomeLayoutSection }) {
  const state = useHomepageCategories();
  const trackRef = useRef<HTMLUListElement>(null);
  // Nothing to show: the section leaves no empty band on the page.
  if (state.status === 'success' && state.categories.length === 0) return null;
  return (
    <HomeSection
      section={section}
      more={{ to: '/products', label: ru.home.allCategories }}
      tools={state.status !== 'loading' ? <CategoryStripArrows trackRef={trackRef} /> : undefined}
    >
      <CategoryStrip state={state} trackRef={trackRef} />
    </HomeSection>
  );
}
