/**
 * The shipping methods a buyer in the default region can choose, as the delivery page lists them: the answer
 * checkout starts from, and the built-in courier of SPEC 9 when it cannot be read, as checkout falls back.
 */
import { FALLBACK_SHIPPING_METHOD } from '@shop/core/rules';
import { useQuery } from '@tanstack/react-query';
import { client, requestOptions, unwrap } from '../../../shared/api/shop-client';

export interface ShippingOverview {
  id: string;
  name: string;
  description: string | null;
  priceKopecks: number;
  freeFromKopecks: number | null;
  estimatedDays: string;
}

const fallbackMethods: ShippingOverview[] = [{ ...FALLBACK_SHIPPING_METHOD, description: null }];

/** Null while loading. */
export function useShippingOverview(): ShippingOverview[] | null {
  const query = useQuery({
    queryKey: ['shipping', 'overview'],
    queryFn: async ({ signal }) =>
      (await unwrap(client.api.shipping.settings.$get({ query: {} }, requestOptions({ signal })))).methods,
    retry: false,
  });
  if (query.isError || query.data?.length === 0) return fallbackMethods;
  return query.data ?? null;
}
