import type { Update } from 'grammy/types';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BotDeps } from './context';
import { createBot } from './create-bot';
import { type FakeBotApi, startFakeBotApi, textMessageUpdate } from './testing/fake-bot-api';
import { testLogger } from './testing/test-logger';

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

interface SentMessage {
  chat_id: number;
  text: string;
  reply_markup?: { inline_keyboard: { text: string; web_app?: { url: string } }[][] };
}

async function makeBot(overrides: Partial<BotDeps> = {}) {
  const logger = testLogger();
  const bot = createBot({
    token,
    webAppUrl,
    apiRoot: api.apiRoot,
    storeName: async () => 'Мода',
    logger,
    ...overrides,
  });
  await bot.init();
  return { bot, logger };
}

const update = (text: string, updateId = 1) =>
  ({ update_id: updateId, ...textMessageUpdate(text, { id: 777 }) }) as unknown as Update;

async function send(text: string, overrides: Partial<BotDeps> = {}): Promise<SentMessage> {
  const { bot } = await makeBot(overrides);
  await bot.handleUpdate(update(text));
  const sent = api.callsTo('sendMessage');
  expect(sent).toHaveLength(1);
  return sent[0]?.payload as unknown as SentMessage;
}

function webAppButton(message: SentMessage) {
  const button = message.reply_markup?.inline_keyboard[0]?.[0];
  return { text: button?.text, url: button?.web_app?.url };
}

describe('createBot', () => {
  it('does not call the Bot API when it is built', () => {
    createBot({ token, webAppUrl, apiRoot: api.apiRoot, logger: testLogger() });
    expect(api.calls).toHaveLength(0);
  });

  it('greets on /start with the store name and an "Открыть магазин" web app button to the shop', async () => {
    const message = await send('/start');
    expect(message.chat_id).toBe(777);
    expect(message.text).toContain('Здравствуйте');
    expect(message.text).toContain('«Мода»');
    expect(webAppButton(message)).toEqual({ text: 'Открыть магазин', url: 'https://shop.example' });
  });

  it('reads the store name for every greeting, and greets with the default name when it cannot', async () => {
    let name = 'Ласточка';
    const { bot } = await makeBot({ storeName: async () => name });
    await bot.handleUpdate(update('/start', 1));
    name = 'Ласточка Опт';
    await bot.handleUpdate(update('/start', 2));
    const texts = api.callsTo('sendMessage').map((call) => String(call.payload.text));
    expect(texts[0]).toContain('«Ласточка»');
    expect(texts[1]).toContain('«Ласточка Опт»');

    api.reset();
    const failing = await send('/start', {
      storeName: () => Promise.reject(new Error('database is closed')),
    });
    expect(failing.text).toContain('«Магазин одежды»');
  });

  it('opens the product of a p_<id> deep link', async () => {
    const message = await send('/start p_42');
    expect(message.text).toContain('товар');
    expect(webAppButton(message)).toEqual({
      text: 'Открыть магазин',
      url: 'https://shop.example/product/42',
    });
  });

  it('opens the category of a c_<slug> deep link', async () => {
    const message = await send('/start c_platya');
    expect(webAppButton(message).url).toBe('https://shop.example/products/category/platya');
  });

  it('opens the product of a product_<id> deep link and the cart of cart', async () => {
    expect(webAppButton(await send('/start product_42')).url).toBe('https://shop.example/product/42');
    api.reset();
    const cart = await send('/start cart');
    expect(cart.text).toContain('Ваша корзина ждёт вас');
    expect(webAppButton(cart)).toEqual({ text: 'Открыть магазин', url: 'https://shop.example/cart' });
  });

  it('opens the order page of an order_<id> deep link', async () => {
    const order = await send('/start order_0b9f6f3e-5d1c-4c53-9a57-2f1e8c7d6b5a');
    expect(order.text).toContain('Вы перешли по ссылке на заказ');
    expect(webAppButton(order)).toEqual({
      text: 'Открыть магазин',
      url: 'https://shop.example/order-confirmation/0b9f6f3e-5d1c-4c53-9a57-2f1e8c7d6b5a',
    });
  });

  it('opens the catalogue on /catalog', async () => {
    expect(webAppButton(await send('/catalog'))).toEqual({
      text: 'Открыть каталог',
      url: 'https://shop.example/products',
    });
  });

  it('says /orders and /contact are unavailable when the shop hands in no data', async () => {
    expect((await send('/orders')).text).toBe('Эта функция сейчас недоступна. Попробуйте позже.');
    api.reset();
    expect((await send('/contact')).text).toBe('Эта функция сейчас недоступна. Попробуйте позже.');
  });

  it.each(['p_4x2', 'c_Платья', 'c_../../admin', 'something'])(
    'opens the shop home for the bad payload %s',
    async (payload) => {
      const message = await send(`/start ${payload}`);
      expect(message.text).not.toContain('по ссылке');
      expect(webAppButton(message).url).toBe('https://shop.example');
    },
  );

  it('lists the commands in Russian on /help', async () => {
    const message = await send('/help');
    expect(message.text).toContain('/start — открыть магазин');
    expect(message.text).toContain('/help — список команд');
    expect(message.text).toContain('/orders — мои заказы');
    expect(message.text).toContain('/contact — контакты магазина');
    expect(message.reply_markup).toBeUndefined();
  });

  it('logs a failing handler and keeps going', async () => {
    api.on('sendMessage', () => ({
      ok: false,
      error_code: 403,
      description: 'Forbidden: bot was blocked by the user',
    }));
    const { bot, logger } = await makeBot();
    await expect(bot.handleUpdate(update('/start', 5))).resolves.toBeUndefined();
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).toMatch(/^ERROR bot: update 5 failed: .*bot was blocked by the user/);
  });
});
