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
