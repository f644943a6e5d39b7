/** Retail quantity ranges, their hints and the wholesale suggestion (SPEC 5). */
import type { RetailProductLike, RetailSettingsLike } from './retail-availability';
import { DEFAULT_WHOLESALE_MIN_QUANTITY, isWholesaleAvailable } from './retail-availability';

export const DEFAULT_RETAIL_MIN = 1;
export const DEFAULT_RETAIL_MAX = 100;
export const DEFAULT_SUGGESTION_THRESHOLD = 5;

export interface QuantityRange {
  min: number;
  max: number;
}

/**
 * Minimum: the product's retail minimum, else the global default, else 1. Maximum: the smaller of the product's
 * retail maximum (else the global default, else 100) and the stock.
 */
export function retailQuantityRange(
  product: Pick<RetailProductLike, 'retail' | 'totalStock'>,
  settings: Pick<RetailSettingsLike, 'defaultMinQuantity' | 'defaultMaxQuantity'> | null | undefined,
  /** The stock that bounds the quantity: the product's total unless given (a chosen variant's, or none yet). */
  stock: number = product.totalStock,
): QuantityRange {
  const min = product.retail?.minQuantity ?? settings?.defaultMinQuantity ?? DEFAULT_RETAIL_MIN;
  const limit = product.retail?.maxQuantity ?? settings?.defaultMaxQuantity ?? DEFAULT_RETAIL_MAX;
  return { min, max: Math.min(limit, Math.max(0, stock)) };
}

export const clampQuantity = (value: number, range: QuantityRange): number =>
  Number.isFinite(value)
    ? Math.min(Math.max(Math.floor(value), range.min), Math.max(range.min, range.max))
    : range.min;

export const quantityTexts = {
  wholesaleMinimum: (min: number) => `Оптом от ${min} шт.`,
  exact: (count: number) => `Только ${count} шт.`,
  upTo: (max: number) => `Не более ${max} шт.`,
  range: (min: number, max: number) => `От ${min} до ${max} шт.`,
} as const;

/**
 * The hint beside the quantity: the wholesale minimum in wholesale mode; nothing when the range is 1 to 100 or
 * more; the exact count when minimum equals maximum; the maximum when the minimum is 1; otherwise from-to.
 */
export function quantityHint(range: QuantityRange, wholesaleMinimum?: number | null): string | null {
  if (wholesaleMinimum != null) return quantityTexts.wholesaleMinimum(wholesaleMinimum);
  if (range.min <= 1 && range.max >= DEFAULT_RETAIL_MAX) return null;
  if (range.min === range.max) return quantityTexts.exact(range.min);
  if (range.min <= 1) return quantityTexts.upTo(range.max);
  return quantityTexts.range(range.min, range.max);
}

/**
 * Suggest wholesale when auto-suggest is on, wholesale is available and enabled, and the quantity reaches the
 * larger of the threshold (default 5) and 80% of the wholesale minimum, rounded down.
 */
export function shouldSuggestWholesale(
  quantity: number,
  product: Pick<RetailProductLike, 'wholesale'>,
  settings: Pick<RetailSettingsLike, 'businessRules'> | null | undefined,
): boolean {
  if (!settings?.businessRules?.autoSuggestWholesale) return false;
  if (!isWholesaleAvailable(product)) return false;
  const threshold = settings.businessRules.wholesaleSuggestionThreshold ?? DEFAULT_SUGGESTION_THRESHOLD;
  const minimum = product.wholesale?.minQuantity || DEFAULT_WHOLESALE_MIN_QUANTITY;
  return quantity >= Math.max(threshold, Math.floor(minimum * 0.8));
}
