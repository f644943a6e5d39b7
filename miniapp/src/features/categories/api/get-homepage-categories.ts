import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeQueryOptions } from '../../../shared/api/query-client';
import { client, requestOptions, unwrap } from '../../../shared/api/shop-client';
import { fallbackCategories } from '../fallback-categories';
import { asCategoryTree, type Category } from '../types';

const categoryKeys = {
  all: ['categories'] as const,
  homepageTree: () => [...categoryKeys.all, 'tree', { activeOnly: true, showOnHomepage: true }] as const,
};

async function getHomepageCategories(signal?: AbortSignal): Promise<Category[]> {
  const tree = await unwrap(
    client.api.categories.tree.$get(
      { query: { activeOnly: 'true', showOnHomepage: 'true' } },
      requestOptions({ signal }),
    ),
  );
  return asCategoryTree(tree).sort((a, b) => a.homepageOrder - b.homepageOrder);
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
