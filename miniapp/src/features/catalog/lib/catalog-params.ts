/** The catalogue's filters and sort live in the URL, so a filtered list can be shared and Back restores it. */
import type { ProductFilters } from '@shop/core/rules';

/** Returns the params with the given changes; any filter change starts again from the first page. */
export function withFilters(
  params: URLSearchParams,
  changes: Partial<
    Record<'minPrice' | 'maxPrice' | 'colors' | 'sizes' | 'inStock' | 'sort' | 'page', string | null>
  >,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

export const activeFilterCount = (filters: ProductFilters): number =>
  (filters.minPrice !== undefined ? 1 : 0) +
  (filters.maxPrice !== undefined ? 1 : 0) +
  filters.colors.length +
  filters.sizes.length +
  (filters.inStock ? 1 : 0);

export const toggleIn = (values: readonly string[], value: string): string | null => {
  const next = values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
  return next.length > 0 ? next.join(',') : null;
};
