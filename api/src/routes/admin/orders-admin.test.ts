import { randomUUID } from 'node:crypto';
import { type FakeBotApi, startFakeBotApi } from '@shop/bot/testing';
import { type Role, shopDayOf } from '@shop/core';
import { listStaffChanges, schema } from '@shop/db';
import {
  createCategory,
  createProduct,
  createUser,
  type ProductRow,
  testDatabaseKinds,
} from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { bearer, login, tokenFor } from '../../testing/auth-fixtures';
import { fixturePasswordHash } from '../../testing/fixture-password-hash';
import { type TestOutbox, testOutbox } from '../../testing/telegram-outbox';
import { createTestApp, json, type TestApp } from '../../testing/test-app';

const botToken = '123456789:admin-orders-test-token';

describe.each(testDatabaseKinds())('admin orders on %s', (kind) => {
  let t: TestApp;
  let telegram: FakeBotApi;
  let app: TestApp['app'];
  let shop: TestOutbox;
  const tokens = {} as Record<Role, string>;
  const db = () => t.deps.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    telegram = await startFakeBotApi({ token: botToken });
    shop = testOutbox(t.deps.database, telegram, { token: botToken, log: t.deps.log });
    app = createApp({ ...t.deps, outbox: shop.outbox }).app;
    for (const role of ['user', 'manager', 'admin'] as const) tokens[role] = await tokenFor(t, role);
    await db().insert(schema.shippingMethods).values({
      id: 'courier',
      name: 'Курьер',
      priceKopecks: 30_000,
      estimatedDays: '1-2 дня',
      isDefault: true,
    });
  });
  afterAll(async () => {
    await telegram.close();
    await t.close();
  });

  const call = (method: string, path: string, role?: Role, body?: unknown) =>
    app.request(path, {
      method,
      headers: {
        ...(role ? bearer(tokens[role]) : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  let phoneCount = 0;
  /** A guest order of `quantity` items, placed through the checkout. */
  async function placeOrder(product: ProductRow, quantity = 1, name = 'Анна Смирнова') {
    const phone = `8 (901) 555-${String(1000 + ++phoneCount).slice(-4)}`;
    const response = await app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        contact: { name, phone, email: `buyer${phoneCount}@mail.test` },
        address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
        shippingMethodId: 'courier',
        paymentMethod: 'cash',
        lines: [{ productId: product.id, colorCode: 'BLK', sizeCode: 'M', quantity }],
      }),
    });
    expect(response.status).toBe(201);
    return (await json(response)).data as { id: string; number: number; customer: { phone: string } };
  }
  /** A buyer with a Telegram account orders their server cart. */
  async function telegramBuyerOrder(product: ProductRow) {
    const password = 'telegram-buyer-password';
    const telegramId = 700_000_000 + ++phoneCount;
    const user = await createUser(db(), {
      telegramId,
      name: 'Покупатель Телеграм',
      passwordHash: await fixturePasswordHash(password),
    });
    const { token } = await login(t, user.email!, password);
    const [cart] = await db().insert(schema.carts).values({ userId: user.id }).returning();
    await db().insert(schema.cartItems).values({
      cartId: cart!.id,
      productId: product.id,
      colorCode: 'BLK',
      sizeCode: 'M',
      quantity: 1,
      priceKopecks: 1,
    });
    const response = await app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...bearer(token) },
      body: JSON.stringify({
        contact: { name: 'Покупатель Телеграм', phone: '+7 900 765-43-21' },
        address: { region: 'moscow', city: 'Москва', street: 'Покровка', house: '17' },
        shippingMethodId: 'courier',
        paymentMethod: 'cash',
      }),
    });
    expect(response.status).toBe(201);
    return { ...((await json(response)).data as { id: string; number: number }), telegramId };
  }
  const stockOf = async (productId: number) =>
    (await json(await app.request(`/api/products/${productId}`))).data.variants[0].quantity;

  describe('role matrix', () => {
    it.each([
      ['GET', '/api/admin/orders'],
      ['GET', `/api/admin/orders/${randomUUID()}`],
      ['POST', `/api/admin/orders/${randomUUID()}/status`, { status: 'confirmed' }],
    ] as [string, string, unknown?][])(
      '%s %s: guest 401, customer 403, staff pass',
      async (method, path, body) => {
        expect((await call(method, path, undefined, body)).status).toBe(401);
        const refused = await call(method, path, 'user', body);
        expect(refused.status).toBe(403);
        expect((await json(refused)).error.message).toBe('Недостаточно прав');
        for (const role of ['manager', 'admin'] as const) {
          expect([200, 404]).toContain((await call(method, path, role, body)).status);
        }
      },
    );
  });

  it('lists orders filtered by status, customer text, number and days, sorted and paged', async () => {
    const product = await createProduct(db(), {
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 50 }],
    });
    const first = await placeOrder(product, 1, 'Фильтр Первый');
    const second = await placeOrder(product, 3, 'Фильтр Второй');
    await call('POST', `/api/admin/orders/${second.id}/status`, 'manager', { status: 'confirmed' });

    const byName = (
      await json(await call('GET', '/api/admin/orders?customer=фильтр&sort=total&direction=asc', 'manager'))
    ).data;
    expect(byName.orders.map((o: { number: number }) => o.number)).toEqual([first.number, second.number]);
    expect(byName.orders[1]).toMatchObject({
      status: 'confirmed',
      statusLabel: 'Подтверждён',
      itemCount: 3,
      city: 'Москва',
      customer: { name: 'Фильтр Второй' },
    });
    expect(byName.pagination).toMatchObject({ total: 2, page: 1 });

    const confirmed = (
      await json(await call('GET', '/api/admin/orders?customer=Фильтр&status=confirmed', 'admin'))
    ).data;
    expect(confirmed.orders.map((o: { id: string }) => o.id)).toEqual([second.id]);

    const digits = first.customer.phone.slice(-7);
    const byPhone = (await json(await call('GET', `/api/admin/orders?customer=${digits}`, 'admin'))).data;
    expect(byPhone.orders.map((o: { id: string }) => o.id)).toEqual([first.id]);
    const byEmail = (
      await json(await call('GET', `/api/admin/orders?customer=buyer${phoneCount - 1}@mail`, 'admin'))
    ).data;
    expect(byEmail.orders.map((o: { id: string }) => o.id)).toEqual([first.id]);
    const byNumber = (await json(await call('GET', `/api/admin/orders?customer=${second.number}`, 'admin')))
      .data;
    expect(byNumber.orders.map((o: { id: string }) => o.id)).toContain(second.id);

    const today = shopDayOf(Date.now());
    const inDay = (
      await json(await call('GET', `/api/admin/orders?customer=фильтр&from=${today}&to=${today}`, 'admin'))
    ).data;
    expect(inDay.pagination.total).toBe(2);
    const later = (
      await json(await call('GET', '/api/admin/orders?customer=фильтр&from=2099-01-01', 'admin'))
    ).data;
    expect(later.orders).toEqual([]);

    const paged = (
      await json(
        await call(
          'GET',
          '/api/admin/orders?customer=фильтр&limit=1&page=2&sort=number&direction=desc',
          'admin',
        ),
      )
    ).data;
    expect(paged.orders.map((o: { id: string }) => o.id)).toEqual([first.id]);
    expect(paged.pagination).toMatchObject({ page: 2, pages: 2, hasNext: false });
  });

  it('refuses bad filters with Russian field messages', async () => {
    const cases: [string, string][] = [
      ['status=lost', 'status'],
      ['from=23.11.2026', 'from'],
      ['from=2026-11-30&to=2026-11-01', 'to'],
      ['sort=price', 'sort'],
      ['page=0', 'page'],
    ];
    for (const [query, field] of cases) {
      const response = await call('GET', `/api/admin/orders?${query}`, 'admin');
      expect(response.status, query).toBe(400);
      const body = await json(response);
      expect(body.success).toBe(false);
      expect(Object.keys(body.error.fields ?? {}), query).toContain(field);
    }
    const range = await json(await call('GET', '/api/admin/orders?from=2026-11-30&to=2026-11-01', 'admin'));
    expect(range.error.message).toBe('Дата «по» не может быть раньше даты «с»');
  });

  it('shows one order with its lines, totals, contact, history and the next allowed statuses', async () => {
    const product = await createProduct(db(), {
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 5 }],
    });
    const placed = await placeOrder(product, 2);
    const detail = (await json(await call('GET', `/api/admin/orders/${placed.id}`, 'manager'))).data;
    expect(detail.order).toMatchObject({
      number: placed.number,
      status: 'pending',
      customer: { name: 'Анна Смирнова' },
      address: { city: 'Москва' },
      shipping: { name: 'Курьер', feeKopecks: 30_000 },
      items: [{ quantity: 2, colorCode: 'BLK', sizeCode: 'M' }],
    });
    expect(detail.nextStatuses).toEqual([
      { status: 'confirmed', label: 'Подтверждён' },
      { status: 'cancelled', label: 'Отменён' },
    ]);
    expect(detail.events).toMatchObject([{ status: 'pending', statusLabel: 'Новый', actor: null }]);
    expect(detail.buyer).toBeNull();

    for (const id of [randomUUID(), 'not-an-id']) {
      const missing = await call('GET', `/api/admin/orders/${id}`, 'manager');
      expect(missing.status).toBe(404);
      expect((await json(missing)).error.message).toBe('Заказ не найден');
    }
  });

  it('moves an order to shipped step by step, telling a Telegram buyer each time, with the history and audit log', async () => {
    const product = await createProduct(db(), {
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 5 }],
    });
    const placed = await telegramBuyerOrder(product);
    const buyer = { telegramId: placed.telegramId };
    // The buyer is first told the order was placed.
    await shop.send();
    expect(telegram.callsTo('sendMessage')).toHaveLength(1);
    telegram.reset();

    const steps = ['confirmed', 'processing', 'shipped'] as const;
    for (const status of steps) {
      const response = await call('POST', `/api/admin/orders/${placed.id}/status`, 'admin', {
        status,
        ...(status === 'shipped' ? { note: 'Трек RU123' } : {}),
      });
      expect(response.status).toBe(200);
      expect((await json(response)).data.order.status).toBe(status);
    }
    // Written with each change, sent in the order written.
    await shop.send();
    // Each opens her order in the mini-app.
    const reply_markup = {
      inline_keyboard: [
        [{ text: 'Открыть заказ', web_app: { url: `https://shop.example/order-confirmation/${placed.id}` } }],
      ],
    };
    expect(telegram.callsTo('sendMessage').map((c) => c.payload)).toEqual([
      {
        chat_id: buyer.telegramId,
        text: `Заказ №${placed.number} подтверждён. Мы начинаем его собирать.`,
        reply_markup,
      },
      {
        chat_id: buyer.telegramId,
        text: `Заказ №${placed.number} собирается. Сообщим, когда передадим его в доставку.`,
        reply_markup,
      },
      {
        chat_id: buyer.telegramId,
        text: `Заказ №${placed.number} отправлен. Он уже в пути к вам.`,
        reply_markup,
      },
    ]);

    const detail = (await json(await call('GET', `/api/admin/orders/${placed.id}`, 'admin'))).data;
    expect(detail.events.map((e: { status: string }) => e.status)).toEqual(['pending', ...steps]);
    expect(detail.events[3]).toMatchObject({ note: 'Трек RU123', actor: { role: 'admin' } });
    expect(detail.nextStatuses).toEqual([{ status: 'delivered', label: 'Доставлен' }]);
    expect(detail.buyer).toMatchObject({ name: 'Покупатель Телеграм', hasTelegram: true });

    const logged = await listStaffChanges(db(), {
      filter: { entity: 'order', entityId: String(placed.number) },
      limit: 10,
      offset: 0,
    });
    expect(logged.rows.reverse().map((row) => [row.action, row.before, row.after])).toEqual([
      ['status', { status: 'pending' }, { status: 'confirmed' }],
      ['status', { status: 'confirmed' }, { status: 'processing' }],
      ['status', { status: 'processing', note: null }, { status: 'shipped', note: 'Трек RU123' }],
    ]);

    const back = await call('POST', `/api/admin/orders/${placed.id}/status`, 'admin', {
      status: 'cancelled',
    });
    expect(back.status).toBe(409);
    expect((await json(back)).error.message).toBe(
      'Нельзя перевести заказ из статуса «Отправлен» в «Отменён»',
    );
  });

  it('cancelling returns the stock, in the catalogue list at once; a guest order sends no message', async () => {
    const category = await createCategory(db());
    const product = await createProduct(db(), {
      category,
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 5 }],
    });
    const listedStock = async () =>
      (await json(await app.request(`/api/products?category=${category.slug}`))).data.products[0].totalStock;
    const placed = await placeOrder(product, 3);
    expect(await stockOf(product.id)).toBe(2);
    expect(await listedStock()).toBe(2);
    telegram.reset();
    const response = await call('POST', `/api/admin/orders/${placed.id}/status`, 'manager', {
      status: 'cancelled',
    });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({ order: { status: 'cancelled' }, nextStatuses: [] });
    expect(await stockOf(product.id)).toBe(5);
    expect(await listedStock()).toBe(5);
    await shop.send();
    expect(telegram.callsTo('sendMessage')).toEqual([]);
  });

  it('refuses a bad status change with a clear message', async () => {
    const product = await createProduct(db(), {
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 5 }],
    });
    const placed = await placeOrder(product, 1);
    const unknown = await call('POST', `/api/admin/orders/${placed.id}/status`, 'admin', { status: 'lost' });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).error.fields.status).toBe('Выберите новый статус заказа');
    const missing = await call('POST', `/api/admin/orders/${placed.id}/status`, 'admin', {});
    expect(missing.status).toBe(400);
    const skip = await call('POST', `/api/admin/orders/${placed.id}/status`, 'admin', { status: 'shipped' });
    expect(skip.status).toBe(409);
    expect((await json(skip)).error.message).toBe('Нельзя перевести заказ из статуса «Новый» в «Отправлен»');
    const gone = await call('POST', `/api/admin/orders/${randomUUID()}/status`, 'admin', {
      status: 'confirmed',
    });
    expect(gone.status).toBe(404);
  });
});
