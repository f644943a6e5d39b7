/** Cancelling an order from its page: its buyer, or a guest with the order's link, while the shop allows it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '../../../shared/api/shop-client';
import { type Order, orderKeys } from './order-calls';

export function useCancelOrder(orderId: string, token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(
        client.api.orders[':id'].cancel.$post({ param: { id: orderId }, query: token ? { token } : {} }),
      ),
    onSuccess: (order: Order) => {
      queryClient.setQueryData(orderKeys.detail(orderId), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.list() });
    },
  });
}
