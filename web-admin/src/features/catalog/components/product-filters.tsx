import { texts } from '../../../lib/texts';
import { button } from '../../../ui/button.css';
import { BooleanFilter, ChoiceFilter, FilterBar } from '../../../ui/filter-bar';
import * as form from '../../../ui/form.css';
import type { AdminCategory } from '../api/categories';
import type { ProductListQuery } from '../api/products';
import * as styles from './catalog.css';
import { ProductSearchFilters } from './product-search-filters';

const t = texts.products;

type Filters = Omit<ProductListQuery, 'sort' | 'direction' | 'page' | 'limit'>;

/** Search (sent a moment after typing stops), category, status, sale, new and stock filters. */
export function ProductFilters({
  filters,
  categories,
  onChange,
}: {
  filters: Filters;
  categories: readonly AdminCategory[];
  onChange: (filters: Filters) => void;
}) {
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });

  return (
    <FilterBar className={styles.filters} label={t.filtersLabel}>
      <ProductSearchFilters texts={t} filters={filters} categories={categories} onChange={onChange} />
      <BooleanFilter
        label={t.status}
        anyLabel={t.any}
        options={{ true: t.activeOnly, false: t.hiddenOnly }}
        value={filters.isActive}
        onChange={(isActive) => set({ isActive })}
      />
      <ChoiceFilter
        label={t.stock}
        anyLabel={t.any}
        options={[
          ['in', t.stockIn],
          ['low', t.stockLow],
          ['out', t.stockOut],
        ]}
        value={filters.stock}
        onChange={(stock) => set({ stock })}
      />
      <div className={styles.flagFilters}>
        {(
          [
            ['isSale', t.sale],
            ['isNew', t.isNew],
          ] as const
        ).map(([flag, label]) => (
          <label key={flag} className={form.checkbox}>
            <input
              type="checkbox"
              checked={filters[flag] === true}
              onChange={(event) => set({ [flag]: event.target.checked || undefined })}
            />
            {label}
          </label>
        ))}
      </div>
      <button type="button" className={button.secondary} onClick={() => onChange({})}>
        {t.resetFilters}
      </button>
    </FilterBar>
  );
}
