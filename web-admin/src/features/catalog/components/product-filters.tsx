import { texts } from '../../../lib/texts';
import { button } from '../../../ui/button.css';
import { ChoiceFilter, FilterBar, SearchFilter } from '../../../ui/filter-bar';
import * as form from '../../../ui/form.css';
import type { AdminCategory } from '../api/categories';
import type { ProductListQuery } from '../api/products';
import * as styles from './catalog.css';
import { categoryOptions } from './category-options';

const t = texts.products;

type Filters = Omit<ProductListQuery, 'sort' | 'direction' | 'page' | 'limit'>;

const yesNo = (value: boolean | undefined) => (value === undefined ? '' : value ? 'true' : 'false');
const fromYesNo = (value: string) => (value === '' ? undefined : value === 'true');

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
        options={categoryOptions(categories)}
        value={String(filters.categoryId ?? '')}
        onChange={(value) => set({ categoryId: value ? Number(value) : undefined })}
      />
      <ChoiceFilter
        label={t.status}
        anyLabel={t.any}
        options={[
          ['true', t.activeOnly],
          ['false', t.hiddenOnly],
        ]}
        value={yesNo(filters.isActive)}
        onChange={(value) => set({ isActive: fromYesNo(value) })}
      />
      <ChoiceFilter
        label={t.stock}
        anyLabel={t.any}
        options={[
          ['in', t.stockIn],
          ['low', t.stockLow],
          ['out', t.stockOut],
        ]}
        value={filters.stock ?? ''}
        onChange={(value) => set({ stock: (value || undefined) as Filters['stock'] })}
      />
      <div className={styles.flagFilters}>
        <label className={form.checkbox}>
          <input
            type="checkbox"
            checked={filters.isSale === true}
            onChange={(event) => set({ isSale: event.target.checked || undefined })}
          />
          {t.sale}
        </label>
        <label className={form.checkbox}>
          <input
            type="checkbox"
            checked={filters.isNew === true}
            onChange={(event) => set({ isNew: event.target.checked || undefined })}
          />
          {t.isNew}
        </label>
      </div>
      <button type="button" className={button.secondary} onClick={() => onChange({})}>
        {t.resetFilters}
      </button>
    </FilterBar>
  );
}
