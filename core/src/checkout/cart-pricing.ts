/**
 * The one pricing rule of a cart (SPEC 3 "Derived cart view"): what each line costs, what a promocode takes off
 * each line, what shipping costs and what the buyer pays, all in integer kopecks from prices the server knows.
 * The storefront shows these numbers, the cart answers them and an order stores them: they always add up.
 */
import type { PromocodeDiscountType } from '../catalog/promocode-selection';
import { withFields } from '../objects';
import { spreadKopecks } from './kopeck-spread';

export interface CartPricingLine {
  /** What one item costs in this line: the retail price, or the wholesale price for a wholesale line. */
  unitPriceKopecks: number;
  quantity: number;
  isWholesale: boolean;
  /** The retail price of one item; for a wholesale line the difference is its saving. */
  retailPriceKopecks: number;
}

/** The part of a promocode that prices a cart; whether it may be used at all is promocode-rules' question. */
export interface PromocodeDiscount {
  discountType: PromocodeDiscountType;
  /** Percent for a percentage code, kopecks for a fixed code, unused for free shipping. */
  discountValue: number;
  /** Caps a percentage code's discount, in kopecks. */
  maxDiscountKopecks?: number | null;
}

/** What the chosen shipping method costs and from which order value it is free (null: never). */
export interface ShippingTerms {
  feeKopecks: number;
  freeFromKopecks: number | null;
}

export interface CartPricingInput<L extends CartPricingLine> {
  lines: readonly L[];
  promocode?: PromocodeDiscount | null;
  /** Absent while no method is chosen: shipping then costs nothing in the totals. */
  shipping?: ShippingTerms | null;
}

export interface PricedCartLine {
  /** unitPrice x quantity. */
  subtotalKopecks: number;
  /** This line's part of the promocode discount. */
  discountKopecks: number;
  /** subtotal - discount: what the line costs the buyer. */
  totalKopecks: number;
}

/** The totals a cart shows and the API answers, in the order the answers list them. */
export interface CartTotals {
  /** The number of items in the cart: the lines' quantities added up. */
  itemCount: number;
  subtotalKopecks: number;
  retailSubtotalKopecks: number;
  wholesaleSubtotalKopecks: number;
  /** What the wholesale lines save against their retail prices. */
  totalWholesaleSavingsKopecks: number;
  /** The sum of the lines' discounts. */
  promocodeDiscountKopecks: number;
  /** The goods' cost after the promocode: the order value shipping is judged by. */
  orderValueKopecks: number;
  shippingFeeKopecks: number;
  freeShippingEligible: boolean;
  /** How far the order value has come towards the free-shipping threshold, 0-100. */
  freeShippingProgress: number;
  /** Always the sum of the line totals plus the shipping fee. */
  finalTotalKopecks: number;
}

export interface CartPricing<L> extends CartTotals {
  lines: (L & PricedCartLine)[];
  /** The method's fee before anything makes it free. */
  baseShippingFeeKopecks: number;
  /** What a free-shipping promocode takes off the fee (0 when the threshold already made it free). */
  shippingDiscountKopecks: number;
  hasWholesale: boolean;
  hasRetail: boolean;
  isMixed: boolean;
}

/**
 * The lines a promocode applies to: every line, retail and wholesale alike. The one place that decides it; the
 * minimum order value is measured on the subtotal of these same lines (promocode-rules.ts).
 */
export const promocodeAppliesTo = (_line: CartPricingLine): boolean => true;

/** The subtotal a promocode's minimum order value is measured on. */
/** What one item of a wholesale line saves against the retail price (SPEC 9 "Savings": per item). */
export const itemWholesaleSavingsKopecks = (line: {
  retailPriceKopecks: number;
  unitPriceKopecks: number;
}): number => Math.max(0, line.retailPriceKopecks - line.unitPriceKopecks);

export function promocodeBaseKopecks(lines: readonly CartPricingLine[]): number {
  return lines
    .filter(promocodeAppliesTo)
    .reduce((sum, line) => sum + line.unitPriceKopecks * line.quantity, 0);
}

/**
 * What the goods cost after the promocode (priceCart's orderValueKopecks), without pricing each line: what a
 * shipping method is chosen by before the cart is priced with it.
 */
export function goodsValueKopecks(
  lines: readonly CartPricingLine[],
  promocode: PromocodeDiscount | null = null,
): number {
  const subtotals = lines.map((line) => line.unitPriceKopecks * line.quantity);
  const discounts = lineDiscounts(lines, subtotals, promocode);
  return subtotals.reduce((sum, subtotal, index) => sum + subtotal - (discounts[index] ?? 0), 0);
}

export function priceCart<L extends CartPricingLine>(input: CartPricingInput<L>): CartPricing<L> {
  const subtotals = input.lines.map((line) => line.unitPriceKopecks * line.quantity);
  const discounts = lineDiscounts(input.lines, subtotals, input.promocode ?? null);
  const lines = input.lines.map((line, index) => {
    const subtotalKopecks = subtotals[index] ?? 0;
    const discountKopecks = discounts[index] ?? 0;
    return withFields(line, {
      subtotalKopecks,
      discountKopecks,
      totalKopecks: subtotalKopecks - discountKopecks,
    }) as L & PricedCartLine;
  });
  const sumOf = (pick: (line: L & PricedCartLine) => number, keep: (line: L) => boolean = () => true) =>
    lines.filter(keep).reduce((sum, line) => sum + pick(line), 0);

  const subtotalKopecks = sumOf((line) => line.subtotalKopecks);
  const promocodeDiscountKopecks = sumOf((line) => line.discountKopecks);
  const orderValueKopecks = sumOf((line) => line.totalKopecks);
  const shipping = shippingOf(
    lines.length > 0 ? (input.shipping ?? null) : null,
    orderValueKopecks,
    input.promocode?.discountType === 'free_shipping',
  );
  const hasWholesale = lines.some((line) => line.isWholesale);
  const hasRetail = lines.some((line) => !line.isWholesale);
  return {
    lines,
    itemCount: sumOf((line) => line.quantity),
    subtotalKopecks,
    retailSubtotalKopecks: sumOf(
      (line) => line.subtotalKopecks,
      (line) => !line.isWholesale,
    ),
    wholesaleSubtotalKopecks: sumOf(
      (line) => line.subtotalKopecks,
      (line) => line.isWholesale,
    ),
    totalWholesaleSavingsKopecks: sumOf(
      (line) => itemWholesaleSavingsKopecks(line) * line.quantity,
      (line) => line.isWholesale,
    ),
    promocodeDiscountKopecks,
    orderValueKopecks,
    ...shipping,
    finalTotalKopecks: orderValueKopecks + shipping.shippingFeeKopecks,
    hasWholesale,
    hasRetail,
    isMixed: hasWholesale && hasRetail,
  };
}

/** The totals of a priced cart (priceCart's result, or the server's quote of it), and nothing else. */
export const cartTotalsOf = (priced: CartTotals): CartTotals => ({
  itemCount: priced.itemCount,
  subtotalKopecks: priced.subtotalKopecks,
  retailSubtotalKopecks: priced.retailSubtotalKopecks,
  wholesaleSubtotalKopecks: priced.wholesaleSubtotalKopecks,
  totalWholesaleSavingsKopecks: priced.totalWholesaleSavingsKopecks,
  promocodeDiscountKopecks: priced.promocodeDiscountKopecks,
  orderValueKopecks: priced.orderValueKopecks,
  shippingFeeKopecks: priced.shippingFeeKopecks,
  freeShippingEligible: priced.freeShippingEligible,
  freeShippingProgress: priced.freeShippingProgress,
  finalTotalKopecks: priced.finalTotalKopecks,
});

/**
 * A percentage is taken off each line and rounded there, half up; a fixed sum, and a percentage's cap, are
 * spread over the lines in proportion to their subtotals so the parts add up to the whole exactly. A line never
 * loses more than its subtotal.
 */
function lineDiscounts(
  lines: readonly CartPricingLine[],
  subtotals: readonly number[],
  promocode: PromocodeDiscount | null,
): number[] {
  const bases = subtotals.map((subtotal, index) =>
    promocodeAppliesTo(lines[index] as CartPricingLine) ? subtotal : 0,
  );
  const base = bases.reduce((sum, value) => sum + value, 0);
  if (!promocode || base === 0) return bases.map(() => 0);
  switch (promocode.discountType) {
    case 'percentage': {
      const percent = Math.min(100, Math.max(0, Math.trunc(promocode.discountValue)));
      const perLine = bases.map((value) => Math.floor((value * percent + 50) / 100));
      const total = perLine.reduce((sum, value) => sum + value, 0);
      const cap = promocode.maxDiscountKopecks;
      return cap !== null && cap !== undefined && total > Math.max(0, cap)
        ? spreadKopecks(Math.max(0, cap), bases)
        : perLine;
    }
    case 'fixed':
      return spreadKopecks(Math.min(base, Math.max(0, Math.trunc(promocode.discountValue))), bases);
    case 'free_shipping':
      return bases.map(() => 0);
  }
}

function shippingOf(terms: ShippingTerms | null, orderValueKopecks: number, freeShippingCode: boolean) {
  const baseShippingFeeKopecks = terms ? Math.max(0, terms.feeKopecks) : 0;
  const threshold = terms?.freeFromKopecks ?? null;
  const overThreshold = threshold !== null && orderValueKopecks >= threshold;
  const feeAfterThreshold = overThreshold ? 0 : baseShippingFeeKopecks;
  const shippingDiscountKopecks = freeShippingCode ? feeAfterThreshold : 0;
  return {
    baseShippingFeeKopecks,
    shippingDiscountKopecks,
    shippingFeeKopecks: feeAfterThreshold - shippingDiscountKopecks,
    freeShippingEligible: overThreshold || (freeShippingCode && terms !== null),
    freeShippingProgress: progressTowards(threshold, orderValueKopecks),
  };
}

function progressTowards(threshold: number | null, value: number): number {
  if (threshold === null || threshold <= 0) return 100;
  return Math.min(100, Math.floor((Math.max(0, value) * 100) / threshold));
}
