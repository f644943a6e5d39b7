import { createBot, createWebhookHandler } from '@shop/bot';
import { type FakeBotApi, startFakeBotApi, textMessageUpdate } from '@shop/bot/testing';
import type { DatabaseHandle } from '@shop/db';
import { createTestDatabase } from '@shop/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp, OPENAPI_PATH } from '../app';
import { createLogger } from '../lib/logger';
import { json, testConfig } from '../testing/test-app';
import { TELEGRAM_WEBHOOK_PATH, webhookSecretFor } from './webhook';

const token = '123456789:webhook-test-token-for-the-fake-api';
const secretToken = webhookSecretFor(testConfig.jwtSecret);

// The webhook never reads the database; one is there because the app needs it.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
});
afterAll(() => database.close());

describe('the Telegram webhook', () => {
  let telegram: FakeBotApi;
  let app: ReturnType<typeof createApp>['app'];

  beforeAll(async () => {
    telegram = await startFakeBotApi({ token });
    const log = createLogger('error', () => {});
    const bot = createBot({
      token,
      webAppUrl: 'https://shop.example',
      apiRoot: telegram.apiRoot,
      storeName: async () => 'Ласточка',
      logger: log,
    });
    ({ app } = createApp({
      database,
      config: { ...testConfig, botToken: token, publicUrl: 'https://shop.example' },
      log,
      telegramWebhook: { secretToken, handleUpdate: createWebhookHandler(bot, secretToken) },
    }));
  });
  afterAll(() => telegram.close());
  afterEach(() => telegram.reset());

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    app.request(TELEGRAM_WEBHOOK_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const startUpdate = { update_id: 41, ...textMessageUpdate('/start p_7', { id: 4242 }) };

  it('answers a /start sent by Telegram with the secret header', async () => {
    const response = await post(startUpdate, { 'x-telegram-bot-api-secret-token': secretToken });
    expect(response.status).toBe(200);
    const sent = telegram.callsTo('sendMessage');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.payload.chat_id).toBe(4242);
    expect(String(sent[0]?.payload.text)).toContain('«Ласточка»');
    expect(JSON.stringify(sent[0]?.payload.reply_markup)).toContain('https://shop.example/product/7');
  });

  it.each([
    ['without the secret header', {}],
    ['with a wrong secret', { 'x-telegram-bot-api-secret-token': `${secretToken}x` }],
    ['with an empty secret', { 'x-telegram-bot-api-secret-token': '' }],
  ])('refuses an update %s with a JSON 401 and sends nothing', async (_name, headers) => {
    const response = await post(startUpdate, headers);
    expect(response.status).toBe(401);
    expect((await json(response)).error.code).toBe('UNAUTHORIZED');
    expect(telegram.calls).toEqual([]);
  });

  it('refuses a body that is not an update with 400, even with the secret', async () => {
    const response = await post({ hello: 'world' }, { 'x-telegram-bot-api-secret-token': secretToken });
    expect(response.status).toBe(400);
    expect((await json(response)).error.code).toBe('VALIDATION_ERROR');
    expect(telegram.callsTo('sendMessage')).toEqual([]);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = await json(await app.request(OPENAPI_PATH));
    expect(Object.keys(doc.paths[TELEGRAM_WEBHOOK_PATH] ?? {})).toEqual(['post']);
    expect(app.routes.some((route) => route.path === TELEGRAM_WEBHOOK_PATH && route.method === 'POST')).toBe(
      true,
    );
  });

  it('derives a secret Telegram accepts (1-256 of A-Z, a-z, 0-9, _ and -) from the JWT secret', () => {
    expect(secretToken).toMatch(/^[A-Za-z0-9_-]{1,256}$/);
    expect(webhookSecretFor('another-secret-another-secret-1234567')).not.toBe(secretToken);
  });
});

describe('without a webhook (no bot, or long polling)', () => {
  it('answers the webhook address with the JSON 404 of unknown API paths', async () => {
    const { app } = createApp({ database, config: testConfig, log: createLogger('error', () => {}) });
    const response = await app.request(TELEGRAM_WEBHOOK_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secretToken },
      body: JSON.stringify({ update_id: 1 }),
    });
    expect(response.status).toBe(404);
    expect((await json(response)).error.code).toBe('NOT_FOUND');
  });
});
