import { useEffect, useState } from 'react';
import * as form from '../../../ui/form.css';
import type { AdminCategory } from '../../catalog/api/categories';
import * as catalog from '../../catalog/components/catalog.css';
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
  const [search, setSearch] = useState(filters.search ?? '');
  useEffect(() => {
    if (search === (filters.search ?? '')) return;
    const timer = setTimeout(() => onChange({ ...filters, search: search.trim() || undefined }), 300);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);
  const wholesale = filters.wholesale === undefined ? '' : String(filters.wholesale);

  return (
    <search className={catalog.filters} aria-label={t.filtersLabel}>
      <label className={`${form.field} ${catalog.searchField}`}>
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
            onChange({ ...filters, categoryId: event.target.value ? Number(event.target.value) : undefined })
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
        <span className={form.label}>{t.wholesale}</span>
        <select
          className={form.input}
          value={wholesale}
          onChange={(event) =>
            onChange({
              ...filters,
              wholesale: event.target.value === '' ? undefined : event.target.value === 'true',
            })
          }
        >
          <option value="">{t.any}</option>
          <option value="true">{t.offered}</option>
          <option value="false">{t.notOffered}</option>
        </select>
      </label>
    </search>
  );
}
