/**
 * The staff mode of the mini-app: a manager linked to Telegram signs in with the launch initData (the buyer's
 * sign-in) and works the back-office routes of today's orders and a variant's stock with that token; the role is
 * read again on every call, and a buyer's initData reaches none of them.
 */
import { randomUUID } from 'node:crypto';
import { shopDayOf } from '@shop/core';
import { listStaffChanges, schema } from '@shop/db';
import { createProduct, createUser, type ProductRow, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, tokenFor } from '../../testing/auth-fixtures';
import { signedInitData, type TestTelegramUser } from '../../testing/telegram-init-data';
import { createTestApp, json, type TestApp, testBotToken } from '../../testing/test-app';

const olgaTelegram: TestTelegramUser = { id: 710_000_001, first_name: 'Ольга', username: 'olga_manager' };
// The shop keeps SKUs in capitals (the admin forms write them so); staff may type them in any case.
const SKU = 'DRS-012-BLK-M';
const buyerTelegram: TestTelegramUser = { id: 710_000_002, first_name: 'Вера', username: 'vera_buyer' };

describe.each(testDatabaseKinds())('the staff mode in Telegram on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  let product: ProductRow;
  let orderId: string;
  let orderNumber: number;
  const db = () => t.deps.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind, { botToken: testBotToken });
    adminToken = await tokenFor(t, 'admin');
    await db().insert(schema.shippingMethods).values({
      id: 'courier',
      name: 'Курьер',
      priceKopecks: 30_000,
      estimatedDays: '1-2 дня',
      isDefault: true,
    });
    product = await createProduct(db(), {
      name: { ru: 'Платье миди' },
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 7, sku: SKU }],
    });
    const response = await t.app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        contact: { name: 'Анна Смирнова', phone: '8 (901) 555-0101', email: 'anna@mail.test' },
        address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
        shippingMethodId: 'courier',
        paymentMethod: 'cash',
        lines: [{ productId: product.id, colorCode: 'BLK', sizeCode: 'M', quantity: 2 }],
      }),
    });
    expect(response.status).toBe(201);
    ({ id: orderId, number: orderNumber } = (await json(response)).data as { id: string; number: number });
  });
  afterAll(() => t.close());

  const call = (token: string, method: string, path: string, body?: unknown) =>
    t.app.request(path, {
      method,
      headers: {
        ...bearer(token),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  /** The mini-app's start: the launch initData exchanged for a bearer token. */
  async function signIn(user: TestTelegramUser, authDate?: Date) {
    const response = await postJson(t, '/api/auth/telegram', {
      initData: signedInitData(user, testBotToken, authDate),
    });
    return { status: response.status, token: ((await json(response)).data as { token: string })?.token };
  }

  /** A staff account with its Telegram ID set by an admin on the users screen. */
  async function linkedStaff(role: 'manager' | 'admin', telegram: TestTelegramUser) {
    const staff = await createUser(db(), { role, name: 'Ольга Менеджер' });
    const response = await call(adminToken, 'POST', `/api/admin/users/${staff.id}/telegram`, {
      telegramId: telegram.id,
    });
    expect(response.status).toBe(200);
    return staff;
  }

  const today = shopDayOf(new Date());
  /** Every call the staff screens make, with what each would change. */
  const staffCalls = () =>
    [
      ['GET', `/api/admin/orders?from=${today}&to=${today}`],
      ['GET', `/api/admin/orders/${orderId}`],
      ['POST', `/api/admin/orders/${orderId}/status`, { status: 'cancelled' }],
      ['GET', `/api/admin/stock/${SKU}`],
      ['PUT', `/api/admin/stock/${SKU}`, { quantity: 0 }],
    ] as const;

  it("refuses a buyer's initData on every staff call with 403, changing nothing", async () => {
    const buyer = await signIn(buyerTelegram);
    expect(buyer.status).toBe(200);
    for (const [method, path, body] of staffCalls()) {
      const response = await call(buyer.token, method, path, body);
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect(await json(response)).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
    }
    const order = await call(adminToken, 'GET', `/api/admin/orders/${orderId}`);
    expect((await json(order)).data).toMatchObject({ order: { status: 'pending' } });
    const stock = await call(adminToken, 'GET', `/api/admin/stock/${SKU}`);
    expect((await json(stock)).data).toMatchObject({ quantity: 5 });
  });

  it('refuses an expired initData of a linked manager before any staff call', async () => {
    const expiredTelegram = { ...olgaTelegram, id: 710_000_010 };
    await linkedStaff('manager', expiredTelegram);
    const expired = await signIn(expiredTelegram, new Date(Date.now() - 25 * 3600_000));
    expect(expired.status).toBe(401);
    expect(expired.token).toBeUndefined();
  });

  it("lets a linked manager list today's orders, open one and move it, audited like the admin app", async () => {
    await linkedStaff('manager', olgaTelegram);
    const { status, token } = await signIn(olgaTelegram);
    expect(status).toBe(200);

    const list = await call(token, 'GET', `/api/admin/orders?from=${today}&to=${today}`);
    expect(list.status).toBe(200);
    expect((await json(list)).data.orders).toContainEqual(
      expect.objectContaining({ id: orderId, number: orderNumber, statusLabel: 'Новый' }),
    );

    const read = await call(token, 'GET', `/api/admin/orders/${orderId}`);
    expect((await json(read)).data.nextStatuses).toEqual([
      { status: 'confirmed', label: 'Подтверждён' },
      { status: 'cancelled', label: 'Отменён' },
    ]);

    const moved = await call(token, 'POST', `/api/admin/orders/${orderId}/status`, { status: 'confirmed' });
    expect(moved.status).toBe(200);
    expect((await json(moved)).data.order.status).toBe('confirmed');
    const skipped = await call(token, 'POST', `/api/admin/orders/${orderId}/status`, { status: 'delivered' });
    expect(skipped.status).toBe(409);

    const { rows } = await listStaffChanges(db(), {
      filter: { entity: 'order', entityId: String(orderNumber) },
      limit: 10,
      offset: 0,
    });
    expect(rows).toContainEqual(
      expect.objectContaining({
        actorName: 'Ольга Менеджер',
        action: 'status',
        before: { status: 'pending' },
        after: { status: 'confirmed' },
      }),
    );
  });

  it("lets a linked manager read and set a variant's stock, audited; bad input is a 4xx", async () => {
    const telegram = { ...olgaTelegram, id: 710_000_020 };
    await linkedStaff('manager', telegram);
    const { token } = await signIn(telegram);

    const read = await call(token, 'GET', `/api/admin/stock/${SKU.toLowerCase()}`);
    expect((await json(read)).data).toEqual({ sku: SKU, name: 'Платье миди', quantity: 5 });

    const set = await call(token, 'PUT', `/api/admin/stock/${SKU}`, { quantity: 12 });
    expect((await json(set)).data).toEqual({ sku: SKU, name: 'Платье миди', quantity: 12 });
    const again = await call(token, 'GET', `/api/admin/stock/${SKU}`);
    expect((await json(again)).data.quantity).toBe(12);
    const { rows } = await listStaffChanges(db(), {
      filter: { entity: 'stock', entityId: SKU },
      limit: 10,
      offset: 0,
    });
    expect(rows).toEqual([
      expect.objectContaining({
        actorName: 'Ольга Менеджер',
        action: 'stock-set',
        before: { [SKU]: 5 },
        after: { [SKU]: 12 },
      }),
    ]);

    const negative = await call(token, 'PUT', `/api/admin/stock/${SKU}`, { quantity: -1 });
    expect(negative.status).toBe(400);
    expect((await json(negative)).error.fields).toEqual({
      quantity: 'Остаток — целое число от 0 до 1 000 000',
    });
    const unknown = await call(token, 'GET', '/api/admin/stock/NO-SUCH-SKU');
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).error.message).toBe('Товара с таким SKU нет в каталоге');
  });

  it('checks the role on every call: a manager demoted after signing in is refused with the same token', async () => {
    const telegram = { ...olgaTelegram, id: 710_000_030 };
    const manager = await linkedStaff('manager', telegram);
    const { token } = await signIn(telegram);
    expect((await call(token, 'GET', `/api/admin/stock/${SKU}`)).status).toBe(200);

    const demoted = await call(adminToken, 'POST', `/api/admin/users/${manager.id}/role`, { role: 'user' });
    expect(demoted.status).toBe(200);
    for (const [method, path, body] of staffCalls()) {
      expect({ path, status: (await call(token, method, path, body)).status }).toEqual({ path, status: 403 });
    }
  });
});
