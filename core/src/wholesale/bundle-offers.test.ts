import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BundleProduct, bundleOffers, bundleTotals } from './bundle-offers';
import { bundleCartLines, requestedVariants, validateBundleOrder, wholesaleGroupName } from './bundle-order';
import { bundleTypeOfGroupId, groupIdOfLine, wholesaleGroupId } from './bundle-types';
import {
  canDecreaseWholesale,
  canIncreaseWholesale,
  clampRowQuantity,
  clampWholesaleQuantity,
  newVariantRow,
  wholesaleMinimum,
} from './wholesale-quantity';

const v = (colorCode: string, sizeCode: string, quantity: number) => ({ colorCode, sizeCode, quantity });
const prices = { retailPriceKopecks: 200_000, wholesalePriceKopecks: 170_000 };
const product: BundleProduct = {
  id: 12,
  colors: ['BLK', 'WHT', 'RED'],
  sizes: ['S', 'M', 'L'],
  variants: [
    v('BLK', 'S', 10),
    v('BLK', 'M', 3),
    v('BLK', 'L', 0),
    v('WHT', 'S', 2),
    v('WHT', 'M', 2),
    v('RED', 'L', 7),
  ],
};
const offers = (quantity: number, allowed = {}) =>
  bundleOffers({ product, prices, quantity, minimum: 5, allowed });

describe('bundle offers', () => {
  it('offers a color set only with 2 in-stock variants and stock of at least the quantity', () => {
    const colors = offers(5)
      .filter((offer) => offer.type === 'color_set')
      .map((offer) => offer.color);
    // BLK: 2 in stock, 13 items; WHT: 2 in stock but only 4 items; RED: one variant.
    expect(colors).toEqual(['BLK']);
    expect(
      offers(4)
        .filter((o) => o.type === 'color_set')
        .map((o) => o.color),
    ).toEqual(['BLK', 'WHT']);
  });

  it('offers a size set by the same rule', () => {
    expect(
      offers(5)
        .filter((o) => o.type === 'size_set')
        .map((o) => o.size),
    ).toEqual(['S', 'M']);
    expect(
      offers(6)
        .filter((o) => o.type === 'size_set')
        .map((o) => o.size),
    ).toEqual(['S']);
  });

  it('offers the full set only when in-stock variants reach the quantity', () => {
    expect(offers(5).some((o) => o.type === 'full_set')).toBe(true);
    expect(offers(6).some((o) => o.type === 'full_set')).toBe(false);
  });

  it('caps each variant at its stock and skips variants with none', () => {
    const black = offers(5).find((o) => o.type === 'color_set');
    expect(black?.variants).toEqual([v('BLK', 'S', 5), v('BLK', 'M', 3)]);
    expect(black?.estimatedItems).toBe(8);
  });

  it('prices a bundle as items times the wholesale price and saves items times the difference', () => {
    const black = offers(5).find((o) => o.type === 'color_set');
    expect(black?.totalPriceKopecks).toBe(8 * 170_000);
    expect(black?.totalSavingsKopecks).toBe(8 * 30_000);
    expect(bundleTotals(prices, 0)).toEqual({ totalPriceKopecks: 0, totalSavingsKopecks: 0 });
  });

  it('sorts by efficiency: full set 90, color set 85, size set 80, individual 75', () => {
    expect(offers(5).map((o) => [o.type, o.efficiency])).toEqual([
      ['full_set', 90],
      ['color_set', 85],
      ['size_set', 80],
      ['size_set', 80],
      ['individual', 75],
    ]);
  });

  it('leaves out the types the bundle settings do not allow', () => {
    const types = offers(5, { allowFullSet: false, allowIndividual: false }).map((o) => o.type);
    expect(types).toEqual(['color_set', 'size_set', 'size_set']);
  });

  it('names sets in Russian', () => {
    const black = offers(5).find((o) => o.type === 'color_set');
    expect(black?.name).toBe('Набор цвета «Чёрный»');
    expect(black?.description).toBe('Все размеры этого цвета (2 размера) по 5 шт.');
  });

  it('never asks any variant for more than its stock or the quantity', () => {
    const variant = fc.record({
      colorCode: fc.constantFrom('BLK', 'WHT', 'RED', 'BLU'),
      sizeCode: fc.constantFrom('XS', 'S', 'M', 'L', 'XL'),
      quantity: fc.integer({ min: 0, max: 120 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(variant, { selector: (x) => `${x.colorCode}|${x.sizeCode}`, maxLength: 20 }),
        fc.integer({ min: 1, max: 100 }),
        (variants, quantity) => {
          const shape = {
            id: 1,
            colors: [...new Set(variants.map((x) => x.colorCode))],
            sizes: [...new Set(variants.map((x) => x.sizeCode))],
            variants,
          };
          for (const offer of bundleOffers({ product: shape, prices, quantity, minimum: 5 })) {
            for (const line of offer.variants) {
              const stock = variants.find(
                (x) => x.colorCode === line.colorCode && x.sizeCode === line.sizeCode,
              );
              expect(line.quantity).toBeGreaterThan(0);
              expect(line.quantity).toBeLessThanOrEqual(Math.min(stock?.quantity ?? 0, quantity));
            }
            if (offer.type !== 'individual') {
              expect(offer.totalPriceKopecks).toBe(offer.estimatedItems * prices.wholesalePriceKopecks);
            }
          }
        },
      ),
    );
  });
});

describe('wholesale group ids', () => {
  it('are wg_, the product id, the type, the color or all, the size or all', () => {
    expect(wholesaleGroupId(12, 'color_group', 'BLK')).toBe('wg_12_color_group_BLK_all');
    expect(groupIdOfLine(12, 'size_set', v('BLK', 'M', 1))).toBe('wg_12_size_group_all_M');
    expect(groupIdOfLine(12, 'full_set', v('BLK', 'M', 1))).toBe('wg_12_full_set_all_all');
    expect(groupIdOfLine(12, 'individual', v('BLK', 'M', 1))).toBe('wg_12_individual_BLK_M');
  });

  it('tell which bundle a line belongs to, and refuse an id of another product or variant', () => {
    expect(bundleTypeOfGroupId('wg_12_color_group_BLK_all', 12, v('BLK', 'M', 1))).toBe('color_set');
    expect(bundleTypeOfGroupId('wg_12_color_group_BLK_all', 12, v('WHT', 'M', 1))).toBeNull();
    expect(bundleTypeOfGroupId('wg_13_full_set_all_all', 12, v('BLK', 'M', 1))).toBeNull();
  });
});

describe('cart set names', () => {
  it('name a set by its group id', () => {
    const line = { productId: 12, colorCode: 'BLK', sizeCode: 'M' };
    const name = (code: string) => (code === 'BLK' ? 'Чёрный' : code);
    expect(wholesaleGroupName('wg_12_color_group_BLK_all', line, name)).toBe('Набор цвета «Чёрный»');
    expect(wholesaleGroupName('wg_12_size_group_all_M', line, name)).toBe('Набор размера M');
    expect(wholesaleGroupName('wg_12_full_set_all_all', line, name)).toBe('Полный набор');
    expect(wholesaleGroupName('wg_12_individual_BLK_M', line, name)).toBe('Свой набор');
    expect(wholesaleGroupName('wg_13_full_set_all_all', line, name)).toBeNull();
  });
});

describe('bundle orders', () => {
  it.each([
    [{ type: 'bulk', quantity: 5 }],
    [{ type: 'full_set', quantity: 0 }],
    [{ type: 'individual', quantity: 5, selection: { variants: [] } }],
    [{ type: 'color_set', quantity: 5, selection: {} }],
    [{ type: 'size_set', quantity: 5, selection: { color: 'BLK' } }],
  ])('refuses %j with "Ошибка валидации / Некорректные данные оптового заказа"', (order) => {
    expect(validateBundleOrder(order)).toEqual({
      ok: false,
      title: 'Ошибка валидации',
      message: 'Некорректные данные оптового заказа',
    });
  });

  it('accepts a full set with nothing more', () => {
    expect(validateBundleOrder({ type: 'full_set', quantity: 5 }).ok).toBe(true);
  });

  it.each([
    ['individual', {}, 'Individual bundle requires variant selection'],
    ['color_set', {}, 'Color set bundle requires color selection'],
    ['size_set', {}, 'Size set bundle requires size selection'],
    ['bulk', {}, 'Unsupported bundle type: bulk'],
  ])('a %s bundle with selection %j says "%s"', (type, selection, message) => {
    expect(requestedVariants(product, { type, quantity: 5, selection })).toEqual({ ok: false, message });
  });

  it('asks a set for its offer: each variant at the quantity or what is left of it after the cart', () => {
    const order = { type: 'color_set', quantity: 5, selection: { color: 'BLK' } };
    expect(requestedVariants(product, order)).toEqual({
      ok: true,
      value: [v('BLK', 'S', 5), v('BLK', 'M', 3)],
    });
    expect(requestedVariants(product, order, [v('BLK', 'S', 6), v('BLK', 'M', 1)])).toEqual({
      ok: true,
      value: [v('BLK', 'S', 4), v('BLK', 'M', 2)],
    });
  });

  it('asks a set for the variants its offer showed, only its own and none above the quantity', () => {
    const shown = [v('BLK', 'S', 5), v('BLK', 'M', 3), v('WHT', 'S', 2), v('BLK', 'S', 4)];
    const order = { type: 'color_set', quantity: 5, selection: { color: 'BLK', variants: shown } };
    expect(requestedVariants(product, order)).toEqual({
      ok: true,
      value: [v('BLK', 'S', 5), v('BLK', 'M', 3)],
    });
  });

  it('asks a set that is not offered now for the quantity of each in-stock variant', () => {
    const order = { type: 'color_set', quantity: 5, selection: { color: 'WHT' } };
    expect(requestedVariants(product, order)).toEqual({
      ok: true,
      value: [v('WHT', 'S', 5), v('WHT', 'M', 5)],
    });
  });

  it('merges individual rows naming the same variant', () => {
    const order = {
      type: 'individual',
      quantity: 5,
      selection: { variants: [v('BLK', 'S', 2), v('BLK', 'S', 3), v('RED', 'L', 1)] },
    };
    expect(requestedVariants(product, order)).toEqual({
      ok: true,
      value: [v('BLK', 'S', 5), v('RED', 'L', 1)],
    });
  });

  it('turns a bundle into wholesale cart lines with one group per set and one per individual variant', () => {
    const set = bundleCartLines(12, 'color_set', [v('BLK', 'S', 5), v('BLK', 'M', 3)], 'BLK');
    expect(set.map((line) => line.wholesaleGroupId)).toEqual([
      'wg_12_color_group_BLK_all',
      'wg_12_color_group_BLK_all',
    ]);
    expect(set[1]?.wholesaleMetadata).toEqual({
      groupType: 'color_group',
      groupValue: 'BLK',
      bundleEfficiency: 85,
      variantIndex: 1,
      totalVariantsInGroup: 2,
    });
    const own = bundleCartLines(12, 'individual', [v('BLK', 'S', 5), v('RED', 'L', 1)]);
    expect(own.map((line) => line.wholesaleGroupId)).toEqual([
      'wg_12_individual_BLK_S',
      'wg_12_individual_RED_L',
    ]);
  });
});

describe('wholesale quantities', () => {
  it('takes the product minimum, else the settings minimum, else 5', () => {
    expect(wholesaleMinimum({ wholesale: { minQuantity: 10 } }, { minQuantity: 3 })).toBe(10);
    expect(wholesaleMinimum({ wholesale: { minQuantity: 0 } }, { minQuantity: 3 })).toBe(3);
    expect(wholesaleMinimum({}, null)).toBe(5);
  });

  it('clamps the bundle quantity to minimum..100 and falls back to the minimum on non-numbers', () => {
    expect(clampWholesaleQuantity(2, 5)).toBe(5);
    expect(clampWholesaleQuantity(250, 5)).toBe(100);
    expect(clampWholesaleQuantity('12', 5)).toBe(12);
    expect(clampWholesaleQuantity('abc', 5)).toBe(5);
    expect(clampWholesaleQuantity('', 5)).toBe(5);
    expect(clampWholesaleQuantity(Number.NaN, 5)).toBe(5);
  });

  it('disables minus at the minimum and plus at 100', () => {
    expect(canDecreaseWholesale(5, 5)).toBe(false);
    expect(canDecreaseWholesale(6, 5)).toBe(true);
    expect(canIncreaseWholesale(100)).toBe(false);
    expect(canIncreaseWholesale(99)).toBe(true);
  });

  it('keeps individual rows within 1..50, invalid input becoming 1', () => {
    expect(clampRowQuantity(0)).toBe(1);
    expect(clampRowQuantity(51)).toBe(50);
    expect(clampRowQuantity('x')).toBe(1);
    expect(clampRowQuantity('7')).toBe(7);
  });

  it('starts a row at the first color and size with 1, only when the product has both', () => {
    expect(newVariantRow(product)).toEqual(v('BLK', 'S', 1));
    expect(newVariantRow({ colors: ['BLK'], sizes: [] })).toBeNull();
  });

  it('keeps any input within the range', () => {
    fc.assert(
      fc.property(fc.anything(), fc.integer({ min: 1, max: 100 }), (input, minimum) => {
        const value = clampWholesaleQuantity(input, minimum);
        expect(value).toBeGreaterThanOrEqual(minimum);
        expect(value).toBeLessThanOrEqual(100);
        const row = clampRowQuantity(input);
        expect(row).toBeGreaterThanOrEqual(1);
        expect(row).toBeLessThanOrEqual(50);
      }),
    );
  });
});
