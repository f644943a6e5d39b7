/** "Сообщить о поступлении": the signed-in buyer's waits for sold-out colors and sizes of a product. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, requestOptions, unwrap } from '../../../shared/api/shop-client';

const waits = client.api.products[':id']['stock-subscriptions'];
const keyOf = (productId: string) => ['stock-subscriptions', productId] as const;

export interface VariantChoice {
  colorCode: string;
  sizeCode: string;
}

export const useStockSubscriptions = (productId: string, enabled: boolean) =>
  useQuery({
    queryKey: keyOf(productId),
    queryFn: ({ signal }) => unwrap(waits.$get({ param: { id: productId } }, requestOptions({ signal }))),
    enabled,
  });

/** Subscribes (`wait: true`) or cancels; the answer is the product's waits as they now stand. */
export function useToggleStockSubscription(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ wait, ...json }: VariantChoice & { wait: boolean }) =>
      unwrap(
        wait
          ? waits.$post({ param: { id: productId }, json })
          : waits.$delete({ param: { id: productId }, json }),
      ),
    onSuccess: (data) => queryClient.setQueryData(keyOf(productId), data),
  });
}
