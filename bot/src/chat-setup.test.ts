import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setUpChat } from './chat-setup';
import { createBot } from './create-bot';
import { type FakeBotApi, startFakeBotApi } from './testing/fake-bot-api';
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

async function setUp(staffChatId?: string) {
  const logger = testLogger();
  const bot = createBot({ token, webAppUrl, apiRoot: api.apiRoot, logger });
  await setUpChat(bot, { webAppUrl, logger, ...(staffChatId ? { staffChatId } : {}) });
  return logger;
}

const commandNames = (payload: Record<string, unknown>) =>
  (payload.commands as { command: string }[]).map((command) => command.command);

describe('setUpChat', () => {
  it('sets the menu button to open the shop', async () => {
    await setUp();
    expect(api.callsTo('setChatMenuButton').map((call) => call.payload)).toEqual([
      { menu_button: { type: 'web_app', text: 'Магазин', web_app: { url: 'https://shop.example' } } },
    ]);
  });

  it("advertises the buyer's commands in private chats only, in Russian and English, and none in groups", async () => {
    await setUp();
    const lists = api.callsTo('setMyCommands').map((call) => call.payload);
    expect(lists.map((list) => [list.scope, list.language_code])).toEqual([
      [{ type: 'all_private_chats' }, undefined],
      [{ type: 'all_private_chats' }, 'ru'],
      [{ type: 'all_private_chats' }, 'en'],
    ]);
    expect(lists[1]?.commands).toContainEqual({ command: 'orders', description: 'Мои заказы' });
    expect(lists[2]?.commands).toContainEqual({ command: 'orders', description: 'My orders' });
    // The default scope (groups included) is emptied of the lists an earlier version put there.
    expect(api.callsTo('deleteMyCommands').map((call) => call.payload)).toEqual([
      {},
      { language_code: 'ru' },
      { language_code: 'en' },
    ]);
    expect(
      lists.some((list) => list.scope === undefined || (list.scope as { type: string }).type === 'default'),
    ).toBe(false);
  });

  it('gives the staff chat its own short list, by id or @username', async () => {
    await setUp('-1001234567890');
    const staff = api.callsTo('setMyCommands').at(-1)?.payload;
    expect(staff?.scope).toEqual({ type: 'chat', chat_id: '-1001234567890' });
    expect(commandNames(staff ?? {})).toEqual(['staff', 'catalog', 'contact', 'help']);

    api.reset();
    await setUp('@shop_staff');
    expect(api.callsTo('setMyCommands').at(-1)?.payload.scope).toEqual({
      type: 'chat',
      chat_id: '@shop_staff',
    });
  });

  it('logs a staff chat Telegram does not know and still sets the buyer lists', async () => {
    api.on('setMyCommands', (payload) =>
      (payload.scope as { type: string }).type === 'chat'
        ? { ok: false, error_code: 400, description: 'Bad Request: chat not found' }
        : true,
    );
    const logger = await setUp('@no_such_chat');
    expect(api.callsTo('setMyCommands')).toHaveLength(4);
    expect(logger.lines).toEqual([
      "WARN bot: could not set the command list of the staff chat @no_such_chat: Call to 'setMyCommands' failed! (400: Bad Request: chat not found)",
    ]);
  });
});
