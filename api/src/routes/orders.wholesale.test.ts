import { randomUUID } from 'node:crypto';
import { schema } from '@shop/db';
import { createProduct, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../testing/test-app';

describe.each(testDatabaseKinds())('a guest wholesale order on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.deps.database.db.insert(schema.shippingMethods).values({
      id: 'courier',
      name: 'Курьер',
      priceKopecks: 30_000,
      estimatedDays: '1-2 дня',
      isDefault: true,
    });
  });
  afterAll(() => t.close());

  const order = (lines: unknown[]) =>
    t.app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        contact: { name: 'Анна Смирнова', phone: '8 (900) 123-45-67' },
        address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
        shippingMethodId: 'courier',
        paymentMethod: 'cash',
        lines,
      }),
    });
  const setLine = (productId: number, sizeCode: string, quantity: number, wholesaleGroupId: string) => ({
    productId,
    colorCode: 'BLK',
    sizeCode,
    quantity,
    isWholesale: true,
    wholesaleGroupId,
  });
  const wholesaleProduct = () =>
    createProduct(t.deps.database.db, {
      priceKopecks: 100_000,
      wholesale: { available: true, enabled: true, minQuantity: 10, wholesalePriceKopecks: 80_000 },
      variants: [
        { colorCode: 'BLK', sizeCode: 'S', quantity: 20 },
        { colorCode: 'BLK', sizeCode: 'M', quantity: 20 },
      ],
    });

  it('keeps the wholesale minimum of a set, as the server cart does', async () => {
    const product = await wholesaleProduct();
    const group = `wg_${product.id}_color_group_BLK_all`;
    const short = await order([setLine(product.id, 'S', 2, group), setLine(product.id, 'M', 2, group)]);
    expect(short.status).toBe(400);
    const body = await json(short);
    expect(body.error.message).toBe('Оптовый набор — от 10 шт., в этом 4 шт.');
    expect(body.error.fields).toEqual({ 'lines.0': 'Оптовый набор — от 10 шт., в этом 4 шт.' });

    const full = await order([setLine(product.id, 'S', 5, group), setLine(product.id, 'M', 5, group)]);
    expect(full.status).toBe(201);
    expect((await json(full)).data.items).toHaveLength(2);
  });

  it('refuses a group id of another product', async () => {
    const product = await wholesaleProduct();
    const response = await order([setLine(product.id, 'S', 10, `wg_${product.id + 1}_color_group_BLK_all`)]);
    expect(response.status).toBe(400);
    expect((await json(response)).error.message).toBe(
      'Идентификатор оптового набора не подходит к этому товару',
    );
  });
});
