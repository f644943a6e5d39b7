// Promocodes of the back office: the list with usage, and every write followed by a refetch.
import type { ApiData, ShopClient } from '@shop/api/client';
import type { PromocodeInput } from '@shop/core';
import { useEditedList, useListWrite } from '../../../lib/list-queries';
import { client, unwrap } from '../../../lib/shop-client';

export type AdminPromocode = ApiData<ShopClient['api']['admin']['promocodes']['$get']>[number];

const promocodeKeys = { all: ['admin', 'promocodes'] as const };

export const usePromocodes = () =>
  useEditedList(promocodeKeys.all, () => unwrap(client.api.admin.promocodes.$get()));

export const useSavePromocode = () =>
  useListWrite(promocodeKeys.all, ({ id, input }: { id?: string; input: PromocodeInput }) =>
    id === undefined
      ? unwrap(client.api.admin.promocodes.$post({ json: input }))
      : unwrap(client.api.admin.promocodes[':id'].$put({ param: { id }, json: input })),
  );

export const usePromocodeAction = () =>
  useListWrite(
    promocodeKeys.all,
    ({ id, action }: { id: string; action: 'activate' | 'deactivate' | 'delete' }) => {
      const one = client.api.admin.promocodes[':id'];
      if (action === 'delete') return unwrap(one.$delete({ param: { id } }));
      return unwrap(one[action].$post({ param: { id } }));
    },
  );
