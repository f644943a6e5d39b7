// The first two filters of every product list (the catalog's and the wholesale one): the search text and the
// category, each category indented by its depth in the tree.
import { ChoiceFilter, SearchFilter } from '../../../ui/filter-bar';
import type { AdminCategory } from '../api/categories';
import * as styles from './catalog.css';
import { categoryLabel } from './category-options';

interface ProductSearch {
  search?: string | undefined;
  categoryId?: number | undefined;
}

export function ProductSearchFilters<F extends ProductSearch>({
  texts: t,
  filters,
  categories,
  onChange,
}: {
  texts: { searchLabel: string; search: string; category: string; allCategories: string };
  filters: F;
  categories: readonly AdminCategory[];
  onChange: (filters: F) => void;
}) {
  return (
    <>
      <SearchFilter
        className={styles.searchField}
        label={t.searchLabel}
        placeholder={t.search}
        value={filters.search}
        onSearch={(search) => onChange({ ...filters, search })}
      />
      <ChoiceFilter
        label={t.category}
        anyLabel={t.allCategories}
        options={categories.map((category) => [String(category.id), categoryLabel(category)] as const)}
        value={filters.categoryId === undefined ? undefined : String(filters.categoryId)}
        onChange={(value) => onChange({ ...filters, categoryId: value ? Number(value) : undefined })}
      />
    </>
  );
}
