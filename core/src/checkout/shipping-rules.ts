/**
 * Shipping (SPEC 3 "Shipping method", SPEC 9): which methods a cart may use, what the chosen one costs, and the
 * defaults used when the shop has set none. Order values are the goods' cost after the promocode
 * (cart-pricing's orderValueKopecks).
 */
import type { ShippingTerms } from './cart-pricing';

export interface ShippingMethodRule {
  id: string;
  name: string;
  priceKopecks: number;
  freeFromKopecks: number | null;
  estimatedDays: string;
  minOrderValueKopecks: number | null;
  maxOrderValueKopecks: number | null;
  /** Region codes; empty means every region. */
  regions: readonly string[];
  isActive: boolean;
  isDefault: boolean;
}

export const DEFAULT_SHIPPING_REGION = 'moscow';

/** SPEC 9: what the storefront assumes when the shipping settings cannot be read. */
export const CLIENT_SHIPPING_DEFAULTS: ShippingTerms = { feeKopecks: 30_000, freeFromKopecks: 500_000 };

/** SPEC 9 "Cart view fallback": the cart's estimate before a method is known. */
export const CART_VIEW_SHIPPING_FALLBACK: ShippingTerms = { feeKopecks: 50_000, freeFromKopecks: 500_000 };

/** SPEC 9: the method offered when the shop has none for the cart. */
export const FALLBACK_SHIPPING_METHOD: ShippingMethodRule = {
  id: 'courier',
  name: 'Курьерская доставка',
  priceKopecks: 30_000,
  freeFromKopecks: 300_000,
  estimatedDays: '1-2 рабочих дня',
  minOrderValueKopecks: null,
  maxOrderValueKopecks: null,
  regions: [],
  isActive: true,
  isDefault: true,
};

export const SHIPPING_MESSAGES = {
  UNKNOWN_METHOD: 'Способ доставки не найден',
  METHOD_NOT_AVAILABLE: 'Этот способ доставки недоступен для вашего заказа',
  UNKNOWN_REGION: 'Доставка в этот регион недоступна',
} as const;

export interface ShippingQuery {
  orderValueKopecks: number;
  region: string;
}

export const servesRegion = (method: ShippingMethodRule, region: string): boolean =>
  method.regions.length === 0 || method.regions.includes(region);

/** Active, serving the region, and the order value within its bounds. */
export function isShippingMethodAvailable(method: ShippingMethodRule, query: ShippingQuery): boolean {
  return (
    method.isActive &&
    servesRegion(method, query.region) &&
    (method.minOrderValueKopecks === null || query.orderValueKopecks >= method.minOrderValueKopecks) &&
    (method.maxOrderValueKopecks === null || query.orderValueKopecks <= method.maxOrderValueKopecks)
  );
}

/** The shop's methods, or the built-in courier when the shop has no active method at all. */
const methodsInUse = (methods: readonly ShippingMethodRule[]): readonly ShippingMethodRule[] =>
  methods.some((method) => method.isActive) ? methods : [FALLBACK_SHIPPING_METHOD];

/** The methods that fit an order value and region. */
export function availableShippingMethods(
  methods: readonly ShippingMethodRule[],
  query: ShippingQuery,
): ShippingMethodRule[] {
  return methodsInUse(methods).filter((method) => isShippingMethodAvailable(method, query));
}

/** Whether any method, available or not, serves the region (an unknown region is a client error). */
export function isKnownRegion(methods: readonly ShippingMethodRule[], region: string): boolean {
  return methodsInUse(methods).some((method) => method.isActive && servesRegion(method, region));
}

export type ShippingChoice =
  | { ok: true; method: ShippingMethodRule }
  | { ok: false; reason: keyof typeof SHIPPING_MESSAGES; message: string };

/**
 * The asked-for method when it fits; without one, the default among the available, else the first. Null
 * method when nothing is available (a cart that no method accepts, e.g. above every maximum).
 */
export function chooseShippingMethod(
  methods: readonly ShippingMethodRule[],
  query: ShippingQuery & { methodId?: string | null },
): ShippingChoice | { ok: true; method: null } {
  const available = availableShippingMethods(methods, query);
  if (query.methodId) {
    const known = methodsInUse(methods).find((method) => method.id === query.methodId);
    if (!known?.isActive) {
      return { ok: false, reason: 'UNKNOWN_METHOD', message: SHIPPING_MESSAGES.UNKNOWN_METHOD };
    }
    const chosen = available.find((method) => method.id === query.methodId);
    return chosen
      ? { ok: true, method: chosen }
      : { ok: false, reason: 'METHOD_NOT_AVAILABLE', message: SHIPPING_MESSAGES.METHOD_NOT_AVAILABLE };
  }
  return { ok: true, method: available.find((method) => method.isDefault) ?? available[0] ?? null };
}

/** The fee of a method for an order value: free from its threshold. */
export function shippingFeeOf(method: ShippingMethodRule, orderValueKopecks: number): number {
  return method.freeFromKopecks !== null && orderValueKopecks >= method.freeFromKopecks
    ? 0
    : method.priceKopecks;
}

/**
 * The free-shipping threshold the shop's pages name: that of the method a new cart in the default region starts
 * with, as checkout offers it; null when that method never ships free.
 */
export function defaultFreeShippingFromKopecks(methods: readonly ShippingMethodRule[]): number | null {
  const chosen = chooseShippingMethod(methods, { orderValueKopecks: 0, region: DEFAULT_SHIPPING_REGION });
  return chosen.ok ? (chosen.method?.freeFromKopecks ?? null) : null;
}

export const shippingTermsOf = (method: ShippingMethodRule): ShippingTerms => ({
  feeKopecks: method.priceKopecks,
  freeFromKopecks: method.freeFromKopecks,
});
