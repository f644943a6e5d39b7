import type { HomeLayoutSection } from './types';

/**
 * The layout used until the home config call exists: the hero, then the category strip. Banners, product rows
 * and promocodes are added as entries here (or come from GET /homepage) once their sections are built.
 */
export const defaultHomeLayout: HomeLayoutSection[] = [
  { id: 'categories', type: 'categories', title: 'Категории', isVisible: true, order: 1, settings: {} },
];

/** Visible sections in their order; the hero is drawn separately (spec section 2, "Home page"). */
export const visibleSections = (layout: readonly HomeLayoutSection[]): HomeLayoutSection[] =>
  layout.filter((section) => section.isVisible && section.type !== 'hero').sort((a, b) => a.order - b.order);
