import type { Bot } from 'grammy';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBot, startBot } from './index';
import { type FakeBotApi, startFakeBotApi, textMessageUpdate } from './testing/fake-bot-api';

const token = '123456:TEST-TOKEN';
const webAppUrl = 'https://shop.example';

let api: FakeBotApi;
let logs: string[];

beforeAll(async () => {
  api = await startFakeBotApi({ token });
});
afterAll(async () => {
  await api.close();
});
afterEach(() => {
  api.reset();
});

async function makeBot(): Promise<Bot> {
  logs = [];
  const bot = createBot({
    token,
    webAppUrl,
    apiRoot: api.apiRoot,
    storeName: 'Мода',
    log: (msg) => logs.push(msg),
  });
  await bot.init();
  return bot;
}

interface SentMessage {
  chat_id: number;
  text: string;
  reply_markup?: { inline_keyboard: { text: string; web_app?: { url: string } }[][] };
}

async function send(text: string): Promise<SentMessage> {
  const bot = await makeBot();
  await bot.handleUpdate({ update_id: 1, ...textMessageUpdate(text, { id: 777 }) } as never);
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
    createBot({ token, webAppUrl, apiRoot: api.apiRoot });
    expect(api.calls).toHaveLength(0);
  });

  it('greets on /start with the store name and an "Открыть магазин" web app button to the shop', async () => {
    const message = await send('/start');
    expect(message.chat_id).toBe(777);
    expect(message.text).toContain('Здравствуйте');
    expect(message.text).toContain('«Мода»');
    expect(webAppButton(message)).toEqual({ text: 'Открыть магазин', url: 'https://shop.example' });
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
    expect(message.reply_markup).toBeUndefined();
  });

  it('logs a failing handler and keeps going', async () => {
    api.on('sendMessage', () => ({
      ok: false,
      error_code: 403,
      description: 'Forbidden: bot was blocked by the user',
    }));
    const bot = await makeBot();
    await expect(
      bot.handleUpdate({ update_id: 5, ...textMessageUpdate('/start') } as never),
    ).resolves.toBeUndefined();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('update 5');
    expect(logs[0]).toContain('bot was blocked by the user');
  });
});

describe('startBot', () => {
  it('sets the menu button to the web app and answers updates by long polling until stopped', async () => {
    const startLogs: string[] = [];
    const running = await startBot({
      token,
      webAppUrl,
      apiRoot: api.apiRoot,
      log: (msg) => startLogs.push(msg),
    });
    try {
      const menu = api.callsTo('setChatMenuButton')[0];
      expect(menu?.payload).toEqual({
        menu_button: { type: 'web_app', text: 'Магазин', web_app: { url: 'https://shop.example' } },
      });

      await api.waitForCall('getUpdates');
      api.pushUpdate(textMessageUpdate('/start p_7', { id: 901 }));
      const reply = await api.waitForCall('sendMessage');
      expect(reply.payload.chat_id).toBe(901);
      expect(webAppButton(reply.payload as unknown as SentMessage).url).toBe(
        'https://shop.example/product/7',
      );
    } finally {
      await running.stop();
    }
    expect(startLogs.some((msg) => msg.includes('@shop_test_bot'))).toBe(true);
  });

  it('keeps running when Telegram refuses the menu button, and says so in the log', async () => {
    api.on('setChatMenuButton', () => ({
      ok: false,
      error_code: 400,
      description: 'Bad Request: only https',
    }));
    const startLogs: string[] = [];
    const running = await startBot({
      token,
      webAppUrl,
      apiRoot: api.apiRoot,
      log: (msg) => startLogs.push(msg),
    });
    await running.stop();
    expect(startLogs.some((msg) => msg.includes('menu button') && msg.includes('only https'))).toBe(true);
  });

  it('rejects a token the Bot API refuses', async () => {
    await expect(
      startBot({ token: '1:WRONG', webAppUrl, apiRoot: api.apiRoot, log: () => {} }),
    ).rejects.toThrow(/Unauthorized/);
  });
});
