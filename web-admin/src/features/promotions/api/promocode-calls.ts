// Promocodes of the back office: the list with usage, and every write followed by a refetch.
import type { ApiData, ShopClient } from '@shop/api/client';
import type { PromocodeInput } from '@shop/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/shop-client';

export type AdminPromocode = ApiData<ShopClient['api']['admin']['promocodes']['$get']>[number];

const promocodeKeys = { all: ['admin', 'promocodes'] as const };

export const usePromocodes = () =>
  useQuery({
    queryKey: promocodeKeys.all,
    queryFn: () => unwrap(client.api.admin.promocodes.$get()),
    staleTime: 0,
  });

function useWrite<T>(write: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: promocodeKeys.all }),
  });
}

export const useSavePromocode = () =>
  useWrite(({ id, input }: { id?: string; input: PromocodeInput }) =>
    id === undefined
      ? unwrap(client.api.admin.promocodes.$post({ json: input }))
      : unwrap(client.api.admin.promocodes[':id'].$put({ param: { id }, json: input })),
  );

export const usePromocodeAction = () =>
  useWrite(({ id, action }: { id: string; action: 'activate' | 'deactivate' | 'delete' }) => {
    const one = client.api.admin.promocodes[':id'];
    if (action === 'delete') return unwrap(one.$delete({ param: { id } }));
    return unwrap(one[action].$post({ param: { id } }));
  });
