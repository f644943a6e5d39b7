/**
 * Automatic promotions (no code to enter) and the one rule of a promoted price. A promotion takes a percent or a
 * sum of kopecks off the product's regular price (the price before its sale, else its price); the buyer pays the
 * lower of that and the product's own price: a promotion never stacks on a sale. Wholesale prices keep their own
 * terms but never exceed the promoted price (wholesalePriceOf); a promocode applies on top of the promoted price
 * (docs/ARCHITECTURE.md "Promotions").
 */

export const PROMOTION_DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type PromotionDiscountType = (typeof PROMOTION_DISCOUNT_TYPES)[number];

/** What a promotion is at a moment: its state with its period applied. */
export type PromotionStatus = 'running' | 'scheduled' | 'paused' | 'ended';

export const PROMOTION_SCOPES = ['all', 'categories', 'products'] as const;
export type PromotionScope = (typeof PROMOTION_SCOPES)[number];

export interface PromotionDiscount {
  discountType: PromotionDiscountType;
  /** Whole percent (1-99) or kopecks. */
  discountValue: number;
}

/** A promotion as a product carries it: the storefront shows its badge. */
export interface ProductPromotion extends PromotionDiscount {
  id: number;
  name: string;
  badge: string;
}

/** What staff control (paused: not active; ended: `endedAt` set, for good) and the period. */
export interface PromotionPeriod {
  isActive: boolean;
  endedAt: Date | null;
  startsAt: Date | null;
  endsAt: Date | null;
}

export function promotionStatusOf(promotion: PromotionPeriod, now: Date): PromotionStatus {
  if (promotion.endedAt || (promotion.endsAt && promotion.endsAt <= now)) return 'ended';
  if (!promotion.isActive) return 'paused';
  return promotion.startsAt && promotion.startsAt > now ? 'scheduled' : 'running';
}

/** The lowest price a promotion may leave: a product it would take below this keeps its regular price. */
export const PROMOTION_PRICE_FLOOR_KOPECKS = 100;

/**
 * The regular price less the promotion (a percent rounded half up to a kopeck, a fixed sum as it is); a promotion
 * that would leave less than 1 ₽ (a fixed 5 000 ₽ off a 3 990 ₽ dress) does not apply to the product: the shop
 * gives nothing away, so it stays at its regular price.
 */
export function promotionPriceOf(regularKopecks: number, discount: PromotionDiscount): number {
  const off =
    discount.discountType === 'percentage'
      ? Math.round((regularKopecks * discount.discountValue) / 100)
      : discount.discountValue;
  const price = regularKopecks - off;
  return price < PROMOTION_PRICE_FLOOR_KOPECKS ? regularKopecks : price;
}

export interface PromotablePrice {
  priceKopecks: number;
  /** The price before the sale; it counts only when the product is on sale and it is higher. */
  originalPriceKopecks: number | null;
  isSale: boolean;
}

export interface PromotedPrice<P extends PromotionDiscount = PromotionDiscount> {
  /** What the buyer pays for one item at retail. */
  priceKopecks: number;
  /** The price struck through: the regular price; null when nothing is taken off. */
  originalPriceKopecks: number | null;
  /** The promotion that set the price; null when the product's own price is as low. */
  promotion: P | null;
}

export const regularPriceOf = (product: PromotablePrice): number =>
  product.isSale &&
  product.originalPriceKopecks !== null &&
  product.originalPriceKopecks > product.priceKopecks
    ? product.originalPriceKopecks
    : product.priceKopecks;

/**
 * The retail price with the promotions that apply: the lowest of the product's price and each promotion's price
 * (the first of equal ones), so the buyer gets the best one, never two at once.
 */
export function promotedPriceOf<P extends PromotionDiscount>(
  product: PromotablePrice,
  promotions: readonly P[],
): PromotedPrice<P> {
  const regular = regularPriceOf(product);
  let best: PromotedPrice<P> = {
    priceKopecks: product.priceKopecks,
    originalPriceKopecks: regular > product.priceKopecks ? regular : null,
    promotion: null,
  };
  for (const promotion of promotions) {
    const price = promotionPriceOf(regular, promotion);
    if (price < best.priceKopecks) best = { priceKopecks: price, originalPriceKopecks: regular, promotion };
  }
  return best;
}

/** A product as the API answers it: prices in roubles, the promotions that cover it. */
interface AnsweredPromotedPrice<P extends PromotionDiscount> {
  price: number;
  /** The regular price when something is taken off. */
  originalPrice: number | null;
  promotions: readonly P[];
}

/**
 * Which of the promotions covering a product set the price it shows (the buyer gets one, never several); null
 * when its own sale price is as low, so a card shows one badge and it tells the price shown.
 */
export function appliedPromotionOf<P extends PromotionDiscount>(product: AnsweredPromotedPrice<P>): P | null {
  const shown = Math.round(product.price * 100);
  const regular = Math.round((product.originalPrice ?? product.price) * 100);
  if (shown >= regular) return null;
  return product.promotions.find((promotion) => promotionPriceOf(regular, promotion) === shown) ?? null;
}
