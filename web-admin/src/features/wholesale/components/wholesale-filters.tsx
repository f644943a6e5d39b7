import { ChoiceFilter, FilterBar, SearchFilter } from '../../../ui/filter-bar';
import type { AdminCategory } from '../../catalog/api/categories';
import * as catalog from '../../catalog/components/catalog.css';
import { categoryOptions } from '../../catalog/components/category-options';
import type { WholesaleProductQuery } from '../api/wholesale-calls';
import { wholesaleTexts } from '../wholesale-texts';

const t = wholesaleTexts.products;

export type WholesaleFilterValues = Pick<WholesaleProductQuery, 'search' | 'categoryId' | 'wholesale'>;

/** Search (sent a moment after typing stops), category and whether the product is sold wholesale. */
export function WholesaleFilters({
  filters,
  categories,
  onChange,
}: {
  filters: WholesaleFilterValues;
  categories: readonly AdminCategory[];
  onChange: (filters: WholesaleFilterValues) => void;
}) {
  return (
    <FilterBar className={catalog.filters} label={t.filtersLabel}>
      <SearchFilter
        className={catalog.searchField}
        label={t.searchLabel}
        placeholder={t.search}
        value={filters.search}
        onSearch={(search) => onChange({ ...filters, search })}
      />
      <ChoiceFilter
        label={t.category}
        anyLabel={t.allCategories}
        options={categoryOptions(categories)}
        value={String(filters.categoryId ?? '')}
        onChange={(value) => onChange({ ...filters, categoryId: value ? Number(value) : undefined })}
      />
      <ChoiceFilter
        label={t.wholesale}
        anyLabel={t.any}
        options={[
          ['true', t.offered],
          ['false', t.notOffered],
        ]}
        value={filters.wholesale === undefined ? '' : String(filters.wholesale)}
        onChange={(value) => onChange({ ...filters, wholesale: value === '' ? undefined : value === 'true' })}
      />
    </FilterBar>
  );
}
