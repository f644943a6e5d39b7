// The admin orders calls: the list page, one order, its status change, its refunds, and cancelling several at once.
import type { ApiData, ShopClient } from '@shop/api/client';
import type { OrderStatus } from '@shop/core/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePagedListQuery } from '../../../lib/paged-list-query';
import { client, unwrap } from '../../../lib/shop-client';

type Orders = ShopClient['api']['admin']['orders'];
export type AdminOrderRow = ApiData<Orders['$get']>['orders'][number];
export type AdminOrder = ApiData<Orders[':id']['$get']>;

export interface OrderListQuery {
  status?: OrderStatus;
  from?: string;
  to?: string;
  customer?: string;
  sort: 'createdAt' | 'number' | 'total';
  direction: 'asc' | 'desc';
  page: number;
  limit: number;
}

const ordersKey = ['admin', 'orders'] as const;

export const useOrderList = (query: OrderListQuery) =>
  usePagedListQuery([...ordersKey, 'list', query], (options) =>
    unwrap(
      client.api.admin.orders.$get(
        {
          query: {
            status: query.status,
            from: query.from || undefined,
            to: query.to || undefined,
            customer: query.customer || undefined,
            sort: query.sort,
            direction: query.direction,
            page: String(query.page),
            limit: String(query.limit),
          },
        },
        options,
      ),
    ),
  );

export const useOrder = (id: string) =>
  useQuery({
    queryKey: [...ordersKey, 'one', id],
    queryFn: () => unwrap(client.api.admin.orders[':id'].$get({ param: { id } })),
    staleTime: 0,
  });

/** A status change answers the whole order, which replaces the cached one; the lists refetch. */
export function useChangeOrderStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { status: OrderStatus; note?: string }) =>
      unwrap(client.api.admin.orders[':id'].status.$post({ param: { id }, json: input })),
    onSuccess: (order) => {
      queryClient.setQueryData([...ordersKey, 'one', id], order);
      return queryClient.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
    },
  });
}

export interface RefundRequest {
  lines?: { itemId: number; quantity: number }[];
  cancel?: boolean;
  manual?: boolean;
  note?: string;
}

/** A refund (or its retry) answers the whole order, which replaces the cached one; the lists refetch. */
export function useRefundOrder(id: string) {
  const queryClient = useQueryClient();
  const settled = (order: AdminOrder) => {
    queryClient.setQueryData([...ordersKey, 'one', id], order);
    return queryClient.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
  };
  return {
    refund: useMutation({
      mutationFn: (input: RefundRequest) =>
        unwrap(client.api.admin.orders[':id'].refunds.$post({ param: { id }, json: input })),
      onSuccess: settled,
      // A refund left pending (ЮKassa did not answer) shows with its retry button.
      onError: () => queryClient.invalidateQueries({ queryKey: [...ordersKey, 'one', id] }),
    }),
    retry: useMutation({
      mutationFn: (refundId: number) =>
        unwrap(
          client.api.admin.orders[':id'].refunds[':refundId'].retry.$post({
            param: { id, refundId: String(refundId) },
          }),
        ),
      onSuccess: settled,
    }),
  };
}

/** Cancels the chosen orders (each returns its stock); the lists and any cached order refetch. */
export function useCancelOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderIds: string[]) => unwrap(client.api.admin.orders.cancel.$post({ json: { orderIds } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
