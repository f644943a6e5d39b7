/**
 * The staff mode's calls: the back office's own routes (today's orders, one order, its status, a variant's stock)
 * with the token of the Telegram sign-in; the server checks the staff role on every one of them.
 */
import type { ApiData, ShopClient } from '@shop/api/client';
import { type OrderStatus, shopDayOf } from '@shop/core/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, requestOptions, unwrap } from '../../../shared/api/shop-client';

const admin = client.api.admin;

export type StaffOrder = ApiData<ShopClient['api']['admin']['orders'][':id']['$get']>;
export type VariantStock = ApiData<ShopClient['api']['admin']['stock'][':sku']['$get']>;

const staffKeys = {
  all: ['staff'] as const,
  today: (day: string) => [...staffKeys.all, 'orders', day] as const,
  order: (id: string) => [...staffKeys.all, 'order', id] as const,
  stock: (sku: string) => [...staffKeys.all, 'stock', sku] as const,
};

/** One page is what a phone shows; the rest of a busy day is the admin app's. */
const TODAY_LIMIT = 100;

/** Today's orders in the shop's time zone, newest first. */
export function useTodayOrders() {
  const day = shopDayOf(new Date());
  return useQuery({
    queryKey: staffKeys.today(day),
    queryFn: ({ signal }) =>
      unwrap(
        admin.orders.$get(
          { query: { from: day, to: day, limit: String(TODAY_LIMIT) } },
          requestOptions({ signal }),
        ),
      ),
    staleTime: 0,
  });
}

export const useStaffOrder = (id: string) =>
  useQuery({
    queryKey: staffKeys.order(id),
    queryFn: ({ signal }) => unwrap(admin.orders[':id'].$get({ param: { id } }, requestOptions({ signal }))),
    staleTime: 0,
  });

/** The admin app's status change: the same transitions, stock, audit log and buyer's message. */
export function useChangeStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: OrderStatus) =>
      unwrap(admin.orders[':id'].status.$post({ param: { id }, json: { status } }, requestOptions({}))),
    onSuccess: (order) => {
      queryClient.setQueryData(staffKeys.order(id), order);
      void queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'orders'] });
    },
  });
}

export const useVariantStock = (sku: string) =>
  useQuery({
    queryKey: staffKeys.stock(sku),
    queryFn: ({ signal }) => unwrap(admin.stock[':sku'].$get({ param: { sku } }, requestOptions({ signal }))),
    enabled: sku !== '',
    staleTime: 0,
    retry: false,
  });

export function useSetStock(sku: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quantity: number) =>
      unwrap(admin.stock[':sku'].$put({ param: { sku }, json: { quantity } }, requestOptions({}))),
    onSuccess: (variant) => queryClient.setQueryData(staffKeys.stock(sku), variant),
  });
}
