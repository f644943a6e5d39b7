/** Orders (SPEC 7 "Orders"): one order for its buyer or a guest with its token, and the buyer's list. */
import type { ApiData, ShopClient } from '@shop/api/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, requestOptions, unwrap } from '../../../shared/api/shop-client';

export type Order = ApiData<ShopClient['api']['orders'][':id']['$get']>;

export const orderKeys = {
  all: ['orders'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
};

const orderQueryOptions = (id: string, token: string | null) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) =>
      unwrap(
        client.api.orders[':id'].$get(
          { param: { id }, query: token ? { token } : {} },
          requestOptions({ signal }),
        ),
      ),
  });

export const useOrder = (id: string, token: string | null) => useQuery(orderQueryOptions(id, token));

/** The signed-in buyer's orders, newest first (the server's order). */
export const useMyOrders = (enabled: boolean) =>
  useQuery({
    queryKey: orderKeys.list(),
    queryFn: ({ signal }) =>
      unwrap(client.api.orders.$get({ query: { page: '1', limit: '50' } }, requestOptions({ signal }))),
    enabled,
    staleTime: 0,
  });
