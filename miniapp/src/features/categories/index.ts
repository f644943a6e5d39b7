/** The public entry of the feature: other features import from here only. */
export { useHomepageCategories } from './api/get-homepage-categories';
export { CategoryStrip, CategoryStripArrows } from './components/category-strip';
export type { Category, ProductType } from './types';
export { asCategoryTree, categoryHref, findCategory } from './types';
