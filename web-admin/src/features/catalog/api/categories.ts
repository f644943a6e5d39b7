// The category calls of SPEC section 7 as the back office makes them; each write is followed by a refetch.
import type { ApiData, ShopClient } from '@shop/api/client';
import type { CategoryInput } from '@shop/core';
import { useEditedList, useListWrite } from '../../../lib/list-queries';
import { client, unwrap } from '../../../lib/shop-client';
import { catalogKeys } from './catalog-keys';

export type AdminCategory = ApiData<ShopClient['api']['categories']['flat']['$get']>[number];

/** Every category, hidden ones included, roots first then by level and sort order. */
export const useCategories = () =>
  useEditedList(catalogKeys.categories, () => unwrap(client.api.categories.flat.$get({ query: {} })));

const useCategoryWrite = <T, R>(write: (input: T) => Promise<R>) =>
  useListWrite(catalogKeys.categories, write);

export const useSaveCategory = () =>
  useCategoryWrite(({ id, input }: { id?: number; input: CategoryInput }) =>
    id === undefined
      ? unwrap(client.api.categories.$post({ json: input }))
      : unwrap(client.api.categories[':id'].$put({ param: { id: String(id) }, json: input })),
  );

export const useDeleteCategory = () =>
  useCategoryWrite((id: number) =>
    unwrap(client.api.categories[':id'].$delete({ param: { id: String(id) } })),
  );

export const useMoveCategory = () =>
  useCategoryWrite((input: { categoryId: number; direction: 'up' | 'down' }) =>
    unwrap(client.api.categories.reorder.$post({ json: input })),
  );

export const useRefreshCategoryCounts = () =>
  useCategoryWrite(() => unwrap(client.api.categories['update-counts'].$post()));
