/** Catalogue calls: one fetcher, its query options and its hook per call. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, requestOptions, unwrap } from '../../../shared/api/shop-client';
import type { ProductFilters } from '../types';

const PAGE_SIZE = 12;

const productKeys = {
  all: ['products'] as const,
  list: (filters: ProductFilters) => [...productKeys.all, 'list', filters] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  related: (id: string) => [...productKeys.all, 'related', id] as const,
  search: (q: string) => [...productKeys.all, 'search', q] as const,
};

function listQuery(filters: ProductFilters, limit = PAGE_SIZE) {
  return {
    category: filters.category,
    filter: filters.filter,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    colors: filters.colors.length > 0 ? filters.colors.join(',') : undefined,
    sizes: filters.sizes.length > 0 ? filters.sizes.join(',') : undefined,
    inStock: filters.inStock ? ('true' as const) : undefined,
    sort: filters.sort,
    page: 1,
    limit: limit * filters.page,
  };
}

/** "Show more" asks for the first page × n items, so the list and the URL stay one request. */
const productListQueryOptions = (filters: ProductFilters) =>
  queryOptions({
    queryKey: productKeys.list(filters),
    queryFn: ({ signal }) =>
      unwrap(client.api.products.$get({ query: listQuery(filters) }, requestOptions({ signal }))),
    placeholderData: keepPreviousData,
  });

export const useProductList = (filters: ProductFilters) => useQuery(productListQueryOptions(filters));

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) =>
      unwrap(
        client.api.products[':id'].$get(
          { param: { id: encodeURIComponent(id) } },
          requestOptions({ signal }),
        ),
      ),
  });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));

export const useRelatedProducts = (id: string, limit = 4) =>
  useQuery({
    queryKey: productKeys.related(id),
    queryFn: async ({ signal }) => {
      const related = await unwrap(
        client.api.products[':id'].related.$get(
          { param: { id: encodeURIComponent(id) }, query: { limit } },
          requestOptions({ signal }),
        ),
      );
      return related.products;
    },
  });

const searchProducts = (q: string, signal?: AbortSignal) =>
  unwrap(client.api.products.search.$get({ query: { q, limit: 24, page: 1 } }, requestOptions({ signal })));

export const useProductSearch = (q: string) =>
  useQuery({
    queryKey: productKeys.search(q),
    queryFn: ({ signal }) => searchProducts(q, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
