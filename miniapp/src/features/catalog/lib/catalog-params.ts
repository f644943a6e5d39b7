/** The catalogue's filters and sort live in the URL, so a filtered list can be shared and Back restores it. */
import type { ProductFilters, ProductSort } from '../types';

export const productSorts: ProductSort[] = ['newest', 'popular', 'price_asc', 'price_desc'];

const list = (value: string | null) =>
  value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [];

const positive = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? Math.floor(number) : undefined;
};

export function filtersFromParams(params: URLSearchParams, categorySlug?: string): ProductFilters {
  const filter = params.get('filter');
  const sort = params.get('sort') as ProductSort | null;
  const page = positive(params.get('page'));
  return {
    category: categorySlug ?? params.get('category') ?? undefined,
    filter: filter === 'new' || filter === 'sale' ? filter : undefined,
    minPrice: positive(params.get('minPrice')),
    maxPrice: positive(params.get('maxPrice')),
    colors: list(params.get('colors')),
    sizes: list(params.get('sizes')),
    inStock: params.get('inStock') === 'true',
    sort: sort && productSorts.includes(sort) ? sort : 'newest',
    page: page && page > 0 ? page : 1,
  };
}

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
