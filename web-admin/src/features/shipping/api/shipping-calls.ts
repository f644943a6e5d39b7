// Shipping methods of the back office: the list, and every write followed by a refetch.
import type { ApiData, ShopClient } from '@shop/api/client';
import type { ShippingMethodInput } from '@shop/core';
import { useEditedList, useListWrite } from '../../../lib/list-queries';
import { client, unwrap } from '../../../lib/shop-client';

export type AdminShippingMethod = ApiData<ShopClient['api']['admin']['shipping']['methods']['$get']>[number];

const keys = { methods: ['admin', 'shipping', 'methods'] as const };

export const useShippingMethods = () =>
  useEditedList(keys.methods, () => unwrap(client.api.admin.shipping.methods.$get()));

export const useSaveShippingMethod = () =>
  useListWrite(keys.methods, ({ id, input }: { id?: string; input: ShippingMethodInput }) =>
    id === undefined
      ? unwrap(client.api.admin.shipping.methods.$post({ json: input }))
      : unwrap(client.api.admin.shipping.methods[':id'].$put({ param: { id }, json: input })),
  );

export const useShippingMethodAction = () =>
  useListWrite(keys.methods, ({ id, action }: { id: string; action: 'default' | 'delete' }) => {
    const one = client.api.admin.shipping.methods[':id'];
    return action === 'delete'
      ? unwrap(one.$delete({ param: { id } }))
      : unwrap(one.default.$post({ param: { id } }));
  });
