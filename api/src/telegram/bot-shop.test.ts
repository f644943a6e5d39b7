import { randomUUID } from 'node:crypto';
import { type BotDeps, createBot } from '@shop/bot';
import { type FakeBotApi, startFakeBotApi, textMessageUpdate } from '@shop/bot/testing';
import { formatKopecks } from '@shop/core';
import { type DatabaseHandle, findCart, type OrderLineInput, placeOrder, schema } from '@shop/db';
import {
  createProduct,
  createTestDatabase,
  createUser,
  type ProductRow,
  testDatabaseKinds,
} from '@shop/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { createCatalogService } from '../services/catalog/catalog-service';
import { botShopData } from './shop-data';

const token = '123456789:bot-shop-test-token-for-the-fake-api';
const webAppUrl = 'https://shop.example';

function lineOf(product: ProductRow, quantity: number): OrderLineInput {
  return {
    productId: product.id,
    name: product.name.ru ?? '',
    sku: `${product.baseSku}-BLK-M`,
    image: null,
    colorCode: 'BLK',
    colorName: 'Чёрный',
    sizeCode: 'M',
    sizeName: 'M',
    quantity,
    unitPriceKopecks: product.priceKopecks,
    originalPriceKopecks: null,
    discountKopecks: 0,
    lineTotalKopecks: product.priceKopecks * quantity,
    isWholesale: false,
    wholesaleGroupId: null,
    wholesaleMetadata: null,
  };
}

describe.each(testDatabaseKinds())('the bot over the shop on %s', (kind) => {
  let handle: DatabaseHandle;
  let telegram: FakeBotApi;
  let bot: ReturnType<typeof createBot>;
  let updateId = 1;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await handle.db
      .insert(schema.shippingMethods)
      .values({ id: 'courier', name: 'Курьер', priceKopecks: 30_000, estimatedDays: '1-2 дня' });
    telegram = await startFakeBotApi({ token });
    const log = createLogger('error', () => {});
    const deps: BotDeps = {
      token,
      webAppUrl,
      apiRoot: telegram.apiRoot,
      data: botShopData(handle.db, { catalog: createCatalogService(handle.db), webAppUrl, log }),
      logger: log,
    };
    bot = createBot(deps);
    await bot.init();
  });
  afterAll(async () => {
    await telegram.close();
    await handle.close();
  });
  afterEach(() => telegram.reset());

  const send = (update: Record<string, unknown>) =>
    bot.handleUpdate({ update_id: updateId++, ...update } as unknown as Parameters<
      typeof bot.handleUpdate
    >[0]);
  const sentTexts = () => telegram.callsTo('sendMessage').map((call) => String(call.payload.text));

  async function buyerWithOrders(telegramId: number) {
    const user = await createUser(handle.db, { telegramId });
    const plenty = await createProduct(handle.db, {
      name: { ru: 'Платье миди' },
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 5 }],
    });
    const last = await createProduct(handle.db, {
      name: { ru: 'Тренч бежевый' },
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 1 }],
    });
    const lines = [lineOf(plenty, 2), lineOf(last, 1)];
    const subtotal = lines.reduce((sum, line) => sum + line.lineTotalKopecks, 0);
    // The order takes the trench's last piece: a repeat finds it sold out.
    const { order } = await placeOrder(handle.db, {
      userId: user.id,
      idempotencyKey: randomUUID(),
      requestHash: 'hash',
      customer: { name: 'Анна', phone: '+79001234567' },
      address: { region: 'moscow', city: 'Москва', street: 'Покровка', house: '17' },
      shipping: { methodId: 'courier', name: 'Курьер', feeKopecks: 30_000 },
      subtotalKopecks: subtotal,
      discountKopecks: 0,
      paymentFeeKopecks: 0,
      totalKopecks: subtotal + 30_000,
      promocode: null,
      paymentMethod: 'cash',
      lines,
    });
    return { user, order, plenty, last };
  }

  it('lists the recent orders of the linked account with Russian statuses and a repeat button', async () => {
    const { order } = await buyerWithOrders(5101);
    await send(textMessageUpdate('/orders', { id: 5101 }));
    const [sent] = telegram.callsTo('sendMessage');
    const text = String(sent?.payload.text);
    expect(text).toContain('Ваши последние заказы:');
    expect(text).toContain(`№${order.number} от`);
    expect(text).toContain(`— Новый, ${formatKopecks(927_000)}, позиций: 3`);
    expect(sent?.payload.reply_markup).toEqual({
      inline_keyboard: [[{ text: `Повторить №${order.number}`, callback_data: `repeat:${order.id}` }]],
    });
  });

  it('tells a Telegram user without an account how to link one', async () => {
    await send(textMessageUpdate('/orders', { id: 5199 }));
    expect(sentTexts()[0]).toContain('Мы не нашли аккаунт, связанный с вашим Telegram');
  });

  it('repeats an order into the server cart and names the line that is sold out', async () => {
    const { user, order, plenty } = await buyerWithOrders(5102);
    await send({
      callback_query: {
        id: 'cb-1',
        chat_instance: '1',
        from: { id: 5102, is_bot: false, first_name: 'Анна' },
        message: { message_id: 9, date: 0, chat: { id: 5102, type: 'private', first_name: 'Анна' } },
        data: `repeat:${order.id}`,
      },
    });
    expect(telegram.callsTo('answerCallbackQuery')[0]?.payload).toMatchObject({
      callback_query_id: 'cb-1',
      text: 'Добавлено в корзину: 1',
    });
    expect(telegram.callsTo('sendMessage')[0]?.payload.chat_id).toBe(5102);
    const text = sentTexts()[0] ?? '';
    expect(text).toContain('Добавили в корзину:\n• Платье миди, Чёрный, M — 2 шт.');
    expect(text).toMatch(/Нет в наличии:\n• Тренч бежевый, Чёрный, M — 1 шт\. \(.+\)/);
    expect(JSON.stringify(telegram.callsTo('sendMessage')[0]?.payload.reply_markup)).toContain(
      'https://shop.example/cart',
    );
    const cart = await findCart(handle.db, user.id);
    expect(cart?.items.map((item) => [item.productId, item.quantity])).toEqual([[plenty.id, 2]]);
  });

  it("refuses to repeat another buyer's order", async () => {
    const { order } = await buyerWithOrders(5103);
    await createUser(handle.db, { telegramId: 5104 });
    await send({
      callback_query: {
        id: 'cb-2',
        chat_instance: '1',
        from: { id: 5104, is_bot: false, first_name: 'Ольга' },
        data: `repeat:${order.id}`,
      },
    });
    expect(telegram.callsTo('answerCallbackQuery')[0]?.payload).toMatchObject({
      text: 'Заказ не найден',
      show_alert: true,
    });
    expect(telegram.callsTo('sendMessage')).toEqual([]);
  });

  it('answers an inline query with the products the storefront search finds', async () => {
    const dress = await createProduct(handle.db, { name: { ru: 'Сарафан льняной' }, priceKopecks: 459_000 });
    await send({
      inline_query: {
        id: 'iq-1',
        from: { id: 5105, is_bot: false, first_name: 'Анна' },
        query: 'сарафан',
        offset: '',
      },
    });
    const [answer] = telegram.callsTo('answerInlineQuery');
    const results = answer?.payload.results as Record<string, unknown>[];
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      type: 'photo',
      id: `product_${dress.id}`,
      title: 'Сарафан льняной',
      caption: `Сарафан льняной\n${formatKopecks(459_000)}`,
      reply_markup: {
        inline_keyboard: [
          [{ text: 'Открыть в магазине', url: `https://t.me/shop_test_bot?startapp=product_${dress.id}` }],
        ],
      },
    });
    expect(String(results[0]?.photo_url)).toMatch(/^https:\/\/shop\.example\/uploads\//);
  });

  it('sends the store contacts from the settings on /contact', async () => {
    await send(textMessageUpdate('/contact', { id: 5106 }));
    const text = sentTexts()[0] ?? '';
    expect(text).toMatch(/^Контакты «.+»:/);
    expect(text).toContain('Телефон: ');
    expect(text).toContain('Часы работы: Пн–Пт: 10:00–20:00');
  });
});
