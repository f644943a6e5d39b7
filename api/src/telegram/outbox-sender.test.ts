import { outboxApi } from '@shop/bot';
import { type FakeBotApi, startFakeBotApi } from '@shop/bot/testing';
import { claimTelegramMessage, type DatabaseHandle, queueTelegramMessages, schema } from '@shop/db';
import { createProduct, createTestDatabase, createUser, sql, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { unlimitedRates } from '../testing/telegram-outbox';
import { backoffMs, createOutboxSender } from './outbox-sender';
import { TELEGRAM_SEND_RATES } from './send-rates';

const token = '123456789:outbox-sender-test-token-for-the-fake';
const log = createLogger('error');

describe.each(testDatabaseKinds())('the Telegram outbox sender on %s', (kind) => {
  let database: DatabaseHandle;
  let telegram: FakeBotApi;
  let chat = 9_000_000;
  const nextChat = () => ++chat;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    telegram = await startFakeBotApi({ token });
  });
  afterAll(async () => {
    await telegram.close();
    await database.close();
  });
  afterEach(async () => {
    telegram.reset();
    // Each case starts from an empty outbox.
    await database.db.delete(schema.telegramOutbox);
  });

  const sender = (options: { rates?: typeof TELEGRAM_SEND_RATES; maxAttempts?: number } = {}) =>
    createOutboxSender({
      database,
      api: outboxApi(token, { apiRoot: telegram.apiRoot, timeoutSeconds: 5 }),
      log,
      rates: options.rates ?? unlimitedRates,
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    });
  const queue = (chatId: number | string, text: string, extra: { key?: string } = {}) =>
    queueTelegramMessages(database.db, [{ chatId, payload: { text }, purpose: 'test', ...extra }]);
  const rowsOf = async (chatId: number | string) =>
    database.db
      .select()
      .from(schema.telegramOutbox)
      .where(sql`${schema.telegramOutbox.chatId} = ${String(chatId)}`)
      .orderBy(schema.telegramOutbox.id);
  const textsTo = (chatId: number) =>
    telegram
      .callsTo('sendMessage')
      .filter((call) => call.payload.chat_id === chatId)
      .map((call) => call.payload.text);

  it('sends each message once, in the order written per chat, and a key written twice once', async () => {
    const anna = nextChat();
    const olga = nextChat();
    await queue(anna, 'принят', { key: 'k1' });
    await queue(anna, 'принят', { key: 'k1' });
    await queue(olga, 'напоминание');
    await queue(anna, 'подтверждён');
    expect(await sender().drain()).toEqual({ sent: 3, failed: 0, postponed: 0 });
    expect(textsTo(anna)).toEqual(['принят', 'подтверждён']);
    expect(textsTo(olga)).toEqual(['напоминание']);
    const [first] = await rowsOf(anna);
    expect(first).toMatchObject({ status: 'sent', attempts: 1 });
    expect(first?.telegramMessageId).toBeGreaterThan(0);
    expect(await sender().drain()).toEqual({ sent: 0, failed: 0, postponed: 0 });
  });

  it('sends each message once when two senders overlap (one that lost its lock, and the one taking over)', async () => {
    const chats = Array.from({ length: 12 }, nextChat);
    for (const chatId of chats) {
      await queue(chatId, 'первое');
      await queue(chatId, 'второе');
    }
    const [a, b] = await Promise.all([sender().drain(), sender().drain()]);
    expect(a.sent + b.sent).toBe(24);
    for (const chatId of chats) expect(textsTo(chatId)).toEqual(['первое', 'второе']);
  });

  it('leaves a message claimed by a sender that died until its claim runs out, then sends it', async () => {
    const anna = nextChat();
    await queue(anna, 'принят');
    const [row] = await rowsOf(anna);
    expect(await claimTelegramMessage(database.db, row!.id, 300)).toBe(true);
    expect(await claimTelegramMessage(database.db, row!.id, 300)).toBe(false);
    expect(await sender().drain()).toEqual({ sent: 0, failed: 0, postponed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await sender().drain()).toEqual({ sent: 1, failed: 0, postponed: 0 });
    expect(textsTo(anna)).toEqual(['принят']);
  });

  it("waits a 429's retry_after however long, holding that chat's later messages, not other chats", async () => {
    const flooded = nextChat();
    const other = nextChat();
    telegram.on('sendMessage', (payload) =>
      payload.chat_id === flooded
        ? {
            ok: false,
            error_code: 429,
            description: 'Too Many Requests: retry after 3600',
            parameters: { retry_after: 3600 },
          }
        : { message_id: 1, date: 0, chat: { id: payload.chat_id, type: 'private' }, text: payload.text },
    );
    await queue(flooded, 'первое');
    await queue(flooded, 'второе');
    await queue(other, 'другой чат');
    expect(await sender().drain()).toEqual({ sent: 1, failed: 0, postponed: 1 });
    const [first, second] = await rowsOf(flooded);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first?.lastError).toContain('429');
    const waitMs = first!.nextAttemptAt.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(3590_000);
    expect(waitMs).toBeLessThan(3620_000);
    expect(second).toMatchObject({ status: 'pending', attempts: 0 });
    // Telegram's hour passes: both go, in order.
    telegram.reset();
    await database.db
      .update(schema.telegramOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(sql`${schema.telegramOutbox.id} = ${first!.id}`);
    expect(await sender().drain()).toMatchObject({ sent: 2 });
    expect(textsTo(flooded)).toEqual(['первое', 'второе']);
  });

  it('tries a 5xx again with a growing pause and gives up after the last try, kept with its reason', async () => {
    const buyer = nextChat();
    telegram.on('sendMessage', () => ({ ok: false, error_code: 502, description: 'Bad Gateway' }));
    await queue(buyer, 'статус заказа');
    expect(await sender({ maxAttempts: 3 }).drain()).toMatchObject({ postponed: 1 });
    let [row] = await rowsOf(buyer);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: '502: Bad Gateway' });
    const pause = row!.nextAttemptAt.getTime() - Date.now();
    expect(pause).toBeGreaterThan(backoffMs(0) * 0.7);
    expect(pause).toBeLessThan(backoffMs(0) * 1.3);
    for (const expected of ['pending', 'failed']) {
      await database.db.update(schema.telegramOutbox).set({ nextAttemptAt: new Date() });
      await sender({ maxAttempts: 3 }).drain();
      [row] = await rowsOf(buyer);
      expect(row?.status).toBe(expected);
    }
    expect(row).toMatchObject({ attempts: 3, lastError: '502: Bad Gateway' });
    expect(row?.failedAt).toBeInstanceOf(Date);
    expect(backoffMs(19)).toBe(600_000);
  });

  it("keeps a 400 as failed at once with Telegram's reason, and the chat's next message goes", async () => {
    const buyer = nextChat();
    telegram.on('sendMessage', (payload) =>
      payload.text === 'плохое'
        ? { ok: false, error_code: 400, description: 'Bad Request: message is too long' }
        : { message_id: 5, date: 0, chat: { id: payload.chat_id, type: 'private' }, text: payload.text },
    );
    await queue(buyer, 'плохое');
    await queue(buyer, 'хорошее');
    expect(await sender().drain()).toEqual({ sent: 1, failed: 1, postponed: 0 });
    const [bad, good] = await rowsOf(buyer);
    expect(bad).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: '400: Bad Request: message is too long',
    });
    expect(good?.status).toBe('sent');
  });

  it('marks a buyer who blocked the bot, ends her wait, and writes nothing more to her', async () => {
    const telegramId = nextChat();
    const user = await createUser(database.db, { telegramId });
    const product = await createProduct(database.db, {
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 0 }],
    });
    const [wait] = await database.db
      .insert(schema.stockSubscriptions)
      .values({ userId: user.id, productId: product.id, colorCode: 'BLK', sizeCode: 'M' })
      .returning();
    telegram.on('sendMessage', () => ({
      ok: false,
      error_code: 403,
      description: 'Forbidden: bot was blocked by the user',
    }));
    await queueTelegramMessages(database.db, [
      {
        chatId: telegramId,
        payload: { text: 'Снова в наличии' },
        purpose: 'stock.back-in-stock',
        onSent: { kind: 'stock-subscription.notified', subscriptionId: wait!.id },
      },
    ]);
    expect(await sender().drain()).toMatchObject({ failed: 1 });
    const [account] = await database.db
      .select()
      .from(schema.users)
      .where(sql`${schema.users.id} = ${user.id}`);
    expect(account?.botBlockedAt).toBeInstanceOf(Date);
    const waits = await database.db
      .select()
      .from(schema.stockSubscriptions)
      .where(sql`${schema.stockSubscriptions.id} = ${wait!.id}`);
    expect(waits).toEqual([]);
  });

  it("keeps Telegram's rates: at most 30 a second in all and one a second to a chat", async () => {
    // The moments the sender lets each message go, and what Telegram answered. On a busy machine the way to the
    // fake Bot API takes a varying time, which is the network's part, not the sender's: requests let go 1/30 s
    // apart can arrive bunched, and Telegram (as its fake) then answers 429 with a wait, after which the sender
    // tries that message again. So the pace is judged on the sender's moments, and the outcome on what Telegram
    // took: every message once, none lost and none twice.
    const sends: { chatId: string; text: unknown; at: number; kind?: string }[] = [];
    const api = outboxApi(token, { apiRoot: telegram.apiRoot, timeoutSeconds: 30 });
    const timed = createOutboxSender({
      database,
      api: {
        async send(method, chatId, payload) {
          const attempt: (typeof sends)[number] = { chatId, text: payload.text, at: Date.now() };
          sends.push(attempt);
          const outcome = await api.send(method, chatId, payload);
          attempt.kind = outcome.kind;
          return outcome;
        },
      },
      log,
      rates: TELEGRAM_SEND_RATES,
    });
    const chats = Array.from({ length: 45 }, () => nextChat());
    for (const id of chats) await queue(id, 'рассылка');
    const busy = nextChat();
    for (const text of ['раз', 'два', 'три']) await queue(busy, text);
    const started = Date.now();
    // A drain ends when a read finds nothing due and nothing is on its way; on Postgres that read once came back
    // empty between the busy chat's last two messages (47 of 48 sent). The running sender polls instead of
    // ending, so the rates are what this test holds: a second drain, with the same rates, sends what is left.
    let sent = (await timed.drain()).sent;
    if (sent < 48) sent += (await timed.drain()).sent;
    expect(sent).toBe(48);
    // 48 messages at 30 a second need more than a second; one chat's three need two.
    expect(Date.now() - started).toBeGreaterThan(2000);
    const taken = sends.filter(({ kind }) => kind === 'sent');
    expect(taken.map(({ chatId, text }) => `${chatId} ${text}`).sort()).toEqual(
      [
        ...chats.map((id) => `${id} рассылка`),
        ...['раз', 'два', 'три'].map((text) => `${busy} ${text}`),
      ].sort(),
    );
    expect(sends.every(({ kind }) => kind === 'sent' || kind === 'retry-after')).toBe(true);
    expect(telegram.callsTo('sendMessage')).toHaveLength(sends.length);
    for (const { at } of sends) {
      expect(sends.filter((other) => other.at >= at && other.at < at + 1000).length).toBeLessThanOrEqual(30);
    }
    const busyTimes = taken.filter(({ chatId }) => chatId === String(busy)).map(({ at }) => at);
    expect(busyTimes).toHaveLength(3);
    expect(busyTimes[1]! - busyTimes[0]!).toBeGreaterThanOrEqual(1000);
    expect(busyTimes[2]! - busyTimes[1]!).toBeGreaterThanOrEqual(1000);
  });
});
