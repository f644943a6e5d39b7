import type { CategoryRow } from '@shop/db';
import { createCategory, createProduct, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../testing/test-app';

describe.each(testDatabaseKinds())('one product, products by id and related products on %s', (kind) => {
  let t: TestApp;
  let db: TestApp['deps']['database']['db'];
  const data = async (path: string, init?: RequestInit) => {
    const response = await t.app.request(`/api/products${path}`, init);
    expect(response.status, path).toBe(200);
    return (await json(response)).data;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.deps.database.db;
  });
  afterAll(() => t.close());

  it('answers one product with prices in roubles, its variants in order, description and attributes', async () => {
    const product = await createProduct(db, {
      name: { ru: 'Платье-рубашка' },
      description: { ru: 'Платье из хлопка с поясом' },
      attributes: { composition: '100% хлопок', country: 'Россия' },
      priceKopecks: 459_000,
      variants: [
        { colorCode: 'NVY', sizeCode: 'L', quantity: 2 },
        { colorCode: 'RED', sizeCode: 'L', quantity: 0 },
        { colorCode: 'RED', sizeCode: 'S', quantity: 4 },
      ],
    });
    const body = await data(`/${product.id}`);
    expect(body).toMatchObject({
      _id: String(product.id),
      id: product.id,
      displayName: 'Платье-рубашка',
      price: 4590,
      originalPrice: null,
      discountPercentage: null,
      stockStatus: 'in_stock',
      totalStock: 6,
      colors: ['RED', 'NVY'],
      sizes: ['S', 'L'],
      description: { ru: 'Платье из хлопка с поясом' },
      attributes: { composition: '100% хлопок', country: 'Россия' },
    });
    expect(
      body.variants.map((v: { sizeCode: string; colorCode: string }) => `${v.colorCode}/${v.sizeCode}`),
    ).toEqual(['RED/S', 'RED/L', 'NVY/L']);
    const soldOut = await createProduct(db, { variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 0 }] });
    expect(await data(`/${soldOut.id}`)).toMatchObject({ stockStatus: 'out_of_stock', totalStock: 0 });
  });

  it('answers 404 "Товар не найден" for an unknown or hidden product, 400 for a malformed id', async () => {
    const hidden = await createProduct(db, { isActive: false });
    for (const id of [String(hidden.id), '999999', '507f1f77bcf86cd799439011', '99999999999']) {
      const missing = await t.app.request(`/api/products/${id}`);
      expect(missing.status, id).toBe(404);
      expect((await json(missing)).error.message).toBe('Товар не найден');
    }
    for (const id of ['abc', '-1', '1.5', 'x'.repeat(300)]) {
      const malformed = await t.app.request(`/api/products/${id}`);
      expect(malformed.status).toBe(400);
      expect((await json(malformed)).error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('shows the sale discount as rounded (1 - price / originalPrice) x 100', async () => {
    const sale = await createProduct(db, {
      isSale: true,
      priceKopecks: 299_000,
      originalPriceKopecks: 399_000,
    });
    expect(await data(`/${sale.id}`)).toMatchObject({
      price: 2990,
      originalPrice: 3990,
      discountPercentage: 25,
    });
  });

  it("spells out the wholesale terms: the product's own price, else its price less the discount", async () => {
    const own = await createProduct(db, {
      priceKopecks: 299_000,
      wholesale: { available: true, enabled: true, minQuantity: 10, wholesalePriceKopecks: 199_000 },
    });
    expect((await data(`/${own.id}`)).wholesale).toEqual({
      available: true,
      enabled: true,
      minQuantity: 10,
      wholesalePrice: 1990,
      discountPercentage: 33,
      savings: 1000,
    });
    // 129.90 x 0.85 = 110.415 roubles: rounded half up to the kopeck.
    const discounted = await createProduct(db, {
      priceKopecks: 12_990,
      wholesale: { available: true, enabled: true, minQuantity: 5, discountPercentage: 15 },
    });
    expect((await data(`/${discounted.id}`)).wholesale).toMatchObject({
      wholesalePrice: 110.42,
      discountPercentage: 15,
      savings: 19.48,
    });
    // Terms kept but switched off: no wholesale price is offered.
    const switchedOff = await createProduct(db, {
      priceKopecks: 299_000,
      wholesale: { available: true, enabled: false, minQuantity: 10, wholesalePriceKopecks: 199_000 },
    });
    expect((await data(`/${switchedOff.id}`)).wholesale).toMatchObject({
      available: true,
      enabled: false,
      wholesalePrice: null,
      savings: null,
    });
    const retailOnly = await createProduct(db);
    expect((await data(`/${retailOnly.id}`)).wholesale).toEqual({
      available: false,
      enabled: false,
      minQuantity: 5,
      wholesalePrice: null,
      discountPercentage: null,
      savings: null,
    });
  });

  it('answers products by ids in the given order, leaving out unknown and hidden ids', async () => {
    const [a, b, c] = [await createProduct(db), await createProduct(db), await createProduct(db)];
    const hidden = await createProduct(db, { isActive: false });
    const body = await data('/by-ids', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productIds: [c.id, 999999, a.id, hidden.id, b.id] }),
    });
    expect(body.products.map((p: { id: number }) => p.id)).toEqual([c.id, a.id, b.id]);
    expect(body.pagination.total).toBe(3);
    const tooMany = await t.app.request('/api/products/by-ids', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productIds: Array.from({ length: 101 }, (_, i) => i + 1) }),
    });
    expect(tooMany.status).toBe(400);
  });

  it('lists related products of the same category first, then the same root, never another root', async () => {
    const root: CategoryRow = await createCategory(db);
    const [dresses, skirts] = [
      await createCategory(db, { parent: root }),
      await createCategory(db, { parent: root }),
    ];
    const dress = await createProduct(db, { category: dresses });
    const otherDress = await createProduct(db, { category: dresses });
    const popularSkirt = await createProduct(db, { category: skirts, soldCount: 500 });
    await createProduct(db, { category: await createCategory(db) });

    const related = await data(`/${dress.id}/related?limit=100`);
    expect(related.products.map((p: { id: number }) => p.id)).toEqual([otherDress.id, popularSkirt.id]);
    expect((await t.app.request('/api/products/999999/related')).status).toBe(404);
  });
});
