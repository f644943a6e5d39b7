/** Catalogue calls: one fetcher, its query options and its hook per call. */

import { catalogueListQuery } from '@shop/core/rules';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { client, requestOptions, unwrap } from '../../../shared/api/shop-client';
import type { ProductFilters } from '../types';

/** The list's filters without the page: every page of one list shares one cache entry. */
type ListFilters = Omit<ProductFilters, 'page'>;

const productKeys = {
  all: ['products'] as const,
  list: (filters: ListFilters) => [...productKeys.all, 'list', filters] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  related: (id: string) => [...productKeys.all, 'related', id] as const,
  search: (q: string) => [...productKeys.all, 'search', q] as const,
};

/** "Show more" asks for the next page only; the pages already shown stay in the cache entry. */
export const productListQueryOptions = (filters: ListFilters) =>
  infiniteQueryOptions({
    queryKey: productKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.api.products.$get(
          { query: catalogueListQuery(filters, pageParam) },
          requestOptions({ signal }),
        ),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasNext ? last.pagination.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });

/**
 * The list up to the URL's page (`?page=3` after two presses, a shared link or Back): pages not loaded yet are
 * fetched one after the other, so no request asks for more than one page.
 */
export function useProductList({ page: shownPages, ...filters }: ProductFilters) {
  const query = useInfiniteQuery(productListQueryOptions(filters));
  const { data, hasNextPage, isFetching, isPlaceholderData, isError, fetchNextPage } = query;
  const loaded = data?.pages.length ?? 0;
  const wanting = !isPlaceholderData && loaded > 0 && loaded < shownPages && hasNextPage;
  useEffect(() => {
    if (wanting && loaded > 0 && !isFetching && !isError) void fetchNextPage({ cancelRefetch: false });
  }, [wanting, loaded, isFetching, isError, fetchNextPage]);

  const pages = data?.pages.slice(0, shownPages) ?? [];
  const list = data && {
    products: pages.flatMap((page) => page.products),
    total: pages.at(-1)?.pagination.total ?? 0,
    hasNext: pages.length < data.pages.length || hasNextPage,
  };
  return { query, list, loadingMore: query.isFetching || wanting };
}

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
