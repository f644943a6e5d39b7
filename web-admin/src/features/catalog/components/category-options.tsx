import type { AdminCategory } from '../api/categories';

/** A category as a choice in a list: indented by its depth in the tree. */
export const categoryLabel = (category: AdminCategory) =>
  `${'— '.repeat(category.level)}${category.displayName}`;

/** The categories as a select's options, by id. */
export function CategoryOptions({ categories }: { categories: readonly AdminCategory[] }) {
  return categories.map((category) => (
    <option key={category.id} value={category.id}>
      {categoryLabel(category)}
    </option>
  ));
}
