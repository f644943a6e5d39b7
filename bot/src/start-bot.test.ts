import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBot } from './create-bot';
import { startBot } from './start-bot';
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

function launch(options: Parameters<typeof startBot>[2] = {}, apiRoot = api.apiRoot, botToken = token) {
  const logger = testLogger();
  const bot = createBot({ token: botToken, webAppUrl, apiRoot, logger });
  return { logger, running: startBot(bot, { webAppUrl, logger }, options) };
}

/** A Bot API address that accepts connections and never answers. */
async function silentServer(): Promise<{ apiRoot: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiRoot: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('startBot', () => {
  it('sets the menu button and commands, then answers updates by long polling until stopped', async () => {
    const { logger, running } = launch();
    try {
      expect(await running.started).toBe(true);
      expect(api.callsTo('setChatMenuButton')[0]?.payload).toEqual({
        menu_button: { type: 'web_app', text: 'Магазин', web_app: { url: 'https://shop.example' } },
      });
      // What the lists hold is chat-setup.test.ts's; here only that they are set before polling starts.
      expect(api.callsTo('setMyCommands')).toHaveLength(3);

      api.pushUpdate(textMessageUpdate('/start p_7', { id: 901 }));
      const reply = await api.waitForCall('sendMessage');
      expect(reply.payload.chat_id).toBe(901);
      expect(JSON.stringify(reply.payload.reply_markup)).toContain('https://shop.example/product/7');
    } finally {
      await running.stop();
    }
    expect(logger.lines.filter((line) => line.includes('polling'))).toEqual([
      'INFO bot @shop_test_bot is polling for updates',
    ]);
    expect(api.callsTo('getMe')).toHaveLength(1);
    expect(api.callsTo('setWebhook')).toHaveLength(0);
  });

  it('sets a webhook with its secret instead of polling when given one', async () => {
    const webhook = { url: 'https://shop.example/api/telegram/webhook', secretToken: 'secret_token-1' };
    const { logger, running } = launch({ webhook });
    expect(await running.started).toBe(true);
    await running.stop();
    expect(api.callsTo('setWebhook').map((call) => call.payload)).toEqual([
      { url: webhook.url, secret_token: webhook.secretToken },
    ]);
    expect(api.callsTo('getUpdates')).toHaveLength(0);
    expect(api.callsTo('deleteWebhook')).toHaveLength(0);
    expect(logger.lines).toContain(
      'INFO bot @shop_test_bot receives updates at https://shop.example/api/telegram/webhook',
    );
  });

  it('keeps running when Telegram refuses the menu button, and says so in the log', async () => {
    api.on('setChatMenuButton', () => ({
      ok: false,
      error_code: 400,
      description: 'Bad Request: only https',
    }));
    const { logger, running } = launch();
    expect(await running.started).toBe(true);
    await running.stop();
    expect(logger.lines.some((line) => line.includes('menu button') && line.includes('only https'))).toBe(
      true,
    );
  });

  it('gives up on a token the Bot API refuses and says so, without throwing', async () => {
    const { logger, running } = launch({}, api.apiRoot, '1:WRONG');
    expect(await running.started).toBe(false);
    expect(logger.lines.some((line) => line.startsWith('ERROR') && line.includes('Unauthorized'))).toBe(true);
    expect(api.callsTo('getUpdates')).toHaveLength(0);
    await running.stop();
  });

  it('stops at once while Telegram never answers the start', async () => {
    const silent = await silentServer();
    try {
      const { logger, running } = launch({}, silent.apiRoot);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const before = Date.now();
      await running.stop();
      expect(Date.now() - before).toBeLessThan(1000);
      expect(await running.started).toBe(false);
      expect(logger.lines.some((line) => line.startsWith('ERROR'))).toBe(false);
    } finally {
      await silent.close();
    }
  });

  it('stops within its timeout when Telegram stops answering during long polling', async () => {
    const { running } = launch({ stopTimeoutMs: 300 });
    expect(await running.started).toBe(true);
    await api.waitForCall('getUpdates');
    api.on('getUpdates', () => new Promise(() => {}));
    const before = Date.now();
    await running.stop();
    expect(Date.now() - before).toBeLessThan(1500);
  });
});
