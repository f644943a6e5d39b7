import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type FakeBotApi, startFakeBotApi, textMessageUpdate } from '@shop/bot/testing';
import { startShopServer } from '../../support/shop-server';

const token = '123456789:test-token-for-the-fake-bot-api';

test.describe('the Telegram bot inside the running shop', () => {
  let dataDir: string;
  let telegram: FakeBotApi;
  test.beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-bot-'));
    telegram = await startFakeBotApi({ token });
  });
  test.afterEach(async () => {
    await telegram.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('answers /start with a button that opens the shop as a web app', async () => {
    const shop = await startShopServer({
      DATA_DIR: dataDir,
      BOT_TOKEN: token,
      TELEGRAM_API_ROOT: telegram.apiRoot,
      PUBLIC_URL: 'https://shop.example.ru',
    });
    try {
      telegram.pushUpdate(textMessageUpdate('/start p_7'));
      const reply = await telegram.waitForCall('sendMessage', { timeoutMs: 15_000 });
      const markup = reply.payload.reply_markup as {
        inline_keyboard: { text: string; web_app?: { url: string } }[][];
      };
      const button = markup.inline_keyboard.flat()[0];
      expect(button?.text).toBe('Открыть магазин');
      expect(button?.web_app?.url).toBe('https://shop.example.ru/product/7');
      const menu = telegram.callsTo('setChatMenuButton')[0];
      expect(JSON.stringify(menu?.payload)).toContain('https://shop.example.ru');
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
