/**
 * Guest orders are bounded, so that nobody can hold the shop's stock with a burst of fake orders: per address,
 * per phone number, and unconfirmed orders per phone number; staff cancel a burst at once. A buyer placing an
 * order or two never notices.
 */
import { randomUUID } from 'node:crypto';
import { schema } from '@shop/db';
import { createProduct, type ProductRow, sql, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestOrderLimits } from '../services/orders/guest-order-limits';
import { bearer, fromAddress, tokenFor } from '../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../testing/test-app';

describe.each(testDatabaseKinds())('guest order limits on %s', (kind) => {
  let t: TestApp;
  const db = () => t.deps.database.db;
  let nextPhone = 0;
  /** A phone number no other test uses. */
  const freshPhone = () => `+7 901 ${String(10_000_000 + nextPhone++).slice(1)}`;

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { guestOrderLimits: true } });
    await db()
      .insert(schema.shippingMethods)
      .values({ id: 'courier', name: 'Курьер', priceKopecks: 30_000, estimatedDays: '1-2 дня' });
  });
  afterAll(() => t.close());

  const newProduct = (quantity = 200) =>
    createProduct(db(), { variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity }] });
  const placeOrder = (product: ProductRow, phone: string, address: string, key = randomUUID()) =>
    t.app.request(
      '/api/orders',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({
          contact: { name: 'Анна Смирнова', phone },
          address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
          shippingMethodId: 'courier',
          paymentMethod: 'cash',
          lines: [{ productId: product.id, colorCode: 'BLK', sizeCode: 'M', quantity: 1 }],
        }),
      },
      fromAddress(address),
    );
  const stockOf = async (productId: number) =>
    (await json(await t.app.request(`/api/products/${productId}`))).data.variants[0].quantity;
  /** Staff confirm every order waiting for them. */
  const confirmAll = () =>
    db().update(schema.orders).set({ status: 'confirmed' }).where(sql`${schema.orders.status} = 'pending'`);

  it('lets a real buyer place two orders in a minute without noticing', async () => {
    const product = await newProduct();
    const phone = freshPhone();
    const first = await placeOrder(product, phone, '203.0.113.1');
    const second = await placeOrder(product, phone, '203.0.113.1');
    expect([first.status, second.status]).toEqual([201, 201]);
  });

  it('stops a burst from one address at 10 orders with 429, Retry-After and a Russian message; the stock stays', async () => {
    const product = await newProduct(200);
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 30; i++) {
      const response = await placeOrder(product, freshPhone(), '198.51.100.20');
      statuses.push(response.status);
      if (response.status === 429) refused = response;
    }
    const { limit } = guestOrderLimits.perAddress;
    expect(statuses.filter((status) => status === 201)).toHaveLength(limit);
    expect(statuses.slice(limit).every((status) => status === 429)).toBe(true);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json(refused as Response)).error.message).toMatch(
      /^Слишком много заказов подряд\. Попробуйте через \d+ мин\./,
    );
    expect(await stockOf(product.id)).toBe(200 - limit);
    // Another address still orders.
    expect((await placeOrder(product, freshPhone(), '198.51.100.21')).status).toBe(201);
  });

  it('stops a burst sent at once from one address at the same 10', async () => {
    const product = await newProduct(200);
    const statuses = await Promise.all(
      Array.from(
        { length: 30 },
        async () => (await placeOrder(product, freshPhone(), '198.51.100.30')).status,
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(guestOrderLimits.perAddress.limit);
    expect(await stockOf(product.id)).toBe(200 - guestOrderLimits.perAddress.limit);
  });

  it('holds at most 3 unconfirmed orders per phone number, and says what to do (409)', async () => {
    const product = await newProduct();
    const phone = freshPhone();
    for (let i = 0; i < guestOrderLimits.pendingPerPhone; i++) {
      expect((await placeOrder(product, phone, `192.0.2.${40 + i}`)).status).toBe(201);
    }
    // The same phone written another way, from another address, is the same phone.
    const refused = await placeOrder(product, phone.replace('+7', '8').replace(/ /g, '-'), '192.0.2.50');
    expect(refused.status).toBe(409);
    expect((await json(refused)).error.message).toBe(
      'На этот номер телефона уже оформлено 3 неподтверждённых заказа. Дождитесь звонка менеджера или отмените ' +
        'ненужный заказ по ссылке на его страницу, а затем оформите новый',
    );
    await confirmAll();
    expect((await placeOrder(product, phone, '192.0.2.51')).status).toBe(201);
  });

  it('bounds orders per phone number across addresses at 5 an hour', async () => {
    const product = await newProduct();
    const phone = freshPhone();
    const statuses: number[] = [];
    for (let i = 0; i < guestOrderLimits.perPhone.limit + 1; i++) {
      statuses.push((await placeOrder(product, phone, `192.0.2.${60 + i}`)).status);
      await confirmAll();
    }
    expect(statuses).toEqual([...Array(guestOrderLimits.perPhone.limit).fill(201), 429]);
  });

  it('answers a retry with the same Idempotency-Key with its order even past the limits', async () => {
    const product = await newProduct();
    const phone = freshPhone();
    const key = randomUUID();
    const first = await placeOrder(product, phone, '192.0.2.80', key);
    expect(first.status).toBe(201);
    for (let i = 0; i < guestOrderLimits.pendingPerPhone; i++) await placeOrder(product, phone, '192.0.2.81');
    const replay = await placeOrder(product, phone, '192.0.2.80', key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await json(replay)).data.id).toBe((await json(first)).data.id);
  });

  describe('cancelling a burst at once', () => {
    const cancelMany = (token: string | undefined, orderIds: string[]) =>
      t.app.request('/api/admin/orders/cancel', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
        body: JSON.stringify({ orderIds }),
      });

    it('cancels the chosen orders together: the stock comes back and each gets one audit entry', async () => {
      const product = await newProduct(50);
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        ids.push((await json(await placeOrder(product, freshPhone(), `192.0.2.${100 + i}`))).data.id);
      }
      expect(await stockOf(product.id)).toBe(45);
      const manager = await tokenFor(t, 'manager');
      const response = await cancelMany(manager, ids);
      expect(response.status).toBe(200);
      const body = await json(response);
      expect(body.data.cancelled).toHaveLength(5);
      expect(body.data.refused).toEqual([]);
      expect(await stockOf(product.id)).toBe(50);
      const rows = await db()
        .select({ status: schema.orders.status, number: schema.orders.number })
        .from(schema.orders)
        .where(sql`${schema.orders.id} in ${ids}`);
      expect(rows.every((row) => row.status === 'cancelled')).toBe(true);
      const numbers = rows.map((row) => String(row.number));
      const audit = await db()
        .select()
        .from(schema.staffChanges)
        .where(sql`${schema.staffChanges.entityId} in ${numbers}`);
      expect(audit.filter((entry) => entry.entity === 'order')).toHaveLength(5);
    });

    it('cancels what it can and names each order it could not, with the reason', async () => {
      const product = await newProduct(10);
      const placed = await json(await placeOrder(product, freshPhone(), '192.0.2.120'));
      const admin = await tokenFor(t, 'admin');
      expect((await cancelMany(admin, [placed.data.id])).status).toBe(200);
      const again = await json(await cancelMany(admin, [placed.data.id, randomUUID()]));
      expect(again.data.cancelled).toEqual([]);
      expect(again.data.refused).toHaveLength(2);
      expect(again.data.refused[0].message).toMatch(/Нельзя перевести заказ/);
      expect(again.data.refused[1].message).toBe('Заказ не найден');
      expect(await stockOf(product.id)).toBe(10);
    });

    it('is for staff only', async () => {
      const product = await newProduct(10);
      const placed = await json(await placeOrder(product, freshPhone(), '192.0.2.130'));
      expect((await cancelMany(undefined, [placed.data.id])).status).toBe(401);
      expect((await cancelMany(await tokenFor(t, 'user'), [placed.data.id])).status).toBe(403);
      const empty = await cancelMany(await tokenFor(t, 'manager'), []);
      expect(empty.status).toBe(400);
      expect((await json(empty)).error.fields.orderIds).toBe('Выберите заказы для отмены');
    });
  });
});
