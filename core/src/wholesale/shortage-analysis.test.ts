import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestedVariants } from './bundle-order';
import type { BundleType, BundleVariant } from './bundle-types';
import {
  analyzeShortage,
  impactLevel,
  isAdjustmentAcceptable,
  proportionalAdjustment,
} from './shortage-analysis';

const v = (colorCode: string, sizeCode: string, quantity: number) => ({ colorCode, sizeCode, quantity });
const productOf = (variants: BundleVariant[]) => ({
  id: 7,
  colors: [...new Set(variants.map((x) => x.colorCode))],
  sizes: [...new Set(variants.map((x) => x.sizeCode))],
  variants,
});
const analyse = (
  variants: BundleVariant[],
  type: BundleType,
  selection: object,
  quantity: number,
  minimum = 5,
) => {
  const product = productOf(variants);
  // A set asks for what a page showed before the stock moved: each in-stock variant at the quantity.
  const shown =
    type === 'individual'
      ? {}
      : {
          variants: variants
            .filter((x) => x.quantity > 0)
            .map((x) => ({ colorCode: x.colorCode, sizeCode: x.sizeCode, quantity })),
        };
  const requested = requestedVariants(product, { type, quantity, selection: { ...shown, ...selection } });
  if (!requested.ok) throw new Error(requested.message);
  return analyzeShortage({
    product,
    bundleType: type,
    requested: requested.value,
    requestedQuantity: quantity,
    minimum,
  });
};

describe('shortage analysis', () => {
  it('is SUFFICIENT when every variant has the quantity', () => {
    const result = analyse([v('BLK', 'S', 9), v('BLK', 'M', 5)], 'color_set', { color: 'BLK' }, 5);
    expect(result.type).toBe('SUFFICIENT');
    expect(result.shortages).toEqual([]);
    expect(result.maxPossibleBundle).toMatchObject({
      totalItems: 10,
      adjustmentStrategy: 'NONE',
      acceptable: true,
    });
    expect(result.recommendations).toEqual([
      { type: 'SUCCESS', message: 'Всё в наличии: набор соберётся целиком.' },
    ]);
    expect(result.originalRequest).toEqual({ bundleType: 'color_set', totalItems: 10, requestedQuantity: 5 });
  });

  it('reports availability per variant with shortage, the most possible and whether it can be filled', () => {
    const result = analyse(
      [v('BLK', 'S', 9), v('BLK', 'M', 4), v('BLK', 'L', 5)],
      'color_set',
      { color: 'BLK' },
      5,
    );
    expect(result.type).toBe('PARTIAL_SUFFICIENT');
    expect(result.availability[1]).toEqual({
      colorCode: 'BLK',
      sizeCode: 'M',
      requested: 5,
      available: 4,
      shortage: 1,
      maxPossible: 4,
      canFulfill: false,
    });
    expect(result.shortages).toEqual([{ colorCode: 'BLK', sizeCode: 'M', shortage: 1, impact: 0.2 }]);
    expect(result.partialTotalItems).toBe(14);
  });

  it('adjusts proportionally: 4 of each instead of 5 loses 20 % and is acceptable', () => {
    const result = analyse(
      [v('BLK', 'S', 9), v('BLK', 'M', 4), v('BLK', 'L', 5)],
      'color_set',
      { color: 'BLK' },
      5,
    );
    expect(result.maxPossibleBundle).toEqual({
      totalItems: 12,
      maintainsMinimum: true,
      adjustmentStrategy: 'PROPORTIONAL',
      items: [v('BLK', 'S', 4), v('BLK', 'M', 4), v('BLK', 'L', 4)],
      itemLoss: 0.2,
      acceptable: true,
    });
    expect(result.recommendations[0]).toEqual({
      type: 'ADJUSTMENT',
      message: 'Можно взять уменьшенный набор по 4 шт. каждого варианта: 12 шт. вместо 15.',
    });
  });

  it('refuses an adjustment that loses more than 30 %', () => {
    const result = analyse([v('BLK', 'S', 10), v('BLK', 'M', 2)], 'color_set', { color: 'BLK' }, 10);
    expect(result.maxPossibleBundle.totalItems).toBe(4);
    expect(result.maxPossibleBundle.acceptable).toBe(false);
    expect(result.type).toBe('PARTIAL_SUFFICIENT');
  });

  it('refuses an adjustment below the minimum even when it loses little', () => {
    expect(isAdjustmentAcceptable(6, 5, 6)).toBe(false);
    expect(isAdjustmentAcceptable(10, 7, 5)).toBe(true);
    expect(isAdjustmentAcceptable(10, 6, 5)).toBe(false);
  });

  it('leaves a sold-out variant out of a set, and drops one with nothing left from the adjusted bundle', () => {
    const set = analyse(
      [v('BLK', 'S', 6), v('BLK', 'M', 0), v('BLK', 'L', 6)],
      'color_set',
      { color: 'BLK' },
      6,
    );
    expect(set.type).toBe('SUFFICIENT');
    expect(set.availability.map((line) => line.sizeCode)).toEqual(['S', 'L']);
    const own = analyse(
      [v('BLK', 'S', 6), v('BLK', 'M', 0)],
      'individual',
      { variants: [v('BLK', 'S', 6), v('BLK', 'M', 2)] },
      6,
    );
    expect(own.maxPossibleBundle.items).toEqual([v('BLK', 'S', 6)]);
    expect(own.shortages[0]).toMatchObject({ sizeCode: 'M', impact: 1 });
  });

  it('is INSUFFICIENT_FOR_WHOLESALE when all stock of the bundle is below the minimum, and offers alternatives', () => {
    const variants = [v('BLK', 'S', 1), v('BLK', 'M', 1), v('WHT', 'S', 8), v('WHT', 'M', 8)];
    const result = analyse(variants, 'color_set', { color: 'BLK' }, 5);
    expect(result.type).toBe('INSUFFICIENT_FOR_WHOLESALE');
    expect(result.maxPossibleBundle.maintainsMinimum).toBe(false);
    expect(result.alternatives[0]).toEqual({
      description: 'Набор цвета «Белый»: 10 шт.',
      estimatedItems: 10,
      confidence: 1,
      type: 'color_set',
      color: 'WHT',
      quantity: 5,
    });
    expect(result.recommendations.map((r) => r.type)).toEqual(['PARTIAL', 'ALTERNATIVE']);
  });

  it('suggests the same set at a quantity every variant can fill', () => {
    const result = analyse(
      [v('BLK', 'S', 3), v('BLK', 'M', 3), v('BLK', 'L', 9)],
      'color_set',
      { color: 'BLK' },
      5,
    );
    expect(result.alternatives).toContainEqual({
      description: 'Тот же набор по 3 шт. каждого варианта: 9 шт.',
      estimatedItems: 9,
      confidence: 1,
      type: 'color_set',
      quantity: 3,
    });
  });

  it('calls an individual bundle custom', () => {
    const result = analyse([v('BLK', 'S', 3)], 'individual', { variants: [v('BLK', 'S', 6)] }, 5);
    expect(result.originalRequest.bundleType).toBe('custom');
    expect(result.type).toBe('INSUFFICIENT_FOR_WHOLESALE');
  });

  it('colors impact yellow up to 0.2, orange up to 0.5, red above', () => {
    expect([0.2, 0.21, 0.5, 0.51].map(impactLevel)).toEqual(['low', 'medium', 'medium', 'high']);
  });

  it('never adjusts a bundle beyond availability, keeps impact within 0..1 and types the result by the minimum', () => {
    const variant = fc.record({
      colorCode: fc.constantFrom('BLK', 'WHT', 'RED'),
      sizeCode: fc.constantFrom('S', 'M', 'L', 'XL'),
      quantity: fc.integer({ min: 0, max: 60 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(variant, {
          selector: (x) => `${x.colorCode}|${x.sizeCode}`,
          minLength: 1,
          maxLength: 12,
        }),
        fc.array(variant, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 30 }),
        (stock, rows, quantity, minimum) => {
          const product = productOf(stock);
          const requested = rows.map((row) => ({ ...row, quantity: Math.max(1, row.quantity) }));
          const result = analyzeShortage({
            product,
            bundleType: 'individual',
            requested,
            requestedQuantity: quantity,
            minimum,
          });
          const stockOf = (x: BundleVariant) =>
            stock.find((s) => s.colorCode === x.colorCode && s.sizeCode === x.sizeCode)?.quantity ?? 0;
          for (const item of result.maxPossibleBundle.items) {
            expect(item.quantity).toBeGreaterThan(0);
            expect(item.quantity).toBeLessThanOrEqual(stockOf(item));
          }
          for (const shortage of result.shortages) {
            expect(shortage.impact).toBeGreaterThanOrEqual(0);
            expect(shortage.impact).toBeLessThanOrEqual(1);
          }
          expect(result.maxPossibleBundle.totalItems).toBeLessThanOrEqual(result.originalRequest.totalItems);
          if (result.maxPossibleBundle.acceptable) {
            expect(result.maxPossibleBundle.totalItems).toBeGreaterThanOrEqual(
              Math.min(minimum, result.originalRequest.totalItems),
            );
          }
          const expected =
            result.shortages.length === 0
              ? 'SUFFICIENT'
              : result.partialTotalItems >= minimum
                ? 'PARTIAL_SUFFICIENT'
                : 'INSUFFICIENT_FOR_WHOLESALE';
          expect(result.type).toBe(expected);
        },
      ),
    );
  });

  it('adjusts within availability whatever the request', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            requested: fc.integer({ min: 0, max: 100 }),
            available: fc.integer({ min: 0, max: 100 }),
          }),
          { maxLength: 10 },
        ),
        (lines) => {
          const availability = lines.map((line, index) => ({
            colorCode: `C${index}`,
            sizeCode: 'M',
            requested: line.requested,
            available: line.available,
            shortage: Math.max(0, line.requested - line.available),
            maxPossible: Math.min(line.requested, line.available),
            canFulfill: line.available >= line.requested,
          }));
          for (const item of proportionalAdjustment(availability)) {
            const line = availability.find((a) => a.colorCode === item.colorCode);
            expect(item.quantity).toBeLessThanOrEqual(Math.min(line?.available ?? 0, line?.requested ?? 0));
          }
        },
      ),
    );
  });
});
