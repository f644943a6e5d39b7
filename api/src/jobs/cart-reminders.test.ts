import { type FakeBotApi, startFakeBotApi } from '@shop/bot/testing';
import { formatKopecks } from '@shop/core';
import { listJobs, schema } from '@shop/db';
import { createProduct, createUser, sql, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../testing/auth-fixtures';
import { signedInitData } from '../testing/telegram-init-data';
import { type TestOutbox, testOutbox } from '../testing/telegram-outbox';
import { createTestApp, json, type TestApp, testBotToken } from '../testing/test-app';
import { CART_REMINDERS_JOB, cartRemindersHandler } from './cart-reminders';

describe.each(testDatabaseKinds())('idle cart reminders on %s', (kind) => {
  let t: TestApp;
  let telegram: FakeBotApi;
  let db: TestApp['deps']['database']['db'];
  let sweep: () => Promise<void>;
  let shop: TestOutbox;

  beforeAll(async () => {
    t = await createTestApp(kind, { botToken: testBotToken });
    db = t.deps.database.db;
    telegram = await startFakeBotApi({ token: testBotToken });
    shop = testOutbox(t.deps.database, telegram, { token: testBotToken, log: t.deps.log });
    const handler = cartRemindersHandler({ db, outbox: shop.outbox, log: t.deps.log });
    // A sweep writes the reminders; the outbox sender sends them.
    sweep = async () => {
      await handler({ id: 0, kind: CART_REMINDERS_JOB, key: null, payload: {}, attempts: 1 });
      await shop.send();
    };
  });
  afterAll(async () => {
    await telegram.close();
    await t.close();
  });
  afterEach(() => telegram.reset());

  async function cartOf(telegramId: number, consent: boolean, idleHours: number) {
    const user = await createUser(db, {
      telegramId,
      botMessagesAllowedAt: consent ? new Date() : null,
    });
    const product = await createProduct(db, { priceKopecks: 250_000 });
    const [cart] = await db.insert(schema.carts).values({ userId: user.id }).returning();
    await db.insert(schema.cartItems).values([
      {
        cartId: cart!.id,
        productId: product.id,
        colorCode: 'BLK',
        sizeCode: 'M',
        quantity: 2,
        priceKopecks: 250_000,
      },
    ]);
    await idle(cart!.id, idleHours);
    return { user, cartId: cart!.id };
  }
  const idle = (cartId: string, hours: number) =>
    db.execute(sql`update carts set updated_at = now() - ${hours} * interval '1 hour' where id = ${cartId}`);
  const sentTo = () => telegram.callsTo('sendMessage').map((call) => call.payload.chat_id);

  it('reminds once of a cart idle for 24 hours, with a button to the cart', async () => {
    await cartOf(9_100_001, true, 25);
    await cartOf(9_100_002, true, 23);
    await sweep();
    const messages = telegram.callsTo('sendMessage').filter((call) => call.payload.chat_id === 9_100_001);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.payload.text).toBe(
      `В корзине ждут 2 товара на ${formatKopecks(500_000)}. Оформите заказ, пока они в наличии.`,
    );
    expect(messages[0]?.payload.reply_markup).toEqual({
      inline_keyboard: [[{ text: 'Открыть корзину', web_app: { url: 'https://shop.example/cart' } }]],
    });
    expect(sentTo()).not.toContain(9_100_002);
    telegram.reset();
    await sweep();
    expect(sentTo()).not.toContain(9_100_001);
    // The sweep has put the next one on the queue.
    expect((await listJobs(db, CART_REMINDERS_JOB)).length).toBeGreaterThan(0);
  });

  it('reminds again only after the cart was changed and then left for another 24 hours', async () => {
    const { cartId } = await cartOf(9_200_001, true, 30);
    await sweep();
    expect(sentTo()).toContain(9_200_001);
    telegram.reset();
    await db.execute(sql`update carts set updated_at = now() where id = ${cartId}`);
    await sweep();
    expect(sentTo()).not.toContain(9_200_001);
    // Time passes: both the reminder and the change were a day and more ago, the change after the reminder.
    await db.execute(
      sql`update carts set reminded_at = now() - interval '50 hours', updated_at = now() - interval '25 hours' where id = ${cartId}`,
    );
    await sweep();
    expect(sentTo().filter((id) => id === 9_200_001)).toHaveLength(1);
  });

  it('counts a cart as reminded only once Telegram took the message, and sends it when Telegram is back', async () => {
    const { cartId } = await cartOf(9_500_001, true, 30);
    telegram.on('sendMessage', () => ({ ok: false, error_code: 502, description: 'Bad Gateway' }));
    await sweep();
    const remindedAt = async () =>
      (await db.select().from(schema.carts).where(sql`${schema.carts.id} = ${cartId}`))[0]?.remindedAt;
    expect(await remindedAt()).toBeNull();
    // Another sweep while the message waits writes no second one.
    await sweep();
    const rows = await db
      .select()
      .from(schema.telegramOutbox)
      .where(sql`${schema.telegramOutbox.chatId} = '9500001'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('pending');
    // Telegram answers again and the pause has passed.
    telegram.reset();
    await db.update(schema.telegramOutbox).set({ nextAttemptAt: new Date() });
    await shop.send();
    expect(sentTo()).toEqual([9_500_001]);
    expect(await remindedAt()).toBeInstanceOf(Date);
    telegram.reset();
    await sweep();
    expect(sentTo()).toEqual([]);
  });

  it('never writes without consent, to a blocked account, or of an empty cart', async () => {
    await cartOf(9_300_001, false, 48);
    const { user } = await cartOf(9_300_002, true, 48);
    await db.update(schema.users).set({ blockedAt: new Date() }).where(sql`${schema.users.id} = ${user.id}`);
    const empty = await createUser(db, { telegramId: 9_300_003, botMessagesAllowedAt: new Date() });
    const [cart] = await db.insert(schema.carts).values({ userId: empty.id }).returning();
    await idle(cart!.id, 48);
    await sweep();
    expect(sentTo().filter((id) => Number(id) >= 9_300_001 && Number(id) <= 9_300_003)).toEqual([]);
  });

  it('takes the consent from the mini-app sign-in (allows_write_to_pm), and then reminds', async () => {
    const initData = signedInitData(
      { id: 9_400_001, first_name: 'Вера', allows_write_to_pm: true },
      testBotToken,
    );
    const response = await postJson(t, '/api/auth/telegram', { initData });
    expect(response.status).toBe(200);
    const userId = (await json(response)).data.user.id as string;
    const [row] = await db.select().from(schema.users).where(sql`${schema.users.id} = ${userId}`);
    expect(row?.botMessagesAllowedAt).toBeInstanceOf(Date);
    const withoutConsent = signedInitData({ id: 9_400_002, first_name: 'Нина' }, testBotToken);
    const second = await json(await postJson(t, '/api/auth/telegram', { initData: withoutConsent }));
    const [other] = await db
      .select()
      .from(schema.users)
      .where(sql`${schema.users.id} = ${second.data.user.id}`);
    expect(other?.botMessagesAllowedAt).toBeNull();
  });
});
