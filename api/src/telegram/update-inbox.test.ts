import { createBot, handleUpdateAgain } from '@shop/bot';
import {
  defaultFakeBotInfo,
  type FakeBotApi,
  startFakeBotApi,
  successfulPaymentUpdate,
  textMessageUpdate,
} from '@shop/bot/testing';
import { pruneTelegramUpdates, schema } from '@shop/db';
import { createUser, sql, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { shopJobHandlers } from '../jobs/shop-jobs';
import { TELEGRAM_UPDATES_JOB, telegramUpdatesHandler } from '../jobs/telegram-updates';
import { createTestApp, type TestApp } from '../testing/test-app';
import { disabledOutbox } from './outbox';
import { shopTelegram } from './shop-bot';
import type { ShopTelegram } from './shop-telegram';
import { telegramUpdateInbox } from './update-inbox';
import { TELEGRAM_WEBHOOK_PATH, webhookSecretFor } from './webhook';

const token = '123456789:update-inbox-test-token-for-the-fake';
const ports = { port: 4810, telegramStaffChatId: undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseKinds())('the inbox of Telegram updates on %s', (kind) => {
  let t: TestApp;
  let telegram: FakeBotApi;
  let app: TestApp['app'];
  let shop: ShopTelegram;
  let db: TestApp['deps']['database']['db'];
  let nextUpdateId = 1_000;

  beforeAll(async () => {
    telegram = await startFakeBotApi({ token });
    t = await createTestApp(kind);
    db = t.deps.database.db;
    shop = shopTelegram(
      {
        ...t.deps.config,
        botToken: token,
        telegramApiRoot: telegram.apiRoot,
        publicUrl: 'https://shop.example',
        ...ports,
      },
      db,
      t.deps.log,
    );
    ({ app } = createApp({ ...t.deps, ...(shop.webhook ? { telegramWebhook: shop.webhook } : {}) }));
  });
  afterAll(async () => {
    await telegram.close();
    await t.close();
  });
  afterEach(() => telegram.reset());

  /** Telegram posting an update to the webhook, as it does again when it got no 200. */
  async function deliver(update: Record<string, unknown>) {
    const response = await app.request(TELEGRAM_WEBHOOK_PATH, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-telegram-bot-api-secret-token': webhookSecretFor(t.deps.config.jwtSecret),
      },
      body: JSON.stringify(update),
    });
    expect(response.status).toBe(200);
  }
  const rowOf = async (updateId: number) => {
    const rows = await db.execute(sql`
      select handled_at is not null as handled, attempts, last_error, next_attempt_at = 'infinity' as given_up,
        next_attempt_at > now() as waiting
      from telegram_updates where update_id = ${updateId}`);
    return (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows)[0] as
      | { handled: boolean; attempts: number; last_error: string | null; given_up: boolean; waiting: boolean }
      | undefined;
  };
  /** The pause before the next try has passed. */
  const makeDue = (updateId: number) =>
    db.execute(sql`update telegram_updates set next_attempt_at = now() where update_id = ${updateId}`);
  const sweep = (handleAgain = shop.handleUpdateAgain) =>
    telegramUpdatesHandler({ db, log: t.deps.log, handleUpdateAgain: handleAgain })({
      id: 0,
      kind: TELEGRAM_UPDATES_JOB,
      key: null,
      payload: {},
      attempts: 1,
    });

  it('handles the same webhook update delivered twice once', async () => {
    const update = { update_id: nextUpdateId++, ...textMessageUpdate('/help', { id: 5101 }) };
    await deliver(update);
    await deliver(update);
    expect(telegram.callsTo('sendMessage')).toHaveLength(1);
    expect(await rowOf(update.update_id)).toMatchObject({ handled: true, attempts: 1, last_error: null });
  });

  it('records updates in long polling too, and ignores a repeat there', async () => {
    const polling = shopTelegram(
      {
        ...t.deps.config,
        botToken: token,
        telegramApiRoot: telegram.apiRoot,
        publicUrl: undefined,
        ...ports,
      },
      db,
      t.deps.log,
    );
    expect(polling.polls).toBe(true);
    const update = { update_id: nextUpdateId++, ...textMessageUpdate('/help', { id: 5102 }) };
    telegram.pushUpdate(update);
    telegram.pushUpdate(update);
    const running = polling.start();
    try {
      await expect.poll(async () => (await rowOf(update.update_id))?.handled, { timeout: 3_000 }).toBe(true);
      await sleep(100);
      expect(telegram.callsTo('sendMessage').filter((call) => call.payload.chat_id === 5102)).toHaveLength(1);
    } finally {
      await running?.stop();
    }
  });

  it('handles an update again through the job once the pause after its failure is over', async () => {
    let calls = 0;
    telegram.on('sendMessage', (payload) => {
      calls += 1;
      if (calls === 1) return { ok: false, error_code: 502, description: 'Bad Gateway' };
      return {
        message_id: 7,
        date: 0,
        chat: { id: Number(payload.chat_id), type: 'private' },
        text: payload.text,
      };
    });
    const update = { update_id: nextUpdateId++, ...textMessageUpdate('/help', { id: 5103 }) };
    await deliver(update);
    expect(await rowOf(update.update_id)).toMatchObject({ handled: false, attempts: 1, waiting: true });
    expect((await rowOf(update.update_id))?.last_error).toContain('Bad Gateway');

    await sweep();
    expect(calls).toBe(1);
    await makeDue(update.update_id);
    await sweep();
    expect(calls).toBe(2);
    expect(await rowOf(update.update_id)).toMatchObject({ handled: true, attempts: 2 });
  });

  it('gives up at once on an update Telegram refuses for good, and the job leaves it', async () => {
    telegram.on('sendMessage', () => ({
      ok: false,
      error_code: 403,
      description: 'Forbidden: bot was blocked by the user',
    }));
    const update = { update_id: nextUpdateId++, ...textMessageUpdate('/help', { id: 5104 }) };
    await deliver(update);
    expect(await rowOf(update.update_id)).toMatchObject({ handled: false, given_up: true });
    await sweep();
    expect(telegram.callsTo('sendMessage')).toHaveLength(1);
  });

  it('records a successful payment whose recording failed on a later try', async () => {
    let tries = 0;
    const recorded: string[] = [];
    const bot = createBot({
      token,
      webAppUrl: 'https://shop.example',
      apiRoot: telegram.apiRoot,
      logger: t.deps.log,
      inbox: telegramUpdateInbox(db),
      payments: {
        check: async () => ({ ok: true }),
        confirm: async () => {
          tries += 1;
          if (tries === 1) throw new Error('connection terminated unexpectedly');
          recorded.push('charge-1');
        },
      },
    });
    bot.botInfo = defaultFakeBotInfo as typeof bot.botInfo;
    const update = {
      update_id: nextUpdateId++,
      ...successfulPaymentUpdate({
        payload: 'order-1',
        totalAmount: 309_000,
        chargeId: 'charge-1',
        fromId: 5105,
      }),
    };
    await bot.handleUpdate(update as unknown as Parameters<typeof bot.handleUpdate>[0]);
    expect(telegram.callsTo('sendMessage')).toHaveLength(0);
    expect((await rowOf(update.update_id))?.last_error).toBe('connection terminated unexpectedly');

    await makeDue(update.update_id);
    await sweep((payload) => handleUpdateAgain(bot, payload));
    expect(tries).toBe(2);
    expect(recorded).toEqual(['charge-1']);
    expect(await rowOf(update.update_id)).toMatchObject({ handled: true });
  });

  it('remembers a buyer who blocked the bot, and forgets it when she starts it again', async () => {
    const buyer = await createUser(db, { telegramId: 5106, botMessagesAllowedAt: null });
    const chatMember = (status: string, old: string) => ({
      update_id: nextUpdateId++,
      my_chat_member: {
        chat: { id: 5106, type: 'private', first_name: 'Анна' },
        from: { id: 5106, is_bot: false, first_name: 'Анна' },
        date: Math.floor(Date.now() / 1000),
        old_chat_member: { user: defaultFakeBotInfo, status: old },
        new_chat_member: {
          user: defaultFakeBotInfo,
          status,
          ...(status === 'kicked' ? { until_date: 0 } : {}),
        },
      },
    });
    const account = () => db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, buyer.id) });

    await deliver(chatMember('kicked', 'member'));
    expect((await account())?.botBlockedAt).toBeInstanceOf(Date);
    expect((await account())?.botMessagesAllowedAt).toBeNull();

    await deliver(chatMember('member', 'kicked'));
    expect((await account())?.botBlockedAt).toBeNull();
    expect((await account())?.botMessagesAllowedAt).toBeInstanceOf(Date);
    expect(telegram.callsTo('sendMessage')).toHaveLength(0);
  });

  it('prunes updates handled days ago and keeps recent ones and those still to try', async () => {
    const day = 24 * 60 * 60 * 1000;
    const ago = (ms: number) => new Date(Date.now() - ms);
    const [old, recent, pending] = [nextUpdateId++, nextUpdateId++, nextUpdateId++];
    await db.insert(schema.telegramUpdates).values([
      { updateId: old, payload: {}, receivedAt: ago(8 * day), handledAt: ago(8 * day) },
      { updateId: recent, payload: {}, receivedAt: ago(day), handledAt: ago(day) },
      { updateId: pending, payload: {}, receivedAt: ago(8 * day) },
    ]);
    const pruned = await pruneTelegramUpdates(db, {
      handledBefore: ago(7 * day),
      givenUpBefore: ago(30 * day),
    });
    expect(pruned).toBe(1);
    expect(await rowOf(old)).toBeUndefined();
    expect(await rowOf(recent)).toBeDefined();
    expect(await rowOf(pending)).toBeDefined();
  });

  it("is swept by the shop's job runner", () => {
    const handlers = shopJobHandlers({
      db,
      log: t.deps.log,
      outbox: disabledOutbox,
      onStockChanged: () => {},
    });
    expect(handlers[TELEGRAM_UPDATES_JOB]).toBeTypeOf('function');
  });
});
