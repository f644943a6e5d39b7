/** Catalogue calls: one fetcher, its query options and its hook per call. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import type { Product, ProductFilters, ProductList, SearchResult } from '../types';

export const PAGE_SIZE = 12;

export const productKeys = {
  all: ['products'] as const,
  list: (filters: ProductFilters) => [...productKeys.all, 'list', filters] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  related: (id: string) => [...productKeys.all, 'related', id] as const,
  search: (q: string) => [...productKeys.all, 'search', q] as const,
};

/** The spec allows data.products, data.data or a bare array; the contract sends { products, pagination }. */
export function toProductList(data: unknown, page = 1, limit = PAGE_SIZE): ProductList {
  if (Array.isArray(data)) {
    const products = data as Product[];
    return {
      products,
      pagination: { page, limit, total: products.length, pages: 1, hasNext: false },
    };
  }
  const record = (data ?? {}) as {
    products?: Product[];
    data?: Product[];
    pagination?: ProductList['pagination'];
  };
  const products = record.products ?? record.data ?? [];
  return {
    products,
    pagination: record.pagination ?? { page, limit, total: products.length, pages: 1, hasNext: false },
  };
}

export function listQuery(filters: ProductFilters, limit = PAGE_SIZE) {
  return {
    category: filters.category,
    filter: filters.filter,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    colors: filters.colors.length > 0 ? filters.colors.join(',') : undefined,
    sizes: filters.sizes.length > 0 ? filters.sizes.join(',') : undefined,
    inStock: filters.inStock ? true : undefined,
    sort: filters.sort,
    page: 1,
    limit: limit * filters.page,
  };
}

/** "Show more" asks for the first page × n items, so the list and the URL stay one request. */
export const productListQueryOptions = (filters: ProductFilters) =>
  queryOptions({
    queryKey: productKeys.list(filters),
    queryFn: async ({ signal }) =>
      toProductList(await api.get<unknown>('/products', { query: listQuery(filters), signal })),
    placeholderData: keepPreviousData,
  });

export const useProductList = (filters: ProductFilters) => useQuery(productListQueryOptions(filters));

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => api.get<Product>(`/products/${encodeURIComponent(id)}`, { signal }),
  });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));

export const useRelatedProducts = (id: string, limit = 4) =>
  useQuery({
    queryKey: productKeys.related(id),
    queryFn: async ({ signal }) =>
      toProductList(
        await api.get<unknown>(`/products/${encodeURIComponent(id)}/related`, { query: { limit }, signal }),
      ).products,
  });

export async function searchProducts(q: string, signal?: AbortSignal): Promise<SearchResult> {
  const data = await api.get<Partial<SearchResult> | Product[]>('/products/search', {
    query: { q, limit: 24, page: 1 },
    signal,
  });
  const list = toProductList(data, 1, 24);
  const extra = Array.isArray(data) ? {} : data;
  return { ...list, query: extra.query ?? q, suggestions: extra.suggestions ?? [] };
}

export const useProductSearch = (q: string) =>
  useQuery({
    queryKey: productKeys.search(q),
    queryFn: ({ signal }) => searchProducts(q, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
