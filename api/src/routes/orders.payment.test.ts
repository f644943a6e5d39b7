import { randomUUID } from 'node:crypto';
import { schema } from '@shop/db';
import { createProduct, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, login, tokenFor } from '../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../testing/test-app';

describe.each(testDatabaseKinds())('order payment status on %s', (kind) => {
  let t: TestApp;
  const db = () => t.deps.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await db().insert(schema.shippingMethods).values({
      id: 'courier',
      name: 'Курьер',
      priceKopecks: 30_000,
      estimatedDays: '1-2 дня',
      isDefault: true,
    });
  });
  afterAll(() => t.close());

  /** A signed-in buyer's order of one item, paid the given way. */
  async function placeOrder(paymentMethod: string) {
    const product = await createProduct(db(), {
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 3 }],
    });
    const account = await createAccount(t);
    const { token } = await login(t, account.email, account.password);
    const [cart] = await db().insert(schema.carts).values({ userId: account.id }).returning();
    await db().insert(schema.cartItems).values({
      cartId: cart!.id,
      productId: product.id,
      colorCode: 'BLK',
      sizeCode: 'M',
      quantity: 1,
      priceKopecks: 1,
    });
    const response = await t.app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...bearer(token) },
      body: JSON.stringify({
        contact: { name: 'Анна Смирнова', phone: '8 (900) 123-45-67' },
        address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
        shippingMethodId: 'courier',
        paymentMethod,
      }),
    });
    expect(response.status).toBe(201);
    return { order: (await json(response)).data, token };
  }

  it('shows a cash order unpaid until the manager marks it delivered, then paid with the time', async () => {
    const { order, token } = await placeOrder('cash');
    expect(order).toMatchObject({ paymentStatus: 'unpaid', paymentStatusLabel: 'Не оплачен', paidAt: null });

    const managerToken = await tokenFor(t, 'manager');
    let last: Response | undefined;
    for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) {
      last = await t.app.request(`/api/orders/${order.id}/status`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...bearer(managerToken) },
        body: JSON.stringify({ status }),
      });
      expect(last.status).toBe(200);
    }
    expect((await json(last!)).data).toMatchObject({
      status: 'delivered',
      paymentStatus: 'paid',
      paymentStatusLabel: 'Оплачен',
      paidAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const seen = await t.app.request(`/api/orders/${order.id}`, { headers: bearer(token) });
    expect((await json(seen)).data).toMatchObject({ paymentStatus: 'paid', paymentStatusLabel: 'Оплачен' });
    const list = await t.app.request('/api/orders', { headers: bearer(token) });
    expect((await json(list)).data.orders[0]).toMatchObject({ id: order.id, paymentStatusLabel: 'Оплачен' });
  });
});
