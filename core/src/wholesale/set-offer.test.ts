/**
 * The set offer's rule (`setOfferVariants`: capped at stock less what the cart holds) as the dialog shows it and
 * as the server analyses and accepts it: an offer shown is always addable as shown.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BundleProduct, bundleOffers, selectionOfOffer, stockLeft } from './bundle-offers';
import { bundleCartLines, requestedVariants } from './bundle-order';
import { groupIdOfLine, wholesaleGroupId } from './bundle-types';
import { groupChangeRefusal, setLineQuantities } from './set-steps';
import { analyzeShortage } from './shortage-analysis';

const v = (colorCode: string, sizeCode: string, quantity: number) => ({ colorCode, sizeCode, quantity });
const prices = { retailPriceKopecks: 649_000, wholesalePriceKopecks: 551_700 };
const key = (line: { colorCode: string; sizeCode: string }) => `${line.colorCode}|${line.sizeCode}`;

// The demo shop's maxi wrap dress: green S 12, M 8, L 16, XL sold out.
const dress: BundleProduct = {
  id: 8,
  colors: ['GRN', 'BLU'],
  sizes: ['S', 'M', 'L', 'XL'],
  variants: [
    v('GRN', 'S', 12),
    v('GRN', 'M', 8),
    v('GRN', 'L', 16),
    v('GRN', 'XL', 0),
    v('BLU', 'S', 5),
    v('BLU', 'M', 4),
    v('BLU', 'L', 6),
  ],
};

describe('set offers and the cart', () => {
  it('take what the cart already holds out of the stock a set is made of', () => {
    expect(stockLeft(dress.variants, [v('GRN', 'M', 3), v('GRN', 'M', 2), v('BLU', 'S', 9)])).toEqual([
      v('GRN', 'S', 12),
      v('GRN', 'M', 3),
      v('GRN', 'L', 16),
      v('GRN', 'XL', 0),
      v('BLU', 'S', 0),
      v('BLU', 'M', 4),
      v('BLU', 'L', 6),
    ]);
  });

  it('offer the green set at 10 as 10, 8 and 10, and with 2 of M in the cart as 10, 6 and 10', () => {
    const green = (inCart: { colorCode: string; sizeCode: string; quantity: number }[]) =>
      bundleOffers({ product: dress, prices, quantity: 10, minimum: 5, inCart }).find(
        (offer) => offer.color === 'GRN',
      );
    expect(green([])?.variants).toEqual([v('GRN', 'S', 10), v('GRN', 'M', 8), v('GRN', 'L', 10)]);
    expect(green([])?.totalPriceKopecks).toBe(28 * 551_700);
    expect(green([v('GRN', 'M', 2)])?.variants).toEqual([
      v('GRN', 'S', 10),
      v('GRN', 'M', 6),
      v('GRN', 'L', 10),
    ]);
    expect(green([v('GRN', 'M', 2)])?.estimatedItems).toBe(26);
  });

  it('analyse the offer as shown as sufficient, with the cart taken out of what is available', () => {
    const inCart = [v('GRN', 'M', 2)];
    const offer = bundleOffers({ product: dress, prices, quantity: 10, minimum: 5, inCart }).find(
      (o) => o.color === 'GRN',
    );
    if (!offer) throw new Error('no green set');
    const order = { type: 'color_set', quantity: 10, selection: selectionOfOffer(offer) };
    const requested = requestedVariants(dress, order, inCart);
    if (!requested.ok) throw new Error(requested.message);
    const analysis = analyzeShortage({
      product: dress,
      bundleType: 'color_set',
      requested: requested.value,
      requestedQuantity: 10,
      minimum: 5,
      inCart,
    });
    expect(analysis.type).toBe('SUFFICIENT');
    expect(analysis.availability.map((line) => line.available)).toEqual([12, 6, 16]);
  });
});

describe('a wholesale set in the cart', () => {
  const line = (sizeCode: string, quantity: number, groupId: string | null) => ({
    productId: 8,
    colorCode: 'GRN',
    sizeCode,
    quantity,
    wholesaleGroupId: groupId,
  });
  const green = wholesaleGroupId(8, 'color_group', 'GRN', null);
  const own = (size: string) => groupIdOfLine(8, 'individual', { colorCode: 'GRN', sizeCode: size });

  it('refuses a step under the minimum and allows one that keeps it', () => {
    const cart = [line('S', 2, green), line('M', 2, green), line('L', 2, green), line('S', 4, null)];
    expect(groupChangeRefusal(cart, green, 2, 6)).toBeNull();
    expect(groupChangeRefusal(cart, green, 1, 6)).toBe('Оптовый набор — от 6 шт., в этом 3 шт.');
    expect(groupChangeRefusal(cart, green, 1, 3)).toBeNull();
  });

  it('counts the custom set of a product together, one group per variant', () => {
    const cart = [line('S', 3, own('S')), line('M', 2, own('M')), line('L', 1, null)];
    expect(groupChangeRefusal(cart, own('S'), 2, 5)).toBe('Оптовый набор — от 5 шт., в этом 4 шт.');
    expect(groupChangeRefusal(cart, own('S'), 4, 5)).toBeNull();
    expect(groupChangeRefusal(cart, own('M'), 2, 5)).toBeNull();
  });

  it('steps a set capped by stock by its largest lines, keeping the capped ones', () => {
    expect(setLineQuantities([10, 6, 10], 9)).toEqual([9, 6, 9]);
    expect(setLineQuantities([10, 6, 10], 11)).toEqual([11, 6, 11]);
    expect(setLineQuantities([10, 6, 10], 5)).toEqual([5, 5, 5]);
    expect(setLineQuantities([4, 4], 3)).toEqual([3, 3]);
    const cart = [line('S', 4, green), line('M', 2, green), line('L', 4, green)];
    expect(groupChangeRefusal(cart, green, 3, 8)).toBeNull();
    expect(groupChangeRefusal(cart, green, 2, 8)).toBe('Оптовый набор — от 8 шт., в этом 6 шт.');
  });

  it('never refuses a step up, even of a set already under the minimum', () => {
    const cart = [line('S', 1, green), line('M', 1, green)];
    expect(groupChangeRefusal(cart, green, 2, 10)).toBeNull();
  });
});

const colors = ['GRN', 'BLU', 'BLK'];
const sizes = ['S', 'M', 'L', 'XL'];
const shopOf = fc
  .tuple(
    fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 12, maxLength: 12 }),
    fc.array(fc.integer({ min: 0, max: 45 }), { minLength: 12, maxLength: 12 }),
    fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
  )
  .map(([stock, held, exists]) => {
    const cells = colors.flatMap((colorCode) => sizes.map((sizeCode) => ({ colorCode, sizeCode })));
    const variants = cells.flatMap((cell, i) => (exists[i] ? [{ ...cell, quantity: stock[i] ?? 0 }] : []));
    // A cart may hold some of a variant, all of it, or (after the stock moved) more than there is now.
    const inCart = cells.flatMap((cell, i) =>
      (held[i] ?? 0) > 0 ? [{ ...cell, quantity: held[i] ?? 0 }] : [],
    );
    const product: BundleProduct = {
      id: 8,
      colors: [...new Set(variants.map((x) => x.colorCode))],
      sizes: [...new Set(variants.map((x) => x.sizeCode))],
      variants,
    };
    return { product, inCart };
  });

describe('an offer shown', () => {
  it('is always addable as shown, over random stock and carts', () => {
    fc.assert(
      fc.property(
        shopOf,
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 100 }),
        ({ product, inCart }, minimum, extra) => {
          const quantity = Math.min(100, minimum + extra);
          const held = new Map<string, number>();
          for (const line of inCart) held.set(key(line), (held.get(key(line)) ?? 0) + line.quantity);
          const stock = new Map(product.variants.map((x) => [key(x), x.quantity]));
          const offers = bundleOffers({ product, prices, quantity, minimum, inCart });
          for (const offer of offers.filter((o) => o.type !== 'individual')) {
            // The cart's stock check: what it holds and the offer together stay within stock.
            for (const line of offer.variants) {
              expect(line.quantity).toBeGreaterThan(0);
              expect(line.quantity).toBeLessThanOrEqual(quantity);
              expect((held.get(key(line)) ?? 0) + line.quantity).toBeLessThanOrEqual(
                stock.get(key(line)) ?? 0,
              );
            }
            // The server's set check: one group, at least the minimum, priced as shown.
            expect(offer.estimatedItems).toBeGreaterThanOrEqual(minimum);
            expect(offer.totalPriceKopecks).toBe(offer.estimatedItems * prices.wholesalePriceKopecks);
            const value = offer.color ?? offer.size ?? null;
            const groups = new Set(
              bundleCartLines(8, offer.type, offer.variants, value).map((l) => l.wholesaleGroupId),
            );
            expect(groups.size).toBe(1);
            // The server's analysis of the offer as shown, and of the bare set by the same rule, is sufficient.
            for (const selection of [
              selectionOfOffer(offer),
              { ...selectionOfOffer(offer), variants: undefined },
            ]) {
              const requested = requestedVariants(product, { type: offer.type, quantity, selection }, inCart);
              if (!requested.ok) throw new Error(requested.message);
              expect(requested.value).toEqual(offer.variants);
              const analysis = analyzeShortage({
                product,
                bundleType: offer.type,
                requested: requested.value,
                requestedQuantity: quantity,
                minimum,
                inCart,
              });
              expect(analysis.type).toBe('SUFFICIENT');
            }
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
