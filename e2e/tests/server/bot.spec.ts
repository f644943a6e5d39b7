import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { type FakeBotApi, startFakeBotApi, textMessageUpdate } from '@shop/bot/testing';
import { seededDataDir } from '../../support/seeded-data-dir';
import { startShopServer } from '../../support/shop-server';

const token = '123456789:test-token-for-the-fake-bot-api';

interface WebAppKeyboard {
  inline_keyboard: { text: string; url?: string; web_app?: { url: string } }[][];
}

const firstButton = (payload: Record<string, unknown>) =>
  (payload.reply_markup as WebAppKeyboard).inline_keyboard.flat()[0];

test.describe('the Telegram bot inside the running shop', () => {
  // Each test starts the shop on a fresh embedded database, which takes a while on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  let dataDir: string;
  let telegram: FakeBotApi;
  test.beforeEach(async () => {
    dataDir = seededDataDir('shop-bot-');
    telegram = await startFakeBotApi({ token });
  });
  test.afterEach(async () => {
    await telegram.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('polls for updates once without an https address, and answers /start with a t.me link to the shop', async () => {
    const shop = await startShopServer({
      DATA_DIR: dataDir,
      BOT_TOKEN: token,
      TELEGRAM_API_ROOT: telegram.apiRoot,
    });
    try {
      telegram.pushUpdate(textMessageUpdate('/start p_7'));
      const reply = await telegram.waitForCall('sendMessage', { timeoutMs: 15_000 });
      const button = firstButton(reply.payload);
      expect(button?.text).toBe('Открыть магазин');
      // Telegram opens only https addresses as a mini-app: the link opens the bot's own mini-app at the product.
      expect(button?.web_app).toBeUndefined();
      expect(button?.url).toBe('https://t.me/shop_test_bot?startapp=product_7');
      expect(shop.output().match(/polling for updates/g)).toHaveLength(1);
      expect(shop.output()).toContain('bot @shop_test_bot is polling for updates');
      expect(telegram.callsTo('getMe')).toHaveLength(1);
      expect(telegram.callsTo('setWebhook')).toHaveLength(0);
    } finally {
      await shop.stop();
    }
  });

  test('with an https PUBLIC_URL sets a webhook with a secret and answers only updates that carry it', async () => {
    const shop = await startShopServer({
      DATA_DIR: dataDir,
      BOT_TOKEN: token,
      TELEGRAM_API_ROOT: telegram.apiRoot,
      PUBLIC_URL: 'https://shop.example.ru',
    });
    try {
      const webhook = (await telegram.waitForCall('setWebhook', { timeoutMs: 15_000 })).payload;
      expect(webhook.url).toBe('https://shop.example.ru/api/telegram/webhook');
      const secret = String(webhook.secret_token);
      expect(secret).toMatch(/^[\w-]{32,256}$/);
      const menu = telegram.callsTo('setChatMenuButton')[0];
      expect(JSON.stringify(menu?.payload)).toContain('https://shop.example.ru');

      const post = (headers: Record<string, string>) =>
        fetch(`${shop.baseUrl}/api/telegram/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ update_id: 9001, ...textMessageUpdate('/start c_platya') }),
        });

      const forged = await post({ 'x-telegram-bot-api-secret-token': 'guessed-secret' });
      expect(forged.status).toBe(401);
      expect((await forged.json()).error.code).toBe('UNAUTHORIZED');
      expect((await post({})).status).toBe(401);
      expect(telegram.callsTo('sendMessage')).toHaveLength(0);

      const genuine = await post({ 'x-telegram-bot-api-secret-token': secret });
      expect(genuine.status).toBe(200);
      const reply = await telegram.waitForCall('sendMessage', { timeoutMs: 5_000 });
      expect(firstButton(reply.payload)?.web_app?.url).toBe(
        'https://shop.example.ru/products/category/platya',
      );
      expect(telegram.callsTo('getUpdates')).toHaveLength(0);
    } finally {
      await shop.stop();
    }
  });

  test('stays off and says so when BOT_TOKEN is not set', async () => {
    const shop = await startShopServer({ DATA_DIR: dataDir, TELEGRAM_API_ROOT: telegram.apiRoot });
    try {
      expect(shop.output()).toContain('BOT_TOKEN is not set: the Telegram bot is off');
      expect(telegram.calls).toHaveLength(0);
    } finally {
      await shop.stop();
    }
  });
});
