import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { homeQueryOptions } from '../../../shared/api/query-client';
import { fallbackCategories } from '../fallback-categories';
import type { Category } from '../types';

export const categoryKeys = {
  all: ['categories'] as const,
  homepageTree: () => [...categoryKeys.all, 'tree', { activeOnly: true, showOnHomepage: true }] as const,
};

export async function getHomepageCategories(signal?: AbortSignal): Promise<Category[]> {
  const data = await api.get<Category[]>('/categories/tree', {
    query: { activeOnly: true, showOnHomepage: true },
    signal,
  });
  return Array.isArray(data) ? [...data].sort((a, b) => a.homepageOrder - b.homepageOrder) : [];
}

/** Homepage categories are home data: the home cache rules apply (spec section 7, "Caching"). */
export const homepageCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.homepageTree(),
    queryFn: ({ signal }) => getHomepageCategories(signal),
    ...homeQueryOptions,
  });

export type CategoriesState =
  | { status: 'loading'; categories: Category[] }
  | { status: 'error'; categories: Category[] }
  | { status: 'success'; categories: Category[] };

/** The homepage categories; after a failure the built-in three, with the error still visible to the caller. */
export function useHomepageCategories(): CategoriesState {
  const query = useQuery(homepageCategoriesQueryOptions());
  if (query.data) return { status: 'success', categories: query.data };
  if (query.isError) return { status: 'error', categories: fallbackCategories };
  return { status: 'loading', categories: [] };
}
