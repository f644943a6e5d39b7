import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { type FakeBotApi, startFakeBotApi, textMessageUpdate } from '@shop/bot/testing';
import { seededDataDir } from '../../support/seeded-data-dir';
import { startShopServer } from '../../support/shop-server';

const token = '123456789:test-token-for-the-bot-commands';

test.describe('the bot reads the running shop', () => {
  // The shop starts on a fresh embedded database with the demo shop, which takes a while on a busy machine.
  test.describe.configure({ timeout: 180_000 });
  let dataDir: string;
  let telegram: FakeBotApi;
  test.beforeEach(async () => {
    dataDir = seededDataDir('shop-bot-commands-');
    telegram = await startFakeBotApi({ token });
  });
  test.afterEach(async () => {
    await telegram.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('registers its commands in two languages, lists demo products inline and sends the store contacts', async () => {
    const shop = await startShopServer({
      DATA_DIR: dataDir,
      BOT_TOKEN: token,
      TELEGRAM_API_ROOT: telegram.apiRoot,
    });
    try {
      await telegram.waitForCall('getUpdates', { timeoutMs: 60_000 });
      const lists = telegram.callsTo('setMyCommands').map((call) => call.payload);
      expect(lists.map((list) => list.language_code)).toEqual([undefined, 'ru', 'en']);

      telegram.pushUpdate({
        inline_query: {
          id: 'iq-e2e',
          from: { id: 8101, is_bot: false, first_name: 'Анна' },
          query: 'платье',
          offset: '',
        },
      });
      const answer = await telegram.waitForCall('answerInlineQuery', { timeoutMs: 15_000 });
      const results = answer.payload.results as { title: string; reply_markup: unknown }[];
      expect(results.length).toBeGreaterThan(0);
      expect(results.some((result) => /плать/i.test(result.title))).toBe(true);
      expect(JSON.stringify(results[0]?.reply_markup)).toMatch(
        /https:\/\/t\.me\/shop_test_bot\?startapp=product_\d+/,
      );

      telegram.pushUpdate(textMessageUpdate('/contact', { id: 8102 }));
      const contact = await telegram.waitForCall('sendMessage', { timeoutMs: 15_000 });
      expect(String(contact.payload.text)).toMatch(/^Контакты «.+»:\nТелефон: /);
    } finally {
      await shop.stop();
    }
  });
});
