// Shipping methods of the back office: the list, and every write followed by a refetch.
import type { ApiData, ShopClient } from '@shop/api/client';
import type { ShippingMethodInput } from '@shop/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../lib/shop-client';

export type AdminShippingMethod = ApiData<ShopClient['api']['admin']['shipping']['methods']['$get']>[number];

const keys = { methods: ['admin', 'shipping', 'methods'] as const };

export const useShippingMethods = () =>
  useQuery({
    queryKey: keys.methods,
    queryFn: () => unwrap(client.api.admin.shipping.methods.$get()),
    staleTime: 0,
  });

function useWrite<T>(write: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.methods }),
  });
}

export const useSaveShippingMethod = () =>
  useWrite(({ id, input }: { id?: string; input: ShippingMethodInput }) =>
    id === undefined
      ? unwrap(client.api.admin.shipping.methods.$post({ json: input }))
      : unwrap(client.api.admin.shipping.methods[':id'].$put({ param: { id }, json: input })),
  );

export const useShippingMethodAction = () =>
  useWrite(({ id, action }: { id: string; action: 'default' | 'delete' }) => {
    const one = client.api.admin.shipping.methods[':id'];
    return action === 'delete'
      ? unwrap(one.$delete({ param: { id } }))
      : unwrap(one.default.$post({ param: { id } }));
  });
