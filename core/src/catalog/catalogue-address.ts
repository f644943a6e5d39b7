/**
 * The catalogue's filters and sort live in the page's address, so a filtered list can be shared and Back restores
 * it. The storefront reads them to ask for its list, and the server reads them the same way to know, before any
 * script runs, which list (and so which first picture) the page will show.
 */

export type ProductSort = 'newest' | 'price_asc' | 'price_desc' | 'popular';

export const productSorts: ProductSort[] = ['newest', 'popular', 'price_asc', 'price_desc'];

export interface ProductFilters {
  category?: string;
  filter?: 'new' | 'sale';
  minPrice?: number;
  maxPrice?: number;
  colors: string[];
  sizes: string[];
  inStock: boolean;
  sort: ProductSort;
  /** Pages shown: "Показать ещё" pressed page − 1 times. */
  page: number;
}

/** Products a list page holds. */
export const CATALOGUE_PAGE_SIZE = 12;

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

/** «от 9000 до 100» means the range between them: a buyer who typed the ends the wrong way round gets goods. */
export const orderedRange = (low: number | undefined, high: number | undefined) =>
  low !== undefined && high !== undefined && low > high ? [high, low] : [low, high];

/** The filters of a catalogue address; `categorySlug` is the one of /products/category/{slug}. */
export function filtersFromParams(params: URLSearchParams, categorySlug?: string): ProductFilters {
  const filter = params.get('filter');
  const sort = params.get('sort') as ProductSort | null;
  const page = positive(params.get('page'));
  const [minPrice, maxPrice] = orderedRange(
    positive(params.get('minPrice')),
    positive(params.get('maxPrice')),
  );
  return {
    category: categorySlug ?? params.get('category') ?? undefined,
    filter: filter === 'new' || filter === 'sale' ? filter : undefined,
    minPrice,
    maxPrice,
    colors: list(params.get('colors')),
    sizes: list(params.get('sizes')),
    inStock: params.get('inStock') === 'true',
    sort: sort && productSorts.includes(sort) ? sort : 'newest',
    page: page && page > 0 ? page : 1,
  };
}

/** The query of `GET /api/products` for one page of a list, in the order the storefront sends it. */
export function catalogueListQuery(filters: Omit<ProductFilters, 'page'>, page: number) {
  return {
    category: filters.category,
    filter: filters.filter,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    colors: filters.colors.length > 0 ? filters.colors.join(',') : undefined,
    sizes: filters.sizes.length > 0 ? filters.sizes.join(',') : undefined,
    inStock: filters.inStock ? ('true' as const) : undefined,
    sort: filters.sort,
    page,
    limit: CATALOGUE_PAGE_SIZE,
  };
}
