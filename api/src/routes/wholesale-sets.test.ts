/**
 * Wholesale sets hold together: a set offer made by core's rule from the stock the product page reads less what
 * the cart holds is analysed as sufficient and added whole, as one group at the wholesale price, whatever the
 * stock and the cart; a set never steps under its minimum in the cart.
 */
import {
  type BundleOffer,
  type BundleVariant,
  bundleCartLines,
  bundleOffers,
  selectionOfOffer,
} from '@shop/core';
import { createProduct, testDatabaseKinds } from '@shop/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../testing/auth-fixtures';
import { cartRequests } from '../testing/cart-requests';
import { createTestApp, json, type TestApp } from '../testing/test-app';

interface CartLine {
  productId: number;
  colorCode: string;
  sizeCode: string;
  quantity: number;
  unitPriceKopecks: number;
  totalKopecks: number;
  isWholesale: boolean;
  wholesaleGroupId: string | null;
}

const v = (colorCode: string, sizeCode: string, quantity: number) => ({ colorCode, sizeCode, quantity });
const prices = { retailPriceKopecks: 649_000, wholesalePriceKopecks: 551_700 };

describe.each(testDatabaseKinds())('wholesale sets on %s', (kind) => {
  let t: TestApp;
  let cart: ReturnType<typeof cartRequests>;
  const db = () => t.deps.database.db;

  const dress = (variants: BundleVariant[], minQuantity = 5) =>
    createProduct(db(), {
      priceKopecks: prices.retailPriceKopecks,
      wholesale: {
        available: true,
        enabled: true,
        minQuantity,
        wholesalePriceKopecks: prices.wholesalePriceKopecks,
      },
      variants,
    });

  /** The product as its page reads it: colors, sizes and variants in catalogue order. */
  const page = async (id: number) => {
    const body = await json(await t.app.request(`/api/products/${id}`));
    const product = body.data as { id: number; colors: string[]; sizes: string[]; variants: BundleVariant[] };
    return {
      id: product.id,
      colors: product.colors,
      sizes: product.sizes,
      variants: product.variants.map(({ colorCode, sizeCode, quantity }) => v(colorCode, sizeCode, quantity)),
    };
  };
  const cartLines = async (): Promise<CartLine[]> => (await cart.get()).body.data.lines;
  const holdings = (lines: readonly CartLine[], productId: number) =>
    lines.filter((line) => line.productId === productId).map((l) => v(l.colorCode, l.sizeCode, l.quantity));
  const analyse = async (
    productId: number,
    offer: BundleOffer,
    quantity: number,
    inCart: BundleVariant[],
  ) => {
    const response = await t.app.request('/api/wholesale/analyze-shortage', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        productId,
        bundleType: offer.type,
        selection: selectionOfOffer(offer),
        requestedQuantity: quantity,
        inCart,
      }),
    });
    expect(response.status).toBe(200);
    return (await json(response)).data;
  };
  const addOffer = (productId: number, offer: BundleOffer) =>
    cart.addBatch(
      bundleCartLines(productId, offer.type, offer.variants, offer.color ?? offer.size ?? null).map(
        (line) => ({
          ...line,
          color: line.color,
          size: line.size,
        }),
      ),
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    cart = cartRequests(t, await tokenFor(t, 'user'));
  });
  afterAll(() => t.close());

  it('analyses the green set as shown (10, 8, 10; with 2 of M in the cart 10, 6, 10) and adds it as one set', async () => {
    await cart.clear();
    const product = await dress([v('GRN', 'S', 12), v('GRN', 'M', 8), v('GRN', 'L', 16), v('BLU', 'S', 3)]);
    const shown = await page(product.id);
    const green = (inCart: BundleVariant[]) =>
      bundleOffers({ product: shown, prices, quantity: 10, minimum: 5, inCart }).find(
        (o) => o.color === 'GRN',
      );
    expect(green([])?.variants).toEqual([v('GRN', 'S', 10), v('GRN', 'M', 8), v('GRN', 'L', 10)]);
    expect((await analyse(product.id, green([]) as BundleOffer, 10, [])).type).toBe('SUFFICIENT');

    await cart.add({ productId: product.id, color: 'GRN', size: 'M', quantity: 2 });
    const inCart = holdings(await cartLines(), product.id);
    const offer = green(inCart);
    if (!offer) throw new Error('no green set');
    expect(offer.variants).toEqual([v('GRN', 'S', 10), v('GRN', 'M', 6), v('GRN', 'L', 10)]);
    const analysis = await analyse(product.id, offer, 10, inCart);
    expect(analysis.type).toBe('SUFFICIENT');
    expect(analysis.availability.map((line: { available: number }) => line.available)).toEqual([12, 6, 16]);

    const { body } = await addOffer(product.id, offer);
    expect(body.data).toMatchObject({ totalAdded: 3, totalFailed: 0 });
    const set = (body.data.cart.lines as CartLine[]).filter((line) => line.isWholesale);
    expect(new Set(set.map((line) => line.wholesaleGroupId))).toEqual(
      new Set([`wg_${product.id}_color_group_GRN_all`]),
    );
    expect(set.map((line) => [line.sizeCode, line.quantity, line.unitPriceKopecks])).toEqual([
      ['S', 10, 551_700],
      ['M', 6, 551_700],
      ['L', 10, 551_700],
    ]);
    expect(set.reduce((sum, line) => sum + line.totalKopecks, 0)).toBe(26 * 551_700);

    // The set steps by its quantity per variant; the line stock capped at 6 stays.
    const groupId = `wg_${product.id}_color_group_GRN_all`;
    const down = await cart.updateGroup({ wholesaleGroupId: groupId, newQuantity: 9 });
    expect(down.status).toBe(200);
    const stepped = (down.body.data.lines as CartLine[]).filter((line) => line.isWholesale);
    expect(stepped.map((line) => line.quantity)).toEqual([9, 6, 9]);
    expect(stepped.reduce((sum, line) => sum + line.totalKopecks, 0)).toBe(24 * 551_700);
  });

  it('refuses a set’s step under its minimum, and a custom set’s step under it counting all its variants', async () => {
    await cart.clear();
    const product = await dress([v('BLK', 'S', 9), v('BLK', 'M', 9)], 8);
    const groupId = `wg_${product.id}_color_group_BLK_all`;
    const line = (size: string, quantity: number, group: string) => ({
      productId: product.id,
      color: 'BLK',
      size,
      quantity,
      isWholesale: true,
      wholesaleGroupId: group,
    });
    await cart.addBatch([line('S', 4, groupId), line('M', 4, groupId)]);
    const refused = await cart.updateGroup({ wholesaleGroupId: groupId, newQuantity: 3 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Оптовый набор — от 8 шт., в этом 6 шт.');
    expect((await cartLines()).map((l) => l.quantity)).toEqual([4, 4]);
    await cart.removeGroup({ wholesaleGroupId: groupId });

    const own = (size: string) => `wg_${product.id}_individual_BLK_${size}`;
    await cart.addBatch([line('S', 5, own('S')), line('M', 3, own('M'))]);
    const under = await cart.updateGroup({ wholesaleGroupId: own('S'), newQuantity: 4 });
    expect(under.status).toBe(400);
    expect(under.body.error.message).toBe('Оптовый набор — от 8 шт., в этом 7 шт.');
    const up = await cart.updateGroup({ wholesaleGroupId: own('M'), newQuantity: 4 });
    expect(up.status).toBe(200);
    const down = await cart.updateGroup({ wholesaleGroupId: own('S'), newQuantity: 4 });
    expect(down.status).toBe(200);
    expect((await cartLines()).map((l) => [l.quantity, l.unitPriceKopecks])).toEqual([
      [4, 551_700],
      [4, 551_700],
    ]);
  });

  it('adds every set offer as shown, over random stock and carts', async () => {
    const colors = ['GRN', 'BLU'];
    const sizes = ['S', 'M', 'L'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 14 }), { minLength: 6, maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 6, maxLength: 6 }),
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 0, max: 6 }),
        async (stock, held, minimum, extra) => {
          await cart.clear();
          const cells = colors.flatMap((c) => sizes.map((s) => [c, s] as const));
          const product = await dress(
            cells.map(([c, s], i) => v(c, s, stock[i] ?? 0)),
            minimum,
          );
          // The cart first holds some of each variant at retail (never more than there is).
          for (const [i, [c, s]] of cells.entries()) {
            const quantity = Math.min(held[i] ?? 0, stock[i] ?? 0);
            if (quantity > 0) await cart.add({ productId: product.id, color: c, size: s, quantity });
          }
          const before = await cartLines();
          const inCart = holdings(before, product.id);
          const quantity = minimum + extra;
          const shown = await page(product.id);
          for (const offer of bundleOffers({ product: shown, prices, quantity, minimum, inCart })) {
            if (offer.type === 'individual') continue;
            const analysis = await analyse(product.id, offer, quantity, inCart);
            expect(analysis.type, offer.name).toBe('SUFFICIENT');
            const { body } = await addOffer(product.id, offer);
            expect(body.data.failedItems, offer.name).toEqual([]);
            const groups = (body.data.cart.lines as CartLine[]).filter((line) => line.isWholesale);
            expect(new Set(groups.map((line) => line.wholesaleGroupId)).size).toBe(1);
            expect(groups.map((line) => v(line.colorCode, line.sizeCode, line.quantity))).toEqual(
              offer.variants,
            );
            expect(groups.reduce((sum, line) => sum + line.totalKopecks, 0)).toBe(offer.totalPriceKopecks);
            const [first] = groups;
            if (first?.wholesaleGroupId) await cart.removeGroup({ wholesaleGroupId: first.wholesaleGroupId });
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
