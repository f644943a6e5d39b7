import { BooleanFilter, FilterBar } from '../../../ui/filter-bar';
import type { AdminCategory } from '../../catalog/api/categories';
import * as catalog from '../../catalog/components/catalog.css';
import { ProductSearchFilters } from '../../catalog/components/product-search-filters';
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
      <ProductSearchFilters texts={t} filters={filters} categories={categories} onChange={onChange} />
      <BooleanFilter
        label={t.wholesale}
        anyLabel={t.any}
        options={{ true: t.offered, false: t.notOffered }}
        value={filters.wholesale}
        onChange={(wholesale) => onChange({ ...filters, wholesale })}
      />
    </FilterBar>
  );
}
