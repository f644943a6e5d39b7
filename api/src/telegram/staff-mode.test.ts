/**
 * /staff, the bot's way into the mini-app's staff mode, over a real database and the fake Bot API (which refuses
 * web_app buttons in groups and without https, as Telegram does).
 */
import { createBot } from '@shop/bot';
import { type FakeBotApi, startFakeBotApi, textMessageUpdate } from '@shop/bot/testing';
import { setUserBlocked } from '@shop/db';
import { createUser, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ordersAdmin } from '../services/admin/orders-admin';
import { createCatalogService } from '../services/catalog/catalog-service';
import { createTestApp, type TestApp } from '../testing/test-app';
import { telegramOutbox } from './outbox';
import { botShopData } from './shop-data';

const token = '123456789:staff-mode-test-token-for-the-fake';
const STAFF_CHAT = -1001234500077;

describe.each(testDatabaseKinds())('/staff on %s', (kind) => {
  let t: TestApp;
  let telegram: FakeBotApi;
  let updateId = 1;
  const db = () => t.deps.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    telegram = await startFakeBotApi({ token });
  });
  afterAll(async () => {
    await telegram.close();
    await t.close();
  });
  afterEach(() => telegram.reset());

  /** The bot of a shop at `webAppUrl`; /staff from `fromId`, in the chat given or in the private chat. */
  async function staffCommand(
    fromId: number,
    chat?: { id: number; type: 'supergroup' },
    webAppUrl = 'https://shop.example',
  ) {
    const outbox = telegramOutbox({ staffChatId: undefined, webAppUrl });
    const bot = createBot({
      token,
      webAppUrl,
      apiRoot: telegram.apiRoot,
      staffChatId: String(STAFF_CHAT),
      data: botShopData(db(), {
        catalog: createCatalogService(db()),
        webAppUrl,
        log: t.deps.log,
        orders: ordersAdmin(db(), { outbox }),
        outbox,
      }),
      logger: t.deps.log,
    });
    await bot.init();
    await bot.handleUpdate({
      update_id: updateId++,
      ...textMessageUpdate('/staff', { id: fromId, first_name: 'Ольга' }, chat),
    } as unknown as Parameters<typeof bot.handleUpdate>[0]);
    const sent = telegram.callsTo('sendMessage');
    expect(sent).toHaveLength(1);
    // Whatever the shop sent, Telegram took it (the fake refuses what Telegram refuses).
    expect(telegram.delivered).toHaveLength(1);
    return sent[0]!.payload as {
      text: string;
      reply_markup?: { inline_keyboard: Record<string, unknown>[][] };
    };
  }

  const linked = (telegramId: number, role: 'manager' | 'admin' | 'user' = 'manager') =>
    createUser(db(), { role, telegramId, name: 'Ольга Менеджер' });

  it('gives a linked manager in her chat with the bot a web_app button to the staff mode', async () => {
    await linked(7301);
    const message = await staffCommand(7301);
    expect(message.text).toBe('Заказы за сегодня, статусы и остатки — в режиме сотрудника.');
    expect(message.reply_markup?.inline_keyboard).toEqual([
      [{ text: 'Режим сотрудника', web_app: { url: 'https://shop.example/staff' } }],
    ]);
  });

  it('answers in the staff chat with a t.me link, since Telegram takes no web_app button in a group', async () => {
    const message = await staffCommand(7399, { id: STAFF_CHAT, type: 'supergroup' });
    expect(message.reply_markup?.inline_keyboard).toEqual([
      [{ text: 'Режим сотрудника', url: 'https://t.me/shop_test_bot?startapp=staff' }],
    ]);
  });

  it('falls back to the t.me link when the shop has no https address', async () => {
    await linked(7302, 'admin');
    const message = await staffCommand(7302, undefined, 'http://localhost:3000');
    expect(message.reply_markup?.inline_keyboard).toEqual([
      [{ text: 'Режим сотрудника', url: 'https://t.me/shop_test_bot?startapp=staff' }],
    ]);
  });

  it('tells a buyer and a stranger how to get linked, with no button', async () => {
    await linked(7303, 'user');
    for (const id of [7303, 7304]) {
      telegram.reset();
      const message = await staffCommand(id);
      expect(message.text).toBe(
        `Режим сотрудника открывается только сотрудникам магазина. Если вы сотрудник, попросите администратора привязать ваш Telegram ID ${id} в разделе «Пользователи».`,
      );
      expect(message.reply_markup).toBeUndefined();
    }
  });

  it('tells a blocked manager so, with no button', async () => {
    const manager = await linked(7305);
    await setUserBlocked(db(), manager.id, true);
    const message = await staffCommand(7305);
    expect(message.text).toBe('Ваш аккаунт заблокирован. Обратитесь в поддержку магазина');
    expect(message.reply_markup).toBeUndefined();
  });
});
