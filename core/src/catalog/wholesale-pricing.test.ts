import { describe, expect, it } from 'vitest';
import { wholesalePriceOf, wholesaleTotals } from './wholesale-pricing';

describe('wholesale price', () => {
  it("takes the product's own wholesale price over its discount, and shows the given discount", () => {
    expect(
      wholesalePriceOf(10_000, { available: true, wholesalePriceKopecks: 7_000, discountPercentage: 20 }),
    ).toEqual({ priceKopecks: 7_000, discountPercentage: 20, savingsKopecks: 3_000 });
  });

  it('derives the discount from the two prices when only a wholesale price is set', () => {
    expect(wholesalePriceOf(12_990, { available: true, wholesalePriceKopecks: 9_990 })).toEqual({
      priceKopecks: 9_990,
      discountPercentage: 23,
      savingsKopecks: 3_000,
    });
  });

  it('takes the discount off the retail price, rounding half a kopeck up once', () => {
    // 12,990 x 0.85 = 11,041.5 kopecks
    expect(wholesalePriceOf(12_990, { available: true, discountPercentage: 15 })).toEqual({
      priceKopecks: 11_042,
      discountPercentage: 15,
      savingsKopecks: 1_948,
    });
    // 1,005 x 0.9 = 904.5: no floating-point drift below the half
    expect(wholesalePriceOf(1_005, { available: true, discountPercentage: 10 })?.priceKopecks).toBe(905);
    expect(wholesalePriceOf(1_000, { available: true, discountPercentage: 12.5 })?.priceKopecks).toBe(875);
  });

  it('keeps the price within zero and the retail price whatever the percent', () => {
    expect(wholesalePriceOf(1_000, { available: true, discountPercentage: 150 })?.priceKopecks).toBe(0);
    expect(wholesalePriceOf(1_000, { available: true, discountPercentage: -5 })?.priceKopecks).toBe(1_000);
  });

  it('is null for a product not sold wholesale, or with neither a price nor a discount', () => {
    expect(wholesalePriceOf(10_000, { available: false, wholesalePriceKopecks: 7_000 })).toBeNull();
    expect(wholesalePriceOf(10_000, { available: true })).toBeNull();
    expect(
      wholesalePriceOf(10_000, { available: true, wholesalePriceKopecks: null, discountPercentage: null }),
    ).toBeNull();
  });
});

describe('wholesale totals (SPEC 9 "Savings")', () => {
  it('multiplies the wholesale price and the per-item savings by the item count', () => {
    const price = wholesalePriceOf(12_990, { available: true, discountPercentage: 15 })!;
    expect(wholesaleTotals(price, 12)).toEqual({ totalKopecks: 132_504, totalSavingsKopecks: 23_376 });
    expect(wholesaleTotals(price, 0)).toEqual({ totalKopecks: 0, totalSavingsKopecks: 0 });
  });
});
