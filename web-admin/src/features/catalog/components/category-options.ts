import type { FilterOption } from '../../../ui/filter-bar';
import type { AdminCategory } from '../api/categories';

/** The categories as a select's options, each indented by its depth in the tree. */
export const categoryOptions = (categories: readonly AdminCategory[]): FilterOption[] =>
  categories.map((category) => [
    String(category.id),
    `${'— '.repeat(category.level)}${category.displayName}`,
  ]);
