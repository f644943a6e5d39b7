import { createBot } from '@shop/bot';
import { type FakeBotApi, startFakeBotApi } from '@shop/bot/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { noopNotifier, telegramNotifier } from './notifier';

const token = '123456789:notifier-test-token-for-the-fake';

describe('the Telegram notifier', () => {
  let telegram: FakeBotApi;
  const logLines: string[] = [];
  const log = createLogger('debug', (line) => logLines.push(line));
  const notifierFor = (staffChatId: string | undefined) =>
    telegramNotifier(
      createBot({ token, webAppUrl: 'https://shop.example', apiRoot: telegram.apiRoot, logger: log }).api,
      {
        staffChatId,
        webAppUrl: 'https://shop.example',
        log,
      },
    );

  beforeAll(async () => {
    telegram = await startFakeBotApi({ token });
  });
  afterAll(() => telegram.close());
  afterEach(() => {
    telegram.reset();
    logLines.length = 0;
  });

  it('opens a product of the shop in the mini-app from a button', async () => {
    await notifierFor(undefined).notifyUser(700000002, 'Снова в наличии', {
      button: { text: 'Открыть товар', opens: { kind: 'product', id: '42' } },
    });
    expect(telegram.callsTo('sendMessage')[0]?.payload.reply_markup).toEqual({
      inline_keyboard: [[{ text: 'Открыть товар', web_app: { url: 'https://shop.example/product/42' } }]],
    });
  });

  it('writes to a customer with a button that opens the shop as a mini-app', async () => {
    const sent = await notifierFor(undefined).notifyUser(700000001, 'Заказ №1001 передан в доставку', {
      button: { text: 'Открыть заказ', url: 'https://shop.example/orders/1001' },
    });
    expect(sent).toBe(true);
    expect(telegram.callsTo('sendMessage').map((call) => call.payload)).toEqual([
      {
        chat_id: 700000001,
        text: 'Заказ №1001 передан в доставку',
        reply_markup: {
          inline_keyboard: [
            [{ text: 'Открыть заказ', web_app: { url: 'https://shop.example/orders/1001' } }],
          ],
        },
      },
    ]);
  });

  it('writes to the staff chat with a link button, quietly when asked', async () => {
    const sent = await notifierFor('-1001234567890').notifyStaff('Новый заказ №1002', {
      button: { text: 'Открыть', url: 'https://shop.example/admin/orders' },
      silent: true,
    });
    expect(sent).toBe(true);
    expect(telegram.callsTo('sendMessage')[0]?.payload).toEqual({
      chat_id: '-1001234567890',
      text: 'Новый заказ №1002',
      reply_markup: { inline_keyboard: [[{ text: 'Открыть', url: 'https://shop.example/admin/orders' }]] },
      disable_notification: true,
    });
  });

  it('sends nothing to staff when no staff chat is configured', async () => {
    expect(await notifierFor(undefined).notifyStaff('Новый заказ')).toBe(false);
    expect(telegram.calls).toEqual([]);
  });

  it('answers false and logs when Telegram refuses, without throwing', async () => {
    telegram.on('sendMessage', () => ({
      ok: false,
      error_code: 403,
      description: 'Forbidden: bot was blocked by the user',
    }));
    expect(await notifierFor(undefined).notifyUser(700000002, 'Заказ отменён')).toBe(false);
    expect(logLines.join('\n')).toMatch(
      /"level":"warn","msg":"a Telegram message was not delivered.*bot was blocked by the user/,
    );
    expect(logLines.join('\n')).not.toContain(token);
  });

  it('does nothing without a bot', async () => {
    expect(await noopNotifier.notifyUser(1, 'text')).toBe(false);
    expect(await noopNotifier.notifyStaff('text')).toBe(false);
  });
});
