/** Wholesale quantities (SPEC 5 "Wholesale quantity", "Individual variant rows"; SPEC 9). */
import type { BundleVariant } from './bundle-types';

export const DEFAULT_BUNDLE_MINIMUM = 5;
export const MAX_BUNDLE_QUANTITY = 100;
export const MIN_ROW_QUANTITY = 1;
export const MAX_ROW_QUANTITY = 50;

/** The product's wholesale minimum when it has one above 0, else the bundle settings' one, else 5. */
export function wholesaleMinimum(
  product: { wholesale?: { minQuantity?: number | null } | null },
  settings?: { minQuantity?: number | null } | null,
): number {
  const own = product.wholesale?.minQuantity ?? 0;
  if (own > 0) return Math.min(own, MAX_BUNDLE_QUANTITY);
  const shop = settings?.minQuantity ?? 0;
  return shop > 0 ? Math.min(shop, MAX_BUNDLE_QUANTITY) : DEFAULT_BUNDLE_MINIMUM;
}

const wholeNumber = (input: unknown): number | null => {
  const value = typeof input === 'string' ? Number(input.trim() === '' ? Number.NaN : input) : input;
  return typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : null;
};

/** Clamped to minimum..100; input that is not a number falls back to the minimum. */
export function clampWholesaleQuantity(input: unknown, minimum: number): number {
  const value = wholeNumber(input);
  if (value === null) return minimum;
  return Math.min(Math.max(value, minimum), MAX_BUNDLE_QUANTITY);
}

export const canDecreaseWholesale = (quantity: number, minimum: number): boolean => quantity > minimum;
export const canIncreaseWholesale = (quantity: number): boolean => quantity < MAX_BUNDLE_QUANTITY;

/** A row of the individual bundle: 1 to 50, anything invalid becomes 1. */
export function clampRowQuantity(input: unknown): number {
  const value = wholeNumber(input);
  if (value === null || value < MIN_ROW_QUANTITY) return MIN_ROW_QUANTITY;
  return Math.min(value, MAX_ROW_QUANTITY);
}

/** A new row: the first color, the first size, quantity 1; none when the product lacks colors or sizes. */
export function newVariantRow(product: {
  colors: readonly string[];
  sizes: readonly string[];
}): BundleVariant | null {
  const [colorCode] = product.colors;
  const [sizeCode] = product.sizes;
  if (colorCode === undefined || sizeCode === undefined) return null;
  return { colorCode, sizeCode, quantity: MIN_ROW_QUANTITY };
}

/** A wholesale bundle or set holds at least the minimum of items; under it, it is not wholesale. */
export const reachesWholesaleMinimum = (items: number, minimum: number): boolean =>
  items > 0 && items >= minimum;
