// Colors and sizes of the back office: lists with create, edit and delete, each followed by a refetch.
import type { ApiData, ShopClient } from '@shop/api/client';
import type { ColorInput, SizeInput } from '@shop/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/shop-client';
import { catalogKeys } from './catalog-keys';

export type AdminColor = ApiData<ShopClient['api']['admin']['colors']['$get']>[number];
export type AdminSize = ApiData<ShopClient['api']['admin']['sizes']['$get']>[number];

export const useColors = () =>
  useQuery({
    queryKey: catalogKeys.colors,
    queryFn: () => unwrap(client.api.admin.colors.$get()),
    staleTime: 0,
  });

export const useSizes = () =>
  useQuery({
    queryKey: catalogKeys.sizes,
    queryFn: () => unwrap(client.api.admin.sizes.$get()),
    staleTime: 0,
  });

function useWrite<T, R>(key: readonly string[], write: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const useSaveColor = () =>
  useWrite(catalogKeys.colors, ({ code, input }: { code?: string; input: ColorInput }) =>
    code === undefined
      ? unwrap(client.api.admin.colors.$post({ json: input }))
      : unwrap(client.api.admin.colors[':code'].$put({ param: { code }, json: input })),
  );

export const useDeleteColor = () =>
  useWrite(catalogKeys.colors, (code: string) =>
    unwrap(client.api.admin.colors[':code'].$delete({ param: { code } })),
  );

export const useSaveSize = () =>
  useWrite(catalogKeys.sizes, ({ code, input }: { code?: string; input: SizeInput }) =>
    code === undefined
      ? unwrap(client.api.admin.sizes.$post({ json: input }))
      : unwrap(client.api.admin.sizes[':code'].$put({ param: { code }, json: input })),
  );

export const useDeleteSize = () =>
  useWrite(catalogKeys.sizes, (code: string) =>
    unwrap(client.api.admin.sizes[':code'].$delete({ param: { code } })),
  );
