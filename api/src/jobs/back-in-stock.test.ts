import { type FakeBotApi, startFakeBotApi } from '@shop/bot/testing';
import { formatKopecks } from '@shop/core';
import { listJobs, schema } from '@shop/db';
import { createProduct, createUser, sql, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_SUBSCRIPTIONS_PER_BUYER } from '../services/catalog/stock-subscriptions';
import { bearer, login, tokenFor } from '../testing/auth-fixtures';
import { fixturePasswordHash } from '../testing/fixture-password-hash';
import { type TestOutbox, testOutbox } from '../testing/telegram-outbox';
import { createTestApp, json, type TestApp } from '../testing/test-app';
import { BACK_IN_STOCK_JOB, backInStockHandler } from './back-in-stock';
import { createJobRunner, type JobRunner } from './job-runner';

const token = '123456789:back-in-stock-test-token-for-the-fake';

describe.each(testDatabaseKinds())('back in stock on %s', (kind) => {
  let t: TestApp;
  let telegram: FakeBotApi;
  let runner: JobRunner;
  let shop: TestOutbox;
  let db: TestApp['deps']['database']['db'];
  let staffToken: string;
  const code = kind.slice(0, 2).toUpperCase();

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.deps.database.db;
    telegram = await startFakeBotApi({ token });
    shop = testOutbox(t.deps.database, telegram, { token, log: t.deps.log });
    runner = createJobRunner({
      db,
      handlers: { [BACK_IN_STOCK_JOB]: backInStockHandler({ db, outbox: shop.outbox, log: t.deps.log }) },
      log: t.deps.log,
      pollMs: 0,
    });
    staffToken = await tokenFor(t, 'manager');
  });
  afterAll(async () => {
    await runner.stop();
    await telegram.close();
    await t.close();
  });
  afterEach(() => telegram.reset());

  async function buyer(telegramId: number | null) {
    const password = 'buyer-password-long';
    const row = await createUser(db, { telegramId, passwordHash: await fixturePasswordHash(password) });
    return { id: row.id, token: (await login(t, row.email!, password)).token };
  }
  const waits = (productId: number, access: string, method: 'GET' | 'POST' | 'DELETE', body?: object) =>
    t.app.request(`/api/products/${productId}/stock-subscriptions`, {
      method,
      headers: { 'content-type': 'application/json', ...bearer(access) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const restockByCsv = async (lines: [string, number][]) => {
    const csv = `SKU;Остаток\n${lines.map(([sku, n]) => `${sku};${n}`).join('\n')}\n`;
    const response = await t.app.request('/api/admin/csv/stock/apply', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(staffToken) },
      body: JSON.stringify({ csv }),
    });
    expect(response.status).toBe(200);
  };
  const sentTo = () => telegram.callsTo('sendMessage').map((call) => call.payload.chat_id);

  it('subscribes to a sold-out size, answers the waits, refuses what cannot be waited for, and cancels', async () => {
    const product = await createProduct(db, {
      baseSku: `SUB-${code}`,
      variants: [
        { colorCode: 'BLK', sizeCode: 'M', quantity: 0 },
        { colorCode: 'BLK', sizeCode: 'S', quantity: 3 },
      ],
    });
    const anna = await buyer(8_100_001);
    const subscribed = await waits(product.id, anna.token, 'POST', { colorCode: 'BLK', sizeCode: 'M' });
    expect(subscribed.status).toBe(200);
    expect((await json(subscribed)).data).toEqual({ variants: [{ colorCode: 'BLK', sizeCode: 'M' }] });
    // A second tap changes nothing.
    expect((await waits(product.id, anna.token, 'POST', { colorCode: 'BLK', sizeCode: 'M' })).status).toBe(
      200,
    );
    expect((await json(await waits(product.id, anna.token, 'GET'))).data.variants).toHaveLength(1);

    const refusals: [object, number, string][] = [
      [{ colorCode: 'BLK', sizeCode: 'S' }, 409, 'Этот размер есть в наличии: его можно заказать сейчас'],
      [{ colorCode: 'RED', sizeCode: 'M' }, 404, 'Товара с таким цветом и размером нет в каталоге'],
    ];
    for (const [body, status, message] of refusals) {
      const response = await waits(product.id, anna.token, 'POST', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await json(response)).error.message).toBe(message);
    }
    expect((await waits(999_999, anna.token, 'POST', { colorCode: 'BLK', sizeCode: 'M' })).status).toBe(404);
    expect((await waits(product.id, anna.token, 'POST', { colorCode: '', sizeCode: 'M' })).status).toBe(400);
    const webOnly = await buyer(null);
    const noTelegram = await waits(product.id, webOnly.token, 'POST', { colorCode: 'BLK', sizeCode: 'M' });
    expect(noTelegram.status).toBe(403);
    expect((await json(noTelegram)).error.message).toBe(
      'Откройте магазин в Telegram, чтобы получить уведомление о поступлении',
    );
    const guest = await t.app.request(`/api/products/${product.id}/stock-subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ colorCode: 'BLK', sizeCode: 'M' }),
    });
    expect(guest.status).toBe(401);

    const cancelled = await waits(product.id, anna.token, 'DELETE', { colorCode: 'BLK', sizeCode: 'M' });
    expect(cancelled.status).toBe(200);
    expect((await json(cancelled)).data).toEqual({ variants: [] });
  });

  it(`refuses a wait beyond ${STOCK_SUBSCRIPTIONS_PER_BUYER} open ones`, async () => {
    const many = await createProduct(db, {
      baseSku: `MANY-${code}`,
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 0 }],
    });
    const one = await createProduct(db, {
      baseSku: `ONE-${code}`,
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 0 }],
    });
    const busy = await buyer(8_100_002);
    await db.insert(schema.stockSubscriptions).values(
      Array.from({ length: STOCK_SUBSCRIPTIONS_PER_BUYER }, (_, i) => ({
        userId: busy.id,
        productId: many.id,
        colorCode: 'BLK',
        sizeCode: `X${i}`,
      })),
    );
    const refused = await waits(one.id, busy.token, 'POST', { colorCode: 'BLK', sizeCode: 'M' });
    expect(refused.status).toBe(429);
    expect((await json(refused)).error.message).toContain('не больше 50 товаров');
  });

  it('after a restock by the admin sends one message per subscriber with the product button, once', async () => {
    const product = await createProduct(db, {
      baseSku: `RST-${code}`,
      name: { ru: 'Платье миди' },
      priceKopecks: 459_000,
      variants: [
        { colorCode: 'BLK', sizeCode: 'M', quantity: 0 },
        { colorCode: 'BLK', sizeCode: 'L', quantity: 0 },
      ],
    });
    const anna = await buyer(8_200_001);
    const olga = await buyer(8_200_002);
    const blocked = await buyer(8_200_003);
    const other = await buyer(8_200_004);
    for (const who of [anna, olga, blocked]) {
      expect((await waits(product.id, who.token, 'POST', { colorCode: 'BLK', sizeCode: 'M' })).status).toBe(
        200,
      );
    }
    expect((await waits(product.id, other.token, 'POST', { colorCode: 'BLK', sizeCode: 'L' })).status).toBe(
      200,
    );
    await db
      .update(schema.users)
      .set({ blockedAt: new Date() })
      .where(sql`${schema.users.id} = ${blocked.id}`);
    // Olga blocked the bot: Telegram refuses, her wait is dropped all the same.
    telegram.on('sendMessage', (payload) =>
      payload.chat_id === 8_200_002
        ? { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' }
        : { message_id: 1, date: 0, chat: { id: payload.chat_id, type: 'private' }, text: payload.text },
    );

    await restockByCsv([[`RST-${code}-BLK-M`, 4]]);
    const jobs = (await listJobs(db, BACK_IN_STOCK_JOB)).filter(
      (job) => (job.payload as { productId: number }).productId === product.id,
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.payload).toEqual({ productId: product.id, colorCode: 'BLK', sizeCode: 'M' });

    await runner.runDue();
    await shop.send();
    expect(sentTo().sort()).toEqual([8_200_001, 8_200_002]);
    const [message] = telegram.callsTo('sendMessage').filter((call) => call.payload.chat_id === 8_200_001);
    expect(message?.payload.text).toBe(
      `Снова в наличии: Платье миди, цвет ${'Чёрный'}, размер M — ${formatKopecks(459_000)}. Вы просили сообщить о поступлении.`,
    );
    expect(message?.payload.reply_markup).toEqual({
      inline_keyboard: [
        [{ text: 'Открыть товар', web_app: { url: `https://shop.example/product/${product.id}` } }],
      ],
    });
    const left = await db
      .select()
      .from(schema.stockSubscriptions)
      .where(sql`${schema.stockSubscriptions.productId} = ${product.id}`);
    expect(left.map((row) => `${row.colorCode}/${row.sizeCode}`)).toEqual(['BLK/L']);

    // The job again (a rerun after a crash) finds nobody left to write to.
    telegram.reset();
    await db.update(schema.jobs).set({ doneAt: null }).where(sql`${schema.jobs.id} = ${jobs[0]!.id}`);
    await runner.runDue();
    await shop.send();
    expect(sentTo()).toEqual([]);

    // More stock of a size already in stock, or another product's restock, writes to nobody.
    await restockByCsv([[`RST-${code}-BLK-M`, 9]]);
    await runner.runDue();
    await shop.send();
    expect(sentTo()).toEqual([]);
    expect((await json(await waits(product.id, other.token, 'GET'))).data.variants).toEqual([
      { colorCode: 'BLK', sizeCode: 'L' },
    ]);
  });

  it('a restock of a different variant sends nothing to those waiting for another', async () => {
    const product = await createProduct(db, {
      baseSku: `OTH-${code}`,
      variants: [
        { colorCode: 'BLK', sizeCode: 'M', quantity: 0 },
        { colorCode: 'BLK', sizeCode: 'L', quantity: 0 },
      ],
    });
    const anna = await buyer(8_300_001);
    expect((await waits(product.id, anna.token, 'POST', { colorCode: 'BLK', sizeCode: 'M' })).status).toBe(
      200,
    );
    await restockByCsv([[`OTH-${code}-BLK-L`, 2]]);
    await runner.runDue();
    await shop.send();
    expect(sentTo()).toEqual([]);
    expect((await json(await waits(product.id, anna.token, 'GET'))).data.variants).toHaveLength(1);
  });
});
