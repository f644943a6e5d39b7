import { randomUUID } from 'node:crypto';
import { type FakeBotApi, startFakeBotApi } from '@shop/bot/testing';
import { formatKopecks, TELEGRAM_LIMITS } from '@shop/core';
import { schema } from '@shop/db';
import { createProduct, createUser, sql, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { bearer, login, tokenFor } from '../testing/auth-fixtures';
import { guestCheckout as checkout } from '../testing/checkout-fixtures';
import { fixturePasswordHash } from '../testing/fixture-password-hash';
import { type TestOutbox, testOutbox } from '../testing/telegram-outbox';
import { createTestApp, json, type TestApp } from '../testing/test-app';

const token = '123456789:order-notices-test-token-for-the-fake';

describe.each(testDatabaseKinds())('order notices to the buyer in Telegram on %s', (kind) => {
  let t: TestApp;
  let telegram: FakeBotApi;
  let app: TestApp['app'];
  let shop: TestOutbox;
  const staffChat = '-1001234567890';

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.deps.database.db
      .insert(schema.shippingMethods)
      .values({ id: 'courier', name: 'Курьер', priceKopecks: 30_000, estimatedDays: '1-2 дня' });
    telegram = await startFakeBotApi({ token });
    shop = testOutbox(t.deps.database, telegram, { token, log: t.deps.log, staffChatId: staffChat });
    ({ app } = createApp({ ...t.deps, outbox: shop.outbox }));
  });
  afterAll(async () => {
    await telegram.close();
    await t.close();
  });
  afterEach(() => telegram.reset());

  const openOrderKeyboard = (orderId: string) => ({
    inline_keyboard: [
      [{ text: 'Открыть заказ', web_app: { url: `https://shop.example/order-confirmation/${orderId}` } }],
    ],
  });
  const buyerMessages = () =>
    telegram.callsTo('sendMessage').filter((call) => call.payload.chat_id !== Number(staffChat));
  const staffMessages = () =>
    telegram.callsTo('sendMessage').filter((call) => call.payload.chat_id === Number(staffChat));

  async function order(
    telegramId: number | null,
    options: { lines?: number; name?: string; user?: Partial<typeof schema.users.$inferInsert> } = {},
  ) {
    const db = t.deps.database.db;
    const lines = options.lines ?? 1;
    const product = await createProduct(db, {
      ...(options.name ? { name: { ru: options.name } } : {}),
      variants: Array.from({ length: lines }, (_, i) => ({
        colorCode: 'BLK',
        sizeCode: `S${i}`,
        quantity: 5,
      })),
    });
    const password = 'buyer-password-long';
    const account = await createUser(db, {
      telegramId,
      passwordHash: await fixturePasswordHash(password),
      ...options.user,
    });
    const { token: access } = await login(t, account.email!, password);
    const [cart] = await db.insert(schema.carts).values({ userId: account.id }).returning();
    await db.insert(schema.cartItems).values(
      Array.from({ length: lines }, (_, i) => ({
        cartId: cart!.id,
        productId: product.id,
        colorCode: 'BLK',
        sizeCode: `S${i}`,
        quantity: 1,
        priceKopecks: 1,
      })),
    );
    const response = await app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...bearer(access) },
      body: JSON.stringify(checkout),
    });
    expect(response.status).toBe(201);
    return (await json(response)).data as { id: string; number: number; totals: { totalKopecks: number } };
  }

  it("writes the buyer's notice and the staff post with the order, and sends them once", async () => {
    const placed = await order(6101);
    // Nothing is sent from the request itself: both messages wait in the outbox, written with the order.
    expect(telegram.callsTo('sendMessage')).toEqual([]);
    const rows = await t.deps.database.db
      .select()
      .from(schema.telegramOutbox)
      .where(sql`${schema.telegramOutbox.orderId} = ${placed.id}`);
    expect(rows.map((row) => row.purpose).sort()).toEqual(['order.placed', 'staff.new-order']);
    expect(await shop.send()).toMatchObject({ sent: 2, failed: 0 });
    const [message] = buyerMessages();
    expect(message?.payload.chat_id).toBe(6101);
    expect(message?.payload.text).toBe(
      `Спасибо! Заказ №${placed.number} на ${formatKopecks(placed.totals.totalKopecks)} принят. Мы напишем здесь, когда его подтвердим.`,
    );
    expect(message?.payload.reply_markup).toEqual(openOrderKeyboard(placed.id));
    expect(staffMessages()[0]?.payload.text).toContain(`Новый заказ №${placed.number}`);
    expect(placed.totals.totalKopecks).toBeGreaterThan(0);
    // A second run finds nothing left to send.
    expect(await shop.send()).toMatchObject({ sent: 0 });
    expect(telegram.callsTo('sendMessage')).toHaveLength(2);
  });

  it('writes nothing to a buyer without Telegram, who never let the bot write, or who blocked it', async () => {
    await order(null);
    await order(6103, { user: { botMessagesAllowedAt: null } });
    await order(6104, { user: { botBlockedAt: new Date() } });
    await shop.send();
    expect(buyerMessages()).toEqual([]);
    expect(staffMessages()).toHaveLength(3);
  });

  it('tells the buyer of a status change staff make through the orders call', async () => {
    const placed = await order(6102);
    await shop.send();
    telegram.reset();
    const changed = await app.request(`/api/orders/${placed.id}/status`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...bearer(await tokenFor(t, 'manager')) },
      body: JSON.stringify({ status: 'confirmed' }),
    });
    expect(changed.status).toBe(200);
    await shop.send();
    expect(buyerMessages().map((call) => call.payload)).toEqual([
      {
        chat_id: 6102,
        text: `Заказ №${placed.number} подтверждён. Мы начинаем его собирать.`,
        reply_markup: openOrderKeyboard(placed.id),
      },
    ]);
  });

  it('opens no mini-app from a shop without an https address, where Telegram would refuse the message', async () => {
    const plainShop = testOutbox(t.deps.database, telegram, {
      token,
      log: t.deps.log,
      staffChatId: staffChat,
      webAppUrl: 'http://localhost:3000',
    });
    app = createApp({ ...t.deps, outbox: plainShop.outbox }).app;
    try {
      const placed = await order(6106);
      expect(await plainShop.send()).toMatchObject({ sent: 2, failed: 0 });
      const [message] = buyerMessages();
      expect(message?.payload.text).toContain(`Заказ №${placed.number}`);
      expect(message?.payload.reply_markup).toBeUndefined();
    } finally {
      app = createApp({ ...t.deps, outbox: shop.outbox }).app;
    }
  });

  it("keeps the staff post of a 200-line order with long names within Telegram's limit, total and link kept", async () => {
    const longName = `Платье ${'очень-длинное-название-'.repeat(8)}`;
    const placed = await order(6105, { lines: 200, name: longName });
    await shop.send();
    const [post] = staffMessages();
    const text = String(post?.payload.text);
    expect(text.length).toBeLessThanOrEqual(TELEGRAM_LIMITS.text);
    expect(
      text.startsWith(`Новый заказ №${placed.number} на ${formatKopecks(placed.totals.totalKopecks)}`),
    ).toBe(true);
    expect(text).toMatch(/… и ещё \d+ позици/);
    expect(text).toContain(`https://shop.example/admin/orders/${placed.id}`);
  });
});
