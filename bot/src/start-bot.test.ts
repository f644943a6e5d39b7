import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BotDeps } from './context';
import { createBot } from './create-bot';
import { startBot } from './start-bot';
import {
  type FakeBotApi,
  preCheckoutQueryUpdate,
  startFakeBotApi,
  textMessageUpdate,
} from './testing/fake-bot-api';
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

function launch(
  options: Parameters<typeof startBot>[2] = {},
  apiRoot = api.apiRoot,
  botToken = token,
  deps: Partial<BotDeps> = {},
) {
  const logger = testLogger();
  const bot = createBot({ token: botToken, webAppUrl, apiRoot, logger, ...deps });
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

const allowedUpdates = ['message', 'callback_query', 'inline_query', 'pre_checkout_query', 'my_chat_member'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sentMessage = (payload: Record<string, unknown>) => ({
  message_id: 1,
  date: Math.floor(Date.now() / 1000),
  chat: { id: Number(payload.chat_id), type: 'private' },
  text: payload.text,
});

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
      { url: webhook.url, secret_token: webhook.secretToken, allowed_updates: allowedUpdates },
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

  it('asks getUpdates for exactly the updates the bot handles', async () => {
    const { running } = launch();
    try {
      expect(await running.started).toBe(true);
      const poll = await api.waitForCall('getUpdates');
      expect(poll.payload.allowed_updates).toEqual(allowedUpdates);
    } finally {
      await running.stop();
    }
  });

  it('answers a pre-checkout query at once while 12 slow replies are in flight', async () => {
    let inFlight = 0;
    let most = 0;
    api.on('sendMessage', async (payload) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await sleep(2000);
      inFlight -= 1;
      return sentMessage(payload);
    });
    const { running } = launch({}, api.apiRoot, token, {
      payments: { check: async () => ({ ok: true }), confirm: async () => undefined },
    });
    try {
      expect(await running.started).toBe(true);
      for (let chat = 0; chat < 12; chat++) api.pushUpdate(textMessageUpdate('/help', { id: 7000 + chat }));
      // A group's command comes too, and waits for nothing either.
      api.pushUpdate({
        message: {
          ...(textMessageUpdate('/help', { id: 7100 }).message as Record<string, unknown>),
          chat: { id: -1007100, type: 'supergroup', title: 'Сотрудники' },
        },
      });
      await sleep(300);
      expect(inFlight).toBe(13);
      const asked = Date.now();
      api.pushUpdate(preCheckoutQueryUpdate({ payload: 'order-1', totalAmount: 309_000 }));
      const answer = await api.waitForCall('answerPreCheckoutQuery', { timeoutMs: 1500 });
      expect(Date.now() - asked).toBeLessThan(500);
      expect(answer.payload.ok).toBe(true);
      expect(most).toBe(13);
    } finally {
      await running.stop();
    }
  });

  it("keeps one chat's updates in order while another chat's go ahead", async () => {
    const events: string[] = [];
    const kindOf = (payload: Record<string, unknown>) => {
      const text = String(payload.text);
      if (Number(payload.chat_id) === 8002) return 'B help';
      if (text.includes('Здравствуйте')) return 'A start';
      if (text.includes('/help')) return 'A help';
      return 'A catalog';
    };
    api.on('sendMessage', async (payload) => {
      const kind = kindOf(payload);
      events.push(`${kind} sent`);
      await sleep(kind === 'A start' ? 400 : 20);
      events.push(`${kind} answered`);
      return sentMessage(payload);
    });
    const { running } = launch();
    try {
      expect(await running.started).toBe(true);
      api.pushUpdate(textMessageUpdate('/start', { id: 8001 }));
      api.pushUpdate(textMessageUpdate('/help', { id: 8001 }));
      api.pushUpdate(textMessageUpdate('/catalog', { id: 8001 }));
      api.pushUpdate(textMessageUpdate('/help', { id: 8002 }));
      await expect.poll(() => events.length, { timeout: 3000 }).toBe(8);
    } finally {
      await running.stop();
    }
    expect(events.filter((event) => event.startsWith('A'))).toEqual([
      'A start sent',
      'A start answered',
      'A help sent',
      'A help answered',
      'A catalog sent',
      'A catalog answered',
    ]);
    expect(events.indexOf('B help answered')).toBeLessThan(events.indexOf('A start answered'));
  });

  it.each([
    [
      'another poller',
      'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running',
      'another instance polls for updates with the same token',
    ],
    [
      'a webhook',
      "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
      'a webhook is set for this bot',
    ],
  ])(
    'ends polling as a conflict on a 409 from %s, and says which in the log',
    async (_name, description, said) => {
      api.on('getUpdates', () => ({ ok: false, error_code: 409, description }));
      const { logger, running } = launch();
      expect(await running.ended).toBe('conflict');
      expect(logger.lines.filter((line) => line.startsWith('ERROR'))).toHaveLength(1);
      expect(logger.lines.find((line) => line.startsWith('ERROR'))).toContain(said);
      await running.stop();
    },
  );
});
