// Colors and sizes of the back office: lists with create, edit and delete, each followed by a refetch.
import type { ApiData, ShopClient } from '@shop/api/client';
import type { ColorInput, SizeInput } from '@shop/core';
import { useEditedList, useListWrite } from '../../../lib/list-queries';
import { client, unwrap } from '../../../lib/shop-client';
import { catalogKeys } from './catalog-keys';

export type AdminColor = ApiData<ShopClient['api']['admin']['colors']['$get']>[number];
export type AdminSize = ApiData<ShopClient['api']['admin']['sizes']['$get']>[number];

export const useColors = () =>
  useEditedList(catalogKeys.colors, () => unwrap(client.api.admin.colors.$get()));

export const useSizes = () => useEditedList(catalogKeys.sizes, () => unwrap(client.api.admin.sizes.$get()));

export const useSaveColor = () =>
  useListWrite(catalogKeys.colors, ({ code, input }: { code?: string; input: ColorInput }) =>
    code === undefined
      ? unwrap(client.api.admin.colors.$post({ json: input }))
      : unwrap(client.api.admin.colors[':code'].$put({ param: { code }, json: input })),
  );

export const useDeleteColor = () =>
  useListWrite(catalogKeys.colors, (code: string) =>
    unwrap(client.api.admin.colors[':code'].$delete({ param: { code } })),
  );

export const useSaveSize = () =>
  useListWrite(catalogKeys.sizes, ({ code, input }: { code?: string; input: SizeInput }) =>
    code === undefined
      ? unwrap(client.api.admin.sizes.$post({ json: input }))
      : unwrap(client.api.admin.sizes[':code'].$put({ param: { code }, json: input })),
  );

export const useDeleteSize = () =>
  useListWrite(catalogKeys.sizes, (code: string) =>
    unwrap(client.api.admin.sizes[':code'].$delete({ param: { code } })),
  );
