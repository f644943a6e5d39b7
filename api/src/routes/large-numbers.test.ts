import { randomUUID } from 'node:crypto';
import type { Role } from '@shop/core';
import { schema } from '@shop/db';
import { createProduct, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../testing/test-app';

const PAST_32_BITS = 2_147_483_648;
const ID_TEXT = 'Неверный идентификатор: нужно целое число от 1 до 2 147 483 647';

describe.each(testDatabaseKinds())('numbers past 32 bits on %s', (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of ['user', 'manager'] as const) tokens[role] = await tokenFor(t, role);
    await t.deps.database.db.insert(schema.shippingMethods).values({
      id: 'courier',
      name: 'Курьер',
      priceKopecks: 30_000,
      estimatedDays: '1-2 дня',
      isDefault: true,
    });
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, body: unknown, role?: Role) =>
    t.app.request(path, {
      method,
      headers: {
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
        ...(role ? bearer(tokens[role]) : {}),
      },
      body: JSON.stringify(body),
    });
  const guestOrder = (lines: unknown[]) =>
    call('POST', '/api/orders', {
      contact: { name: 'Анна Смирнова', phone: '8 (900) 123-45-67' },
      address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
      shippingMethodId: 'courier',
      paymentMethod: 'cash',
      lines,
    });

  it('refuses a product id past 32 bits in guest order lines with 400 and a Russian message', async () => {
    const response = await guestOrder([
      { productId: PAST_32_BITS, colorCode: 'BLK', sizeCode: 'M', quantity: 1 },
    ]);
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.success).toBe(false);
    expect(body.error.fields).toMatchObject({ 'lines.0.productId': ID_TEXT });
  });

  it('refuses a parent category id past 32 bits with 400', async () => {
    const response = await call(
      'POST',
      '/api/categories',
      {
        slug: `bolshaya-${kind}`,
        name: { ru: 'Категория' },
        parentId: PAST_32_BITS,
        productType: 'clothing',
        image: null,
        isActive: true,
        isVisible: true,
        isFeatured: false,
        showOnHomepage: false,
        homepageOrder: 0,
      },
      'manager',
    );
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toMatchObject({ parentId: expect.any(String) });
  });

  it('refuses a product id past 32 bits in the home config with 400', async () => {
    const config = (
      await json(await t.app.request('/api/admin/home/config', { headers: bearer(tokens.manager) }))
    ).data;
    const response = await call(
      'PUT',
      '/api/admin/home/config',
      { ...config, featuredProducts: { ...config.featuredProducts, productIds: [PAST_32_BITS] } },
      'manager',
    );
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields).toMatchObject({ 'featuredProducts.productIds.0': ID_TEXT });
  });

  it('answers ids past 32 bits in paths and queries with 400, a public product link with 404', async () => {
    for (const [path, status] of [
      [`/api/categories?parentId=${PAST_32_BITS}`, 400],
      [`/api/admin/products/${PAST_32_BITS}`, 400],
      [`/api/admin/products?categoryId=${PAST_32_BITS}`, 400],
      [`/api/products/${PAST_32_BITS}`, 404],
    ] as const) {
      const response = await t.app.request(path, { headers: bearer(tokens.manager) });
      expect(response.status, path).toBe(status);
      expect((await json(response)).success).toBe(false);
    }
  });

  it('places a wholesale order whose sums pass 32 bits: six lines of 1,000 items at 4,072 ₽', async () => {
    const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
    const product = await createProduct(t.deps.database.db, {
      priceKopecks: 500_000,
      wholesale: { available: true, enabled: true, minQuantity: 10, wholesalePriceKopecks: 407_200 },
      variants: sizes.map((sizeCode) => ({ colorCode: 'BLK', sizeCode, quantity: 1_000 })),
    });
    const response = await guestOrder(
      sizes.map((sizeCode) => ({
        productId: product.id,
        colorCode: 'BLK',
        sizeCode,
        quantity: 1_000,
        isWholesale: true,
        wholesaleGroupId: `wg_${product.id}_color_group_BLK_all`,
      })),
    );
    const body = await json(response);
    expect(response.status, JSON.stringify(body)).toBe(201);
    expect(body.data.totals.subtotalKopecks).toBe(2_443_200_000);
    const shown = await t.app.request(`/api/orders/${body.data.id}?token=${body.data.accessToken}`);
    expect((await json(shown)).data.totals.subtotalKopecks).toBe(2_443_200_000);
  });
});
