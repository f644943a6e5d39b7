import { saveSettingsValue } from '@shop/db';
import { createProduct, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../testing/auth-fixtures';
import { cartRequests } from '../testing/cart-requests';
import { createTestApp, json, type TestApp } from '../testing/test-app';

describe.each(testDatabaseKinds())('wholesale buying on %s', (kind) => {
  let t: TestApp;
  const db = () => t.deps.database.db;
  const signedIn = async () => cartRequests(t, await tokenFor(t, 'user'));
  const post = async (path: string, body: unknown) => {
    const response = await t.app.request(`/api/wholesale${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await json(response) };
  };
  const wholesaleProduct = (
    variants: { colorCode: string; sizeCode: string; quantity: number }[],
    minQuantity = 5,
  ) =>
    createProduct(db(), {
      priceKopecks: 100_000,
      wholesale: { available: true, enabled: true, minQuantity, wholesalePriceKopecks: 80_000 },
      variants,
    });
  const v = (colorCode: string, sizeCode: string, quantity: number) => ({ colorCode, sizeCode, quantity });

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers the retail settings on both the public and the fallback path', async () => {
    const pub = await json(await t.app.request('/api/wholesale/public-retail-settings'));
    const fallback = await json(await t.app.request('/api/wholesale/retail-settings'));
    expect(fallback).toEqual(pub);
    expect(fallback.data).toMatchObject({
      defaultMinQuantity: 1,
      businessRules: { wholesaleSuggestionThreshold: 5 },
    });
  });

  describe('POST /wholesale/analyze-shortage', () => {
    it('says SUFFICIENT when stock fills the set', async () => {
      const product = await wholesaleProduct([v('BLK', 'S', 9), v('BLK', 'M', 5)]);
      const { status, body } = await post('/analyze-shortage', {
        productId: product.id,
        bundleType: 'color_set',
        selection: { color: 'BLK' },
        requestedQuantity: 5,
      });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        type: 'SUFFICIENT',
        originalRequest: { bundleType: 'color_set', totalItems: 10, requestedQuantity: 5 },
        shortages: [],
      });
    });

    it('reports the shortage of a set shown before the stock moved, its impact and an acceptable adjustment', async () => {
      const product = await wholesaleProduct([v('BLK', 'S', 9), v('BLK', 'M', 4), v('BLK', 'L', 5)]);
      const { body } = await post('/analyze-shortage', {
        productId: String(product.id),
        bundleType: 'color_set',
        selection: { color: 'BLK', variants: [v('BLK', 'S', 5), v('BLK', 'M', 5), v('BLK', 'L', 5)] },
        requestedQuantity: 5,
      });
      expect(body.data.type).toBe('PARTIAL_SUFFICIENT');
      expect(body.data.shortages).toEqual([{ colorCode: 'BLK', sizeCode: 'M', shortage: 1, impact: 0.2 }]);
      expect(body.data.maxPossibleBundle).toMatchObject({
        totalItems: 12,
        maintainsMinimum: true,
        adjustmentStrategy: 'PROPORTIONAL',
        acceptable: true,
      });
    });

    it('says INSUFFICIENT_FOR_WHOLESALE below the minimum and offers another set', async () => {
      const product = await wholesaleProduct([
        v('BLK', 'S', 1),
        v('BLK', 'M', 1),
        v('WHT', 'S', 8),
        v('WHT', 'M', 8),
      ]);
      const { body } = await post('/analyze-shortage', {
        productId: product.id,
        bundleType: 'individual',
        selection: { variants: [v('BLK', 'S', 3), v('BLK', 'M', 3)] },
        requestedQuantity: 5,
      });
      expect(body.data.type).toBe('INSUFFICIENT_FOR_WHOLESALE');
      expect(body.data.originalRequest.bundleType).toBe('custom');
      expect(body.data.alternatives[0]).toMatchObject({
        description: 'Набор цвета «Белый»: 10 шт.',
        confidence: 1,
      });
    });

    it.each([
      ['individual', {}, 'Individual bundle requires variant selection'],
      ['color_set', {}, 'Color set bundle requires color selection'],
      ['size_set', { color: 'BLK' }, 'Size set bundle requires size selection'],
    ])(
      'refuses a %s bundle without its selection: "Некорректные данные оптового заказа" (%j)',
      async (bundleType, selection, detail) => {
        const product = await wholesaleProduct([v('BLK', 'S', 9)]);
        const { status, body } = await post('/analyze-shortage', {
          productId: product.id,
          bundleType,
          selection,
          requestedQuantity: 5,
        });
        expect(status).toBe(400);
        expect(body.error).toEqual({
          code: 'VALIDATION_ERROR',
          message: 'Некорректные данные оптового заказа',
          fields: { bundleType: detail },
        });
      },
    );

    it('refuses an unknown bundle type and a quantity outside 1..100 with field messages', async () => {
      const product = await wholesaleProduct([v('BLK', 'S', 9)]);
      const unknown = await post('/analyze-shortage', {
        productId: product.id,
        bundleType: 'bulk',
        requestedQuantity: 5,
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.fields).toHaveProperty('bundleType');
      const tooMany = await post('/analyze-shortage', {
        productId: product.id,
        bundleType: 'full_set',
        requestedQuantity: 101,
      });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.error.fields).toHaveProperty('requestedQuantity');
    });

    it('answers 404 for an unknown product and 409 "Оптовая продажа недоступна для этого товара"', async () => {
      const missing = await post('/analyze-shortage', {
        productId: 999_999,
        bundleType: 'full_set',
        requestedQuantity: 5,
      });
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toBe('Товар не найден');
      const retailOnly = await createProduct(db());
      const refused = await post('/analyze-shortage', {
        productId: retailOnly.id,
        bundleType: 'full_set',
        requestedQuantity: 5,
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe('Оптовая продажа недоступна для этого товара');
    });
  });

  describe('POST /cart/add-batch with a bundle', () => {
    const setLine = (
      productId: number,
      size: string,
      quantity: number,
      groupId = `wg_${productId}_color_group_BLK_all`,
    ) => ({
      productId,
      color: 'BLK',
      size,
      quantity,
      isWholesale: true,
      wholesaleGroupId: groupId,
      wholesaleMetadata: { groupType: 'individual' },
    });

    it('adds a color set as one group, taking the group type from its id', async () => {
      const cart = await signedIn();
      const product = await wholesaleProduct([v('BLK', 'S', 9), v('BLK', 'M', 5)]);
      const { status, body } = await cart.addBatch([
        setLine(product.id, 'S', 5),
        setLine(product.id, 'M', 5),
      ]);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ totalAdded: 2, totalFailed: 0, failedItems: [] });
      expect(
        body.data.cart.lines.map(
          (line: { wholesaleMetadata: { groupType: string } }) => line.wholesaleMetadata.groupType,
        ),
      ).toEqual(['color_group', 'color_group']);
    });

    it('refuses lines whose group id names another product or variant', async () => {
      const cart = await signedIn();
      const product = await wholesaleProduct([v('BLK', 'S', 9), v('BLK', 'M', 9)]);
      const { body } = await cart.addBatch([
        setLine(product.id, 'S', 5, `wg_${product.id + 1}_color_group_BLK_all`),
        setLine(product.id, 'M', 5, `wg_${product.id}_size_group_all_S`),
      ]);
      expect(body.data.totalAdded).toBe(0);
      expect(body.data.failedItems.map((item: { error: string }) => item.error)).toEqual([
        'Идентификатор оптового набора не подходит к этому товару',
        'Идентификатор оптового набора не подходит к этому товару',
      ]);
    });

    it('refuses a set below the wholesale minimum, and counts a product’s individual lines together', async () => {
      const cart = await signedIn();
      const product = await wholesaleProduct([v('BLK', 'S', 9), v('BLK', 'M', 9)], 10);
      const small = await cart.addBatch([setLine(product.id, 'S', 4), setLine(product.id, 'M', 4)]);
      expect(small.body.data.totalAdded).toBe(0);
      expect(small.body.data.failedItems[0]).toEqual({
        productId: product.id,
        color: 'BLK',
        size: 'S',
        quantity: 4,
        error: 'Оптовый набор — от 10 шт., в этом 8 шт.',
      });
      const individual = (size: string, quantity: number) =>
        setLine(product.id, size, quantity, `wg_${product.id}_individual_BLK_${size}`);
      const own = await cart.addBatch([individual('S', 6), individual('M', 4)]);
      expect(own.body.data).toMatchObject({ totalAdded: 2, totalFailed: 0 });
    });

    it('refuses a bundle type the shop does not offer', async () => {
      const cart = await signedIn();
      const product = await wholesaleProduct([v('BLK', 'S', 9), v('BLK', 'M', 9)]);
      await saveSettingsValue(db(), 'bundle', { bundleTypeSettings: { allowColorSet: false } }, null);
      try {
        const { body } = await cart.addBatch([setLine(product.id, 'S', 5), setLine(product.id, 'M', 5)]);
        expect(body.data.failedItems[0].error).toBe('Такой оптовый набор сейчас не предлагается');
      } finally {
        await saveSettingsValue(db(), 'bundle', {}, null);
      }
    });

    it('reports a variant over stock per variant and keeps the rest of the set', async () => {
      const cart = await signedIn();
      const product = await wholesaleProduct([v('BLK', 'S', 9), v('BLK', 'M', 2)]);
      const { body } = await cart.addBatch([setLine(product.id, 'S', 5), setLine(product.id, 'M', 5)]);
      expect(body.data.addedItems).toEqual([{ productId: product.id, color: 'BLK', size: 'S', quantity: 5 }]);
      expect(body.data.failedItems).toEqual([
        {
          productId: product.id,
          color: 'BLK',
          size: 'M',
          quantity: 5,
          error: 'Недостаточно товара',
        },
      ]);
    });

    it('holds a single wholesale line sent to /cart/add to the same rules', async () => {
      const cart = await signedIn();
      const product = await wholesaleProduct([v('BLK', 'S', 9)]);
      const small = await cart.add(setLine(product.id, 'S', 3, `wg_${product.id}_individual_BLK_S`));
      expect(small.status).toBe(400);
      expect(small.body.error.message).toBe('Оптовый набор — от 5 шт., в этом 3 шт.');
      const enough = await cart.add(setLine(product.id, 'S', 5, `wg_${product.id}_individual_BLK_S`));
      expect(enough.status).toBe(200);
      expect(enough.body.data.lines[0]).toMatchObject({
        quantity: 5,
        wholesaleGroupId: `wg_${product.id}_individual_BLK_S`,
      });
    });

    it('re-checks a guest’s wholesale lines when the cart moves to the account', async () => {
      const cart = await signedIn();
      const product = await wholesaleProduct([v('BLK', 'S', 9), v('BLK', 'M', 9)]);
      const { status, body } = await cart.migrate({
        items: [
          setLine(product.id, 'S', 2),
          setLine(product.id, 'M', 2),
          { productId: product.id, color: 'BLK', size: 'S', quantity: 1 },
        ],
      });
      expect(status).toBe(200);
      expect(body.data.failedItems.map((item: { error: string }) => item.error)).toEqual([
        'Оптовый набор — от 5 шт., в этом 4 шт.',
        'Оптовый набор — от 5 шт., в этом 4 шт.',
      ]);
      expect(body.data.migratedItems).toEqual([
        { productId: product.id, color: 'BLK', size: 'S', quantity: 1 },
      ]);
    });

    it('lets only what stock holds into one buyer’s cart when batches race', async () => {
      const cart = await signedIn();
      const product = await wholesaleProduct([v('BLK', 'S', 5), v('BLK', 'M', 5)]);
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          cart.addBatch([setLine(product.id, 'S', 3), setLine(product.id, 'M', 3)]),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
      expect(results.filter((r) => r.body.data.totalAdded === 2)).toHaveLength(1);
      const lines = (await cart.get()).body.data.lines;
      expect(lines.map((line: { quantity: number }) => line.quantity)).toEqual([3, 3]);
    });

    it('keeps the wholesale minimum when a set changes quantity, and when a custom set’s line does', async () => {
      const cart = await signedIn();
      const product = await wholesaleProduct([v('BLK', 'S', 9), v('BLK', 'M', 9)]);
      const groupId = `wg_${product.id}_color_group_BLK_all`;
      await cart.addBatch([setLine(product.id, 'S', 5), setLine(product.id, 'M', 5)]);
      const refused = await cart.updateGroup({ wholesaleGroupId: groupId, newQuantity: 2 });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe('Оптовый набор — от 5 шт., в этом 4 шт.');
      const fine = await cart.updateGroup({ wholesaleGroupId: groupId, newQuantity: 3 });
      expect(fine.body.data.lines.map((line: { quantity: number }) => line.quantity)).toEqual([3, 3]);

      const own = `wg_${product.id}_individual_BLK_S`;
      await cart.addBatch([setLine(product.id, 'S', 5, own)]);
      const one = await cart.updateGroup({ wholesaleGroupId: own, newQuantity: 1 });
      expect(one.status).toBe(400);
      expect(one.body.error.message).toBe('Оптовый набор — от 5 шт., в этом 1 шт.');
    });
  });
});
