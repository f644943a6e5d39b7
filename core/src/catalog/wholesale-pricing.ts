/**
 * Wholesale prices in integer kopecks (SPEC 3 "Product", wholesale terms; SPEC 9 "Savings"): the product's own
 * wholesale price, else its retail price less the wholesale discount, rounded half up once.
 */
import { discountPercentOf } from './discount';

export interface WholesaleTerms {
  /** Whether the product is sold wholesale at all. */
  available: boolean;
  /** The product's own price of one item bought wholesale. */
  wholesalePriceKopecks?: number | null;
  /** Percent off the retail price; it sets the price only when the product has no wholesale price of its own. */
  discountPercentage?: number | null;
}

export interface WholesalePrice {
  /** One item bought wholesale. */
  priceKopecks: number;
  /** The given percent, else the one the two prices make; null when there is no reduction. */
  discountPercentage: number | null;
  /** Saved on one item against the retail price. */
  savingsKopecks: number;
}

/**
 * Null when the product is not sold wholesale or has neither a wholesale price nor a discount. `retailNowKopecks`
 * is what one item costs at retail now (the promoted price, core's promotedPriceOf; the product's price when no
 * promotion covers it): a wholesale item never costs more than that, so a promotion deeper than the wholesale
 * terms lowers the wholesale price to the promoted one (docs/ARCHITECTURE.md "Promotions"). The savings and the
 * percent stay measured against the product's own retail price, as the card has always shown them.
 */
export function wholesalePriceOf(
  retailPriceKopecks: number,
  terms: WholesaleTerms,
  retailNowKopecks: number,
): WholesalePrice | null {
  if (!terms.available) return null;
  const percent = terms.discountPercentage ?? null;
  const ownKopecks =
    terms.wholesalePriceKopecks ?? (percent === null ? null : lessPercent(retailPriceKopecks, percent));
  if (ownKopecks === null) return null;
  const capped = ownKopecks > retailNowKopecks;
  const priceKopecks = capped ? retailNowKopecks : ownKopecks;
  return {
    priceKopecks,
    discountPercentage: discountPercentOf(priceKopecks, retailPriceKopecks, capped ? null : percent),
    savingsKopecks: retailPriceKopecks - priceKopecks,
  };
}

/**
 * price x (100 - percent) / 100 in whole numbers: the percent is taken to two decimals (basis points), so the
 * one division is exact up to its rounding, which is half up.
 */
function lessPercent(priceKopecks: number, percent: number): number {
  const basisPoints = Math.min(10_000, Math.max(0, Math.round(percent * 100)));
  return Math.round((priceKopecks * (10_000 - basisPoints)) / 10_000);
}

export interface WholesaleTotals {
  totalKopecks: number;
  totalSavingsKopecks: number;
}

/** SPEC 9: the total is the item count times the wholesale price, the savings the count times the per-item savings. */
export function wholesaleTotals(price: WholesalePrice, itemCount: number): WholesaleTotals {
  return {
    totalKopecks: itemCount * price.priceKopecks,
    totalSavingsKopecks: itemCount * price.savingsKopecks,
  };
}
