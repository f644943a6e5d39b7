import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CartPricingLine,
  cartTotalsOf,
  goodsValueKopecks,
  type PromocodeDiscount,
  priceCart,
} from './cart-pricing';

const retail = (unitPriceKopecks: number, quantity = 1): CartPricingLine => ({
  unitPriceKopecks,
  quantity,
  isWholesale: false,
  retailPriceKopecks: unitPriceKopecks,
});
const wholesale = (
  unitPriceKopecks: number,
  retailPriceKopecks: number,
  quantity: number,
): CartPricingLine => ({
  unitPriceKopecks,
  quantity,
  isWholesale: true,
  retailPriceKopecks,
});

describe('pricing a cart', () => {
  it('gives the totals a cart shows, the item count among them, and no lines or flags', () => {
    const priced = priceCart({
      lines: [retail(299_000, 2), wholesale(85_000, 100_000, 5)],
      promocode: { discountType: 'fixed', discountValue: 23_000 },
      shipping: { feeKopecks: 30_000, freeFromKopecks: 2_000_000 },
    });
    expect(cartTotalsOf(priced)).toEqual({
      itemCount: 7,
      subtotalKopecks: 1_023_000,
      retailSubtotalKopecks: 598_000,
      wholesaleSubtotalKopecks: 425_000,
      totalWholesaleSavingsKopecks: 75_000,
      promocodeDiscountKopecks: 23_000,
      orderValueKopecks: 1_000_000,
      shippingFeeKopecks: 30_000,
      freeShippingEligible: false,
      freeShippingProgress: 50,
      finalTotalKopecks: 1_030_000,
    });
    expect(Object.keys(cartTotalsOf({ ...priced, extra: 1 } as typeof priced))).not.toContain('extra');
  });

  it('adds up retail and wholesale lines, the wholesale savings and the flags', () => {
    const priced = priceCart({
      lines: [retail(299_000, 2), wholesale(85_000, 100_000, 5)],
      shipping: { feeKopecks: 30_000, freeFromKopecks: 500_000 },
    });
    expect(priced.lines.map((line) => line.subtotalKopecks)).toEqual([598_000, 425_000]);
    expect(priced).toMatchObject({
      subtotalKopecks: 1_023_000,
      retailSubtotalKopecks: 598_000,
      wholesaleSubtotalKopecks: 425_000,
      totalWholesaleSavingsKopecks: 75_000,
      promocodeDiscountKopecks: 0,
      shippingFeeKopecks: 0,
      freeShippingEligible: true,
      freeShippingProgress: 100,
      finalTotalKopecks: 1_023_000,
      hasWholesale: true,
      hasRetail: true,
      isMixed: true,
    });
  });

  it('charges shipping below the free-from threshold and shows the progress towards it', () => {
    const priced = priceCart({
      lines: [retail(100_000, 2)],
      shipping: { feeKopecks: 30_000, freeFromKopecks: 300_000 },
    });
    expect(priced).toMatchObject({
      shippingFeeKopecks: 30_000,
      freeShippingEligible: false,
      freeShippingProgress: 66,
      finalTotalKopecks: 230_000,
      isMixed: false,
      hasRetail: true,
      hasWholesale: false,
    });
  });

  it('rounds a percentage once per line, half up', () => {
    // 10 % of 1 005 is 100.5 -> 101; of 995 is 99.5 -> 100
    const priced = priceCart({
      lines: [retail(1_005), retail(995)],
      promocode: { discountType: 'percentage', discountValue: 10 },
    });
    expect(priced.lines.map((line) => line.discountKopecks)).toEqual([101, 100]);
    expect(priced.lines.map((line) => line.totalKopecks)).toEqual([904, 895]);
    expect(priced.promocodeDiscountKopecks).toBe(201);
    expect(priced.finalTotalKopecks).toBe(1_799);
  });

  it('spreads a fixed discount over the lines by the largest remainder, so the parts sum exactly', () => {
    const priced = priceCart({
      lines: [retail(100), retail(100), retail(100)],
      promocode: { discountType: 'fixed', discountValue: 100 },
    });
    expect(priced.lines.map((line) => line.discountKopecks)).toEqual([34, 33, 33]);
    expect(priced.promocodeDiscountKopecks).toBe(100);
  });

  it('never takes off more than the lines cost', () => {
    const priced = priceCart({
      lines: [retail(500, 2)],
      promocode: { discountType: 'fixed', discountValue: 50_000 },
      shipping: { feeKopecks: 30_000, freeFromKopecks: null },
    });
    expect(priced.promocodeDiscountKopecks).toBe(1_000);
    expect(priced.lines[0]?.totalKopecks).toBe(0);
    expect(priced.finalTotalKopecks).toBe(30_000);
  });

  it('caps a percentage at maxDiscount and spreads the cap the same way', () => {
    const priced = priceCart({
      lines: [retail(200_000), retail(100_000)],
      promocode: { discountType: 'percentage', discountValue: 50, maxDiscountKopecks: 10_000 },
    });
    expect(priced.lines.map((line) => line.discountKopecks)).toEqual([6_667, 3_333]);
    expect(priced.promocodeDiscountKopecks).toBe(10_000);
  });

  it('makes shipping free with a free-shipping code and says what it saved', () => {
    const priced = priceCart({
      lines: [retail(100_000)],
      promocode: { discountType: 'free_shipping', discountValue: 0 },
      shipping: { feeKopecks: 30_000, freeFromKopecks: 300_000 },
    });
    expect(priced).toMatchObject({
      promocodeDiscountKopecks: 0,
      baseShippingFeeKopecks: 30_000,
      shippingDiscountKopecks: 30_000,
      shippingFeeKopecks: 0,
      freeShippingEligible: true,
      finalTotalKopecks: 100_000,
    });
  });

  it('judges the free-from threshold by the order value after the discount', () => {
    const priced = priceCart({
      lines: [retail(300_000)],
      promocode: { discountType: 'percentage', discountValue: 10 },
      shipping: { feeKopecks: 30_000, freeFromKopecks: 300_000 },
    });
    expect(priced.orderValueKopecks).toBe(270_000);
    expect(priced.shippingFeeKopecks).toBe(30_000);
    expect(priced.freeShippingProgress).toBe(90);
  });

  it('prices an empty cart at nothing, shipping included', () => {
    const priced = priceCart({ lines: [], shipping: { feeKopecks: 50_000, freeFromKopecks: 500_000 } });
    expect(priced).toMatchObject({ subtotalKopecks: 0, shippingFeeKopecks: 0, finalTotalKopecks: 0 });
  });
});

const lineArbitrary = fc.record({
  unitPriceKopecks: fc.integer({ min: 1, max: 100_000_000 }),
  quantity: fc.integer({ min: 1, max: 1_000 }),
  isWholesale: fc.boolean(),
  retailPriceKopecks: fc.integer({ min: 1, max: 100_000_000 }),
});
const promocodeArbitrary: fc.Arbitrary<PromocodeDiscount | null> = fc.option(
  fc.oneof(
    fc.record({
      discountType: fc.constant('percentage' as const),
      discountValue: fc.integer({ min: 0, max: 100 }),
      maxDiscountKopecks: fc.option(fc.integer({ min: 0, max: 10_000_000 })),
    }),
    fc.record({
      discountType: fc.constant('fixed' as const),
      discountValue: fc.integer({ min: 0, max: 100_000_000 }),
    }),
    fc.record({ discountType: fc.constant('free_shipping' as const), discountValue: fc.constant(0) }),
  ),
);
const shippingArbitrary = fc.option(
  fc.record({
    feeKopecks: fc.integer({ min: 0, max: 200_000 }),
    freeFromKopecks: fc.option(fc.integer({ min: 0, max: 10_000_000 })),
  }),
);

describe('pricing any cart', () => {
  it('always makes the final total the sum of the line totals shown plus the shipping fee shown', () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { maxLength: 12 }),
        promocodeArbitrary,
        shippingArbitrary,
        (lines, promocode, shipping) => {
          const priced = priceCart({ lines, promocode, shipping });
          const lineTotals = priced.lines.reduce((sum, line) => sum + line.totalKopecks, 0);
          expect(priced.finalTotalKopecks).toBe(lineTotals + priced.shippingFeeKopecks);
          expect(priced.subtotalKopecks).toBe(priced.retailSubtotalKopecks + priced.wholesaleSubtotalKopecks);
          expect(priced.promocodeDiscountKopecks).toBe(priced.subtotalKopecks - lineTotals);
          for (const line of priced.lines) {
            expect(Number.isInteger(line.discountKopecks)).toBe(true);
            expect(line.discountKopecks).toBeGreaterThanOrEqual(0);
            expect(line.discountKopecks).toBeLessThanOrEqual(line.subtotalKopecks);
          }
          expect(priced.freeShippingProgress).toBeGreaterThanOrEqual(0);
          expect(priced.freeShippingProgress).toBeLessThanOrEqual(100);
          expect(priced.shippingFeeKopecks).toBeGreaterThanOrEqual(0);
          // The value a shipping method is chosen by is the one the priced cart shows.
          expect(goodsValueKopecks(lines, promocode)).toBe(priced.orderValueKopecks);
        },
      ),
    );
  });

  it('takes a fixed code or a capped percentage off exactly, never more than the goods cost', () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (lines, amount) => {
          const fixed = priceCart({ lines, promocode: { discountType: 'fixed', discountValue: amount } });
          expect(fixed.promocodeDiscountKopecks).toBe(Math.min(amount, fixed.subtotalKopecks));
          const capped = priceCart({
            lines,
            promocode: { discountType: 'percentage', discountValue: 100, maxDiscountKopecks: amount },
          });
          expect(capped.promocodeDiscountKopecks).toBe(Math.min(amount, capped.subtotalKopecks));
        },
      ),
    );
  });
});
