/** Discounts: the default percentage of SPEC 9 and the urgency label of SPEC 2. */

export const URGENCY_DISCOUNT_THRESHOLD = 30;
export const URGENCY_LABEL = 'Скидка ограничена!';

/**
 * The discount to show: the given percentage, else rounded (1 - price / originalPrice) x 100 when the original
 * price is higher; null when there is no discount.
 */
export function discountPercentOf(
  price: number | null | undefined,
  originalPrice: number | null | undefined,
  given?: number | null,
): number | null {
  if (given != null && given > 0) return Math.round(given);
  if (price == null || originalPrice == null || originalPrice <= 0 || price >= originalPrice) return null;
  const percent = Math.round((1 - price / originalPrice) * 100);
  return percent > 0 ? percent : null;
}

export const isUrgentDiscount = (percent: number | null | undefined): boolean =>
  percent != null && percent >= URGENCY_DISCOUNT_THRESHOLD;

/** The parts of a product that decide its sale badge; prices in any one unit (the API's roubles, kopecks). */
export interface SalePricing {
  isSale: boolean;
  price: number;
  originalPrice: number | null;
  /** The percentage the server worked out, when the product came from the API. */
  discountPercentage?: number | null;
  /** The running promotions that cover it (the API's card); one of them may set its price. */
  promotions?: readonly unknown[];
}

/**
 * The discount a product shows on its card and its page (SPEC 2): none unless it is marked on sale or a promotion
 * covers it, however its price compares with the price before; otherwise as discountPercentOf.
 */
export const saleDiscountPercent = (product: SalePricing): number | null =>
  product.isSale || (product.promotions?.length ?? 0) > 0
    ? discountPercentOf(product.price, product.originalPrice, product.discountPercentage)
    : null;
