import { describe, expect, it } from 'vitest';
import { type WholesaleTerms, wholesalePriceOf, wholesaleTotals } from './wholesale-pricing';

/** With no promotion: retail now is the product's own price. */
const at = (retailKopecks: number, terms: WholesaleTerms) =>
  wholesalePriceOf(retailKopecks, terms, retailKopecks);

describe('wholesale price', () => {
  it("takes the product's own wholesale price over its discount, and shows the given discount", () => {
    expect(at(10_000, { available: true, wholesalePriceKopecks: 7_000, discountPercentage: 20 })).toEqual({
      priceKopecks: 7_000,
      discountPercentage: 20,
      savingsKopecks: 3_000,
    });
  });

  it('derives the discount from the two prices when only a wholesale price is set', () => {
    expect(at(12_990, { available: true, wholesalePriceKopecks: 9_990 })).toEqual({
      priceKopecks: 9_990,
      discountPercentage: 23,
      savingsKopecks: 3_000,
    });
  });

  it('takes the discount off the retail price, rounding half a kopeck up once', () => {
    // 12,990 x 0.85 = 11,041.5 kopecks
    expect(at(12_990, { available: true, discountPercentage: 15 })).toEqual({
      priceKopecks: 11_042,
      discountPercentage: 15,
      savingsKopecks: 1_948,
    });
    // 1,005 x 0.9 = 904.5: no floating-point drift below the half
    expect(at(1_005, { available: true, discountPercentage: 10 })?.priceKopecks).toBe(905);
    expect(at(1_000, { available: true, discountPercentage: 12.5 })?.priceKopecks).toBe(875);
  });

  it('keeps the price within zero and the retail price whatever the percent', () => {
    expect(at(1_000, { available: true, discountPercentage: 150 })?.priceKopecks).toBe(0);
    expect(at(1_000, { available: true, discountPercentage: -5 })?.priceKopecks).toBe(1_000);
  });

  it('never costs more than the item at retail now: a deeper promotion sets the wholesale price too', () => {
    // 10 000 retail, 8 500 wholesale, a 20 % promotion: retail now 8 000.
    expect(wholesalePriceOf(10_000, { available: true, wholesalePriceKopecks: 8_500 }, 8_000)).toEqual({
      priceKopecks: 8_000,
      discountPercentage: 20,
      savingsKopecks: 2_000,
    });
    expect(wholesalePriceOf(10_000, { available: true, discountPercentage: 10 }, 8_000)).toEqual({
      priceKopecks: 8_000,
      discountPercentage: 20,
      savingsKopecks: 2_000,
    });
    // A shallower promotion leaves the wholesale terms as they are.
    expect(wholesalePriceOf(10_000, { available: true, discountPercentage: 15 }, 9_000)).toEqual({
      priceKopecks: 8_500,
      discountPercentage: 15,
      savingsKopecks: 1_500,
    });
    // A wholesale price set above the retail price is capped at it.
    expect(at(10_000, { available: true, wholesalePriceKopecks: 12_000 })?.priceKopecks).toBe(10_000);
  });

  it('is null for a product not sold wholesale, or with neither a price nor a discount', () => {
    expect(at(10_000, { available: false, wholesalePriceKopecks: 7_000 })).toBeNull();
    expect(at(10_000, { available: true })).toBeNull();
    expect(at(10_000, { available: true, wholesalePriceKopecks: null, discountPercentage: null })).toBeNull();
  });
});

describe('wholesale totals (SPEC 9 "Savings")', () => {
  it('multiplies the wholesale price and the per-item savings by the item count', () => {
    const price = at(12_990, { available: true, discountPercentage: 15 })!;
    expect(wholesaleTotals(price, 12)).toEqual({ totalKopecks: 132_504, totalSavingsKopecks: 23_376 });
    expect(wholesaleTotals(price, 0)).toEqual({ totalKopecks: 0, totalSavingsKopecks: 0 });
  });
});
