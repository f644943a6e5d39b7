import type { Update } from 'grammy/types';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBot } from '../create-bot';
import type { ShopData } from '../shop-data';
import { type FakeBotApi, startFakeBotApi, textMessageUpdate } from '../testing/fake-bot-api';
import { testLogger } from '../testing/test-logger';

const token = '123456:TEST-TOKEN';
const webAppUrl = 'https://shop.example';

let api: FakeBotApi;
beforeAll(async () => {
  api = await startFakeBotApi({ token });
});
afterAll(async () => {
  await api.close();
});
afterEach(() => {
  api.reset();
});

const allowed: number[] = [];
const data = {
  allowMessages: async (telegramId: number) => {
    allowed.push(telegramId);
  },
} as unknown as ShopData;

async function handle(update: Record<string, unknown>) {
  const logger = testLogger();
  const bot = createBot({
    token,
    webAppUrl,
    apiRoot: api.apiRoot,
    storeName: async () => 'Мода',
    data,
    logger,
  });
  await bot.init();
  await bot.handleUpdate({ update_id: 1, ...update } as unknown as Update);
  expect(logger.lines.filter((line) => line.startsWith('ERROR'))).toEqual([]);
}

const buttons = (chatId: number) =>
  api
    .deliveredTo(chatId)
    .map((message) => (message.payload.reply_markup as { inline_keyboard: unknown[][] }).inline_keyboard);

const group = { id: -1_001_234_567_890, type: 'supergroup' as const };

describe('buttons by chat type', () => {
  it('answers /start in a group with a t.me link to the mini-app, which Telegram accepts there', async () => {
    await handle(textMessageUpdate('/start@shop_test_bot p_7', { id: 4201 }, group));
    expect(buttons(group.id)).toEqual([
      [[{ text: 'Открыть магазин', url: 'https://t.me/shop_test_bot?startapp=product_7' }]],
    ]);
    // A /start in a group is no leave to write to her own chat.
    expect(allowed).not.toContain(4201);
  });

  it('opens the mini-app home from /start and /catalog in a group or a channel', async () => {
    await handle(textMessageUpdate('/start', { id: 4202 }, { id: -4242, type: 'group' }));
    await handle(textMessageUpdate('/catalog', {}, { id: -1_009_999_999_999, type: 'channel' }));
    expect(buttons(-4242)).toEqual([
      [[{ text: 'Открыть магазин', url: 'https://t.me/shop_test_bot?startapp' }]],
    ]);
    expect(buttons(-1_009_999_999_999)).toEqual([
      [[{ text: 'Открыть каталог', url: 'https://t.me/shop_test_bot?startapp' }]],
    ]);
  });

  it('keeps the web_app buttons in a private chat, where /start allows the bot to write first', async () => {
    await handle(textMessageUpdate('/start cart', { id: 4203 }));
    await handle(textMessageUpdate('/catalog', { id: 4204 }));
    expect(buttons(4203)).toEqual([
      [[{ text: 'Открыть магазин', web_app: { url: 'https://shop.example/cart' } }]],
    ]);
    expect(buttons(4204)).toEqual([
      [[{ text: 'Открыть каталог', web_app: { url: 'https://shop.example/products' } }]],
    ]);
    expect(allowed).toContain(4203);
  });
});
