/**
 * Shipping for the cart page (SPEC 7 "Shipping"): the methods for an order value and region, and the fee of the
 * chosen one, whose calculation is abandoned after 8 s. When either fails the built-in courier and the default
 * fee apply (SPEC 9), so the cart always shows a total.
 */
import type { ApiData, ShopClient } from '@shop/api/client';
import {
  CLIENT_SHIPPING_DEFAULTS,
  FALLBACK_SHIPPING_METHOD,
  type GeoPoint,
  type ShippingTerms,
} from '@shop/core/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client, requestOptions, unwrap } from '../../../shared/api/shop-client';

const SHIPPING_CALCULATION_TIMEOUT_MS = 8_000;

type ShippingMethodView = ApiData<ShopClient['api']['shipping']['methods']['$get']>['methods'][number];

export interface ShippingOption {
  id: string;
  name: string;
  description: string | null;
  feeKopecks: number;
  priceKopecks: number;
  freeFromKopecks: number | null;
  estimatedDays: string;
  /** Where a method collected at the shop is picked up; null for a delivery. */
  pickupAddress: string | null;
  /** The pickup place's coordinates when the shop has given them, for the nearest-first order at checkout. */
  location: GeoPoint | null;
}

const fallbackOption = (orderValueKopecks: number): ShippingOption => ({
  id: FALLBACK_SHIPPING_METHOD.id,
  name: FALLBACK_SHIPPING_METHOD.name,
  description: null,
  priceKopecks: FALLBACK_SHIPPING_METHOD.priceKopecks,
  freeFromKopecks: FALLBACK_SHIPPING_METHOD.freeFromKopecks,
  feeKopecks:
    FALLBACK_SHIPPING_METHOD.freeFromKopecks !== null &&
    orderValueKopecks >= FALLBACK_SHIPPING_METHOD.freeFromKopecks
      ? 0
      : FALLBACK_SHIPPING_METHOD.priceKopecks,
  estimatedDays: FALLBACK_SHIPPING_METHOD.estimatedDays,
  pickupAddress: null,
  location: null,
});

const locationOf = ({ latitude, longitude }: ShippingMethodView['details']): GeoPoint | null =>
  latitude != null && longitude != null ? { latitude, longitude } : null;

const optionOf = (method: ShippingMethodView): ShippingOption => ({
  id: method.id,
  name: method.name,
  description: method.description,
  priceKopecks: method.priceKopecks,
  freeFromKopecks: method.freeFromKopecks,
  feeKopecks: method.feeKopecks,
  estimatedDays: method.estimatedDays,
  pickupAddress: method.details.pickupAddress?.trim() || null,
  location: locationOf(method.details),
});

/** The methods offered for this order value and region; the built-in courier when the call fails. */
export function useShippingOptions(orderValueKopecks: number, region: string) {
  const query = useQuery({
    queryKey: ['shipping', 'methods', orderValueKopecks, region],
    queryFn: async ({ signal }) => {
      const { methods } = await unwrap(
        client.api.shipping.methods.$get(
          { query: { orderValueKopecks: String(orderValueKopecks), region } },
          requestOptions({ signal }),
        ),
      );
      return methods.map(optionOf);
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
  const options =
    query.isError || (query.data && query.data.length === 0)
      ? [fallbackOption(orderValueKopecks)]
      : (query.data ?? null);
  return { options, isLoading: query.isLoading, failed: query.isError };
}

/**
 * The terms the guest cart is priced with: the method's fee and free-from threshold as the server calculates
 * them; the default fee (300 ₽, free from 5 000 ₽) when the calculation fails or takes over 8 s.
 */
export function useShippingTerms(
  orderValueKopecks: number,
  region: string,
  method: ShippingOption | null,
): ShippingTerms | null {
  const query = useQuery({
    queryKey: ['shipping', 'calculate', orderValueKopecks, region, method?.id ?? null],
    enabled: method !== null && orderValueKopecks > 0,
    queryFn: ({ signal }) =>
      unwrap(
        client.api.shipping.calculate.$post(
          { json: { subtotalKopecks: orderValueKopecks, region, methodId: method?.id ?? null } },
          requestOptions({ signal, timeoutMs: SHIPPING_CALCULATION_TIMEOUT_MS }),
        ),
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
  if (!method) return null;
  if (query.isError) return CLIENT_SHIPPING_DEFAULTS;
  if (query.data && query.data.methodId === method.id) {
    return { feeKopecks: method.priceKopecks, freeFromKopecks: query.data.freeFromKopecks };
  }
  return { feeKopecks: method.priceKopecks, freeFromKopecks: method.freeFromKopecks };
}
