import { randomUUID } from 'node:crypto';
import { createBot } from '@shop/bot';
import { type FakeBotApi, type RecordedCall, startFakeBotApi } from '@shop/bot/testing';
import { formatKopecks, TELEGRAM_LIMITS } from '@shop/core';
import { adminOrderById, listStaffChanges, productsForQuote, schema, setUserBlocked } from '@shop/db';
import { createProduct, createUser, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { ordersAdmin } from '../services/admin/orders-admin';
import { createCatalogService } from '../services/catalog/catalog-service';
import { bearer, login, tokenFor } from '../testing/auth-fixtures';
import { guestCheckout as checkout } from '../testing/checkout-fixtures';
import { fixturePasswordHash } from '../testing/fixture-password-hash';
import { type TestOutbox, testOutbox } from '../testing/telegram-outbox';
import { createTestApp, json, type TestApp } from '../testing/test-app';
import { botShopData } from './shop-data';

const token = '123456789:staff-orders-test-token-for-the-fake';
const STAFF_CHAT = '-1001234500000';

describe.each(testDatabaseKinds())('order buttons in the staff chat on %s', (kind) => {
  let t: TestApp;
  let telegram: FakeBotApi;
  let app: TestApp['app'];
  let bot: ReturnType<typeof createBot>;
  let shop: TestOutbox;
  let updateId = 1;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.deps.database.db;
    await db
      .insert(schema.shippingMethods)
      .values({ id: 'courier', name: 'Курьер', priceKopecks: 30_000, estimatedDays: '1-2 дня' });
    telegram = await startFakeBotApi({ token });
    const webAppUrl = 'https://shop.example';
    shop = testOutbox(t.deps.database, telegram, {
      token,
      log: t.deps.log,
      staffChatId: STAFF_CHAT,
      webAppUrl,
    });
    bot = createBot({
      token,
      webAppUrl,
      apiRoot: telegram.apiRoot,
      data: botShopData(db, {
        catalog: createCatalogService(db),
        webAppUrl,
        log: t.deps.log,
        orders: ordersAdmin(db, { outbox: shop.outbox }),
        outbox: shop.outbox,
      }),
      logger: t.deps.log,
    });
    await bot.init();
    ({ app } = createApp({ ...t.deps, outbox: shop.outbox }));
  });
  afterAll(async () => {
    await telegram.close();
    await t.close();
  });
  afterEach(() => telegram.reset());

  const db = () => t.deps.database.db;

  /** A buyer linked to Telegram orders 2 of a dress through the HTTP API; the staff chat's post is sent. */
  async function placeOrder(buyerTelegramId: number, name = 'Платье миди') {
    const product = await createProduct(db(), {
      name: { ru: name },
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 5 }],
    });
    const password = 'buyer-password-long';
    const buyer = await createUser(db(), {
      telegramId: buyerTelegramId,
      passwordHash: await fixturePasswordHash(password),
    });
    const { token: access } = await login(t, buyer.email!, password);
    const [cart] = await db().insert(schema.carts).values({ userId: buyer.id }).returning();
    await db().insert(schema.cartItems).values({
      cartId: cart!.id,
      productId: product.id,
      colorCode: 'BLK',
      sizeCode: 'M',
      quantity: 2,
      priceKopecks: 1,
    });
    const response = await app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...bearer(access) },
      body: JSON.stringify(checkout),
    });
    expect(response.status).toBe(201);
    const order = (await json(response)).data as {
      id: string;
      number: number;
      totals: { totalKopecks: number };
    };
    await shop.send();
    const staffMessage = messagesTo(Number(STAFF_CHAT)).at(-1)!;
    return { order, product, staffMessage };
  }

  const messagesTo = (chatId: number): RecordedCall[] =>
    telegram.callsTo('sendMessage').filter((call) => call.payload.chat_id === chatId);

  /** An admin links the staff member's Telegram id on the users screen. */
  async function linkedStaff(role: 'manager' | 'admin', telegramId: number) {
    const staff = await createUser(db(), {
      role,
      name: role === 'manager' ? 'Ольга Менеджер' : 'Ирина Админ',
    });
    const response = await app.request(`/api/admin/users/${staff.id}/telegram`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(await tokenFor(t, 'admin')) },
      body: JSON.stringify({ telegramId }),
    });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({ id: staff.id, telegramId, hasTelegram: true });
    return staff;
  }

  /** A press under the post, then whatever it wrote sent. */
  const press = async (fromId: number, data: string, staffMessage: RecordedCall) => {
    await pressOnly(fromId, data, staffMessage);
    await shop.send();
  };
  const pressOnly = (fromId: number, data: string, staffMessage: RecordedCall) =>
    bot.handleUpdate({
      update_id: updateId++,
      callback_query: {
        id: `cb-${updateId}`,
        chat_instance: '1',
        from: { id: fromId, is_bot: false, first_name: 'Ольга' },
        message: {
          message_id: 77,
          date: 0,
          chat: { id: Number(STAFF_CHAT), type: 'supergroup', title: 'Заказы' },
          text: String(staffMessage.payload.text),
        },
        data,
      },
    } as unknown as Parameters<typeof bot.handleUpdate>[0]);

  const statusOf = async (orderId: string) => (await adminOrderById(db(), orderId))?.order.status;

  const stockOf = async (productId: number) =>
    (await productsForQuote(db(), [productId]))[0]?.variants.find((variant) => variant.sizeCode === 'M')
      ?.quantity;

  it('posts each new order to the staff chat with its buyer, lines and two buttons', async () => {
    const { order, staffMessage } = await placeOrder(7101);
    expect(staffMessage.payload.text).toBe(
      [
        `Новый заказ №${order.number} на ${formatKopecks(order.totals.totalKopecks)}`,
        'Покупатель: Анна Смирнова, +79001234567',
        '• Платье миди, Чёрный, M — 2 шт.',
      ].join('\n'),
    );
    expect(staffMessage.payload.reply_markup).toEqual({
      inline_keyboard: [
        [
          { text: 'Подтвердить', callback_data: `staff:confirm:${order.id}` },
          { text: 'Отменить', callback_data: `staff:cancel:${order.id}` },
        ],
      ],
    });
  });

  it('lets a linked manager confirm: the order moves, the message shows who did it, the buyer is told', async () => {
    const { order, staffMessage } = await placeOrder(7102);
    const manager = await linkedStaff('manager', 7201);
    telegram.reset();
    await press(7201, `staff:confirm:${order.id}`, staffMessage);

    expect(await statusOf(order.id)).toBe('confirmed');
    expect(telegram.callsTo('answerCallbackQuery').at(-1)?.payload.text).toBe(
      `Заказ №${order.number}: Подтверждён`,
    );
    const [edit] = telegram.callsTo('editMessageText');
    expect(edit?.payload).toMatchObject({ chat_id: Number(STAFF_CHAT), message_id: 77 });
    expect(String(edit?.payload.text)).toBe(
      `${staffMessage.payload.text}\n\nСтатус: Подтверждён — Ольга Менеджер`,
    );
    expect(edit?.payload.reply_markup).toBeUndefined();
    expect(messagesTo(7102).map((call) => call.payload.text)).toEqual([
      `Заказ №${order.number} подтверждён. Мы начинаем его собирать.`,
    ]);
    const {
      rows: [audit],
    } = await listStaffChanges(db(), {
      filter: { entity: 'order', entityId: String(order.number) },
      limit: 10,
      offset: 0,
    });
    expect(audit).toMatchObject({ actorId: manager.id, actorName: 'Ольга Менеджер', action: 'status' });
  });

  it("changes nothing on a stranger's press and says the buttons are for staff", async () => {
    const { order, staffMessage } = await placeOrder(7103);
    telegram.reset();
    await createUser(db(), { telegramId: 7301 });
    await press(7301, `staff:cancel:${order.id}`, staffMessage);
    await press(7302, `staff:confirm:${order.id}`, staffMessage);

    expect(await statusOf(order.id)).toBe('pending');
    const answers = telegram.callsTo('answerCallbackQuery').map((call) => call.payload);
    expect(answers).toHaveLength(2);
    for (const answer of answers) {
      expect(String(answer.text)).toMatch(/^Только сотрудники магазина могут менять заказы/);
      expect(answer.show_alert).toBe(true);
    }
    expect(String(answers[1]?.text)).toContain('Telegram ID 7302');
    expect(telegram.callsTo('editMessageText')).toEqual([]);
  });

  it('returns the stock when staff cancel, and answers a second press with the state the order is in', async () => {
    const { order, product, staffMessage } = await placeOrder(7104);
    await linkedStaff('admin', 7202);
    expect(await stockOf(product.id)).toBe(3);
    telegram.reset();

    await press(7202, `staff:cancel:${order.id}`, staffMessage);
    expect(await statusOf(order.id)).toBe('cancelled');
    expect(await stockOf(product.id)).toBe(5);
    expect(String(telegram.callsTo('editMessageText')[0]?.payload.text)).toMatch(
      /Статус: Отменён — Ирина Админ$/,
    );

    await press(7202, `staff:cancel:${order.id}`, staffMessage);
    await press(7202, `staff:confirm:${order.id}`, staffMessage);
    const answers = telegram.callsTo('answerCallbackQuery').map((call) => call.payload.text);
    expect(answers.slice(1)).toEqual([
      `Заказ №${order.number} уже в статусе «Отменён»`,
      `Заказ №${order.number} уже в статусе «Отменён»`,
    ]);
    expect(await stockOf(product.id)).toBe(5);
    expect(telegram.callsTo('editMessageText')).toHaveLength(1);
  });

  it('confirms once when two staff press at the same moment', async () => {
    const { order, staffMessage } = await placeOrder(7105);
    await linkedStaff('manager', 7203);
    await linkedStaff('manager', 7204);
    telegram.reset();
    await Promise.all([
      pressOnly(7203, `staff:confirm:${order.id}`, staffMessage),
      pressOnly(7204, `staff:confirm:${order.id}`, staffMessage),
    ]);
    await shop.send();
    expect(await statusOf(order.id)).toBe('confirmed');
    expect(telegram.callsTo('editMessageText')).toHaveLength(1);
    const events = (await adminOrderById(db(), order.id))?.events ?? [];
    expect(events.map((event) => event.status).sort()).toEqual(['confirmed', 'pending']);
  });

  it('refuses a blocked staff member', async () => {
    const { order, staffMessage } = await placeOrder(7106);
    const staff = await linkedStaff('manager', 7205);
    await setUserBlocked(db(), staff.id, true);
    telegram.reset();
    await press(7205, `staff:confirm:${order.id}`, staffMessage);
    expect(await statusOf(order.id)).toBe('pending');
    expect(telegram.callsTo('answerCallbackQuery')[0]?.payload.text).toBe(
      'Ваш аккаунт заблокирован. Обратитесь в поддержку магазина',
    );
  });

  it("keeps the edited post of an order with a very long line within Telegram's limit", async () => {
    const { order, staffMessage } = await placeOrder(
      7107,
      `Платье ${'с очень длинным названием '.repeat(200)}`,
    );
    expect(String(staffMessage.payload.text).length).toBeLessThanOrEqual(TELEGRAM_LIMITS.text);
    const long = { ...staffMessage, payload: { ...staffMessage.payload, text: 'x'.repeat(4096) } };
    await linkedStaff('manager', 7206);
    telegram.reset();
    await press(7206, `staff:confirm:${order.id}`, long);
    const [edit] = telegram.callsTo('editMessageText');
    expect(String(edit?.payload.text).length).toBeLessThanOrEqual(TELEGRAM_LIMITS.text);
    expect(String(edit?.payload.text)).toMatch(/…\n\nСтатус: Подтверждён — Ольга Менеджер$/);
  });

  it('refuses a Telegram id another account holds, and an id that is not a number', async () => {
    const holder = await createUser(db(), { telegramId: 7401 });
    const staff = await createUser(db(), { role: 'manager' });
    const admin = bearer(await tokenFor(t, 'admin'));
    const link = (telegramId: unknown) =>
      app.request(`/api/admin/users/${staff.id}/telegram`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...admin },
        body: JSON.stringify({ telegramId }),
      });
    const taken = await link(7401);
    expect(taken.status).toBe(409);
    expect((await json(taken)).error.message).toBe('Этот Telegram уже привязан к другому аккаунту');
    const wrong = await link('abc');
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await json(wrong))).toContain('Telegram ID — целое число');
    expect(holder.telegramId).toBe(7401);
    const manager = await app.request(`/api/admin/users/${staff.id}/telegram`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(await tokenFor(t, 'manager')) },
      body: JSON.stringify({ telegramId: 7402 }),
    });
    expect(manager.status).toBe(403);
  });
});
