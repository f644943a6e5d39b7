import type { HomeLayoutSection } from './types';

/** Visible sections in their order; the hero is drawn separately (spec section 2, "Home page"). */
export const visibleSections = (layout: readonly HomeLayoutSection[]): HomeLayoutSection[] =>
  layout.filter((section) => section.isVisible && section.type !== 'hero').sort((a, b) => a.order - b.order);
