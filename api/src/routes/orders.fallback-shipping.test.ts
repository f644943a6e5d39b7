import { randomUUID } from 'node:crypto';
import { createProduct, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../testing/test-app';

describe.each(testDatabaseKinds())('an order in a shop without shipping methods on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('is delivered by the built-in courier and keeps its name and fee', async () => {
    const product = await createProduct(t.deps.database.db, {
      priceKopecks: 100_000,
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 3 }],
    });
    const response = await t.app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        contact: { name: 'Анна Смирнова', phone: '8 (900) 123-45-67' },
        address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
        shippingMethodId: 'courier',
        paymentMethod: 'cash',
        lines: [{ productId: product.id, colorCode: 'BLK', sizeCode: 'M', quantity: 1 }],
      }),
    });
    expect(response.status).toBe(201);
    const order = (await json(response)).data;
    expect(order.shipping).toMatchObject({ feeKopecks: 30_000 });
    const again = await t.app.request(`/api/products/${product.id}`);
    expect((await json(again)).data.variants[0].quantity).toBe(2);
  });
});
