import { randomUUID } from 'node:crypto';
import { schema } from '@shop/db';
import { createProduct, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../testing/test-app';

describe.each(testDatabaseKinds())('tokens with characters appended on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it.each(['=', '==', '!!', '.'])(
    'refuses an access token with %j appended to its signature with 401',
    async (tail) => {
      const token = await tokenFor(t, 'user');
      expect((await t.app.request('/api/auth/me', { headers: bearer(token) })).status).toBe(200);
      const tampered = await t.app.request('/api/auth/me', { headers: bearer(`${token}${tail}`) });
      expect(tampered.status).toBe(401);
      expect((await json(tampered)).success).toBe(false);
    },
  );

  it('refuses a guest order token with = or !! appended', async () => {
    const db = t.deps.database.db;
    await db
      .insert(schema.shippingMethods)
      .values({ id: 'courier', name: 'Курьер', priceKopecks: 0, estimatedDays: '1', isDefault: true })
      .onConflictDoNothing();
    const product = await createProduct(db, { variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 5 }] });
    const placed = await t.app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        contact: { name: 'Анна Смирнова', phone: '8 (900) 123-45-67' },
        address: { region: 'moscow', city: 'Москва', street: 'Покровка', house: '17' },
        shippingMethodId: 'courier',
        paymentMethod: 'cash',
        lines: [{ productId: product.id, colorCode: 'BLK', sizeCode: 'M', quantity: 1 }],
      }),
    });
    const order = (await json(placed)).data;
    const read = (token: string) =>
      t.app.request(`/api/orders/${order.id}?token=${encodeURIComponent(token)}`);
    expect((await read(order.accessToken)).status).toBe(200);
    for (const tail of ['=', '==', '!!', '.']) {
      expect((await read(`${order.accessToken}${tail}`)).status, tail).toBe(404);
    }
  });
});
