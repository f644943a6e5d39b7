import { useEffect, useState } from 'react';
import { texts } from '../../../lib/texts';
import { button } from '../../../ui/button.css';
import * as form from '../../../ui/form.css';
import type { AdminCategory } from '../api/categories';
import type { ProductListQuery } from '../api/products';
import * as styles from './catalog.css';

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
  const [search, setSearch] = useState(filters.search ?? '');
  useEffect(() => {
    if (search === (filters.search ?? '')) return;
    const timer = setTimeout(() => onChange({ ...filters, search: search.trim() || undefined }), 300);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);

  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });

  return (
    <search className={styles.filters} aria-label={t.filtersLabel}>
      <label className={`${form.field} ${styles.searchField}`}>
        <span className={form.label}>{t.searchLabel}</span>
        <input
          className={form.input}
          type="search"
          value={search}
          placeholder={t.search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      <label className={form.field}>
        <span className={form.label}>{t.category}</span>
        <select
          className={form.input}
          value={filters.categoryId ?? ''}
          onChange={(event) =>
            set({ categoryId: event.target.value ? Number(event.target.value) : undefined })
          }
        >
          <option value="">{t.allCategories}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {'— '.repeat(category.level)}
              {category.displayName}
            </option>
          ))}
        </select>
      </label>
      <label className={form.field}>
        <span className={form.label}>{t.status}</span>
        <select
          className={form.input}
          value={yesNo(filters.isActive)}
          onChange={(event) => set({ isActive: fromYesNo(event.target.value) })}
        >
          <option value="">{t.any}</option>
          <option value="true">{t.activeOnly}</option>
          <option value="false">{t.hiddenOnly}</option>
        </select>
      </label>
      <label className={form.field}>
        <span className={form.label}>{t.stock}</span>
        <select
          className={form.input}
          value={filters.stock ?? ''}
          onChange={(event) => set({ stock: (event.target.value || undefined) as Filters['stock'] })}
        >
          <option value="">{t.any}</option>
          <option value="in">{t.stockIn}</option>
          <option value="low">{t.stockLow}</option>
          <option value="out">{t.stockOut}</option>
        </select>
      </label>
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
      <button
        type="button"
        className={button.secondary}
        onClick={() => {
          setSearch('');
          onChange({});
        }}
      >
        {t.resetFilters}
      </button>
    </search>
  );
}
