import { randomUUID } from 'node:crypto';
import { type BotDeps, createBot } from '@shop/bot';
import { type FakeBotApi, startFakeBotApi, textMessageUpdate } from '@shop/bot/testing';
import { formatKopecks } from '@shop/core';
import {
  type DatabaseHandle,
  findCart,
  type OrderLineInput,
  placeOrder,
  schema,
  setUserBlocked,
} from '@shop/db';
import {
  createProduct,
  createTestDatabase,
  createUser,
  type ProductRow,
  sql,
  testDatabaseKinds,
} from '@shop/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CART_REMINDERS_JOB, cartRemindersHandler } from '../jobs/cart-reminders';
import { createLogger } from '../lib/logger';
import { ordersAdmin } from '../services/admin/orders-admin';
import { createCatalogService } from '../services/catalog/catalog-service';
import { type TestOutbox, testOutbox } from '../testing/telegram-outbox';
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
  let shop: TestOutbox;
  let updateId = 1;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await handle.db
      .insert(schema.shippingMethods)
      .values({ id: 'courier', name: 'Курьер', priceKopecks: 30_000, estimatedDays: '1-2 дня' });
    telegram = await startFakeBotApi({ token });
    const log = createLogger('error', () => {});
    shop = testOutbox(handle, telegram, { token, log, webAppUrl });
    const deps: BotDeps = {
      token,
      webAppUrl,
      apiRoot: telegram.apiRoot,
      data: botShopData(handle.db, {
        catalog: createCatalogService(handle.db),
        webAppUrl,
        log,
        orders: ordersAdmin(handle.db, { outbox: shop.outbox }),
        outbox: shop.outbox,
      }),
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

  function placeOrderOf(userId: string, lines: OrderLineInput[]) {
    const subtotal = lines.reduce((sum, line) => sum + line.lineTotalKopecks, 0);
    return placeOrder(handle.db, {
      userId,
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
  }

  const repeatPress = (telegramId: number, orderId: string, id = `cb-${updateId}`) =>
    send({
      callback_query: {
        id,
        chat_instance: '1',
        from: { id: telegramId, is_bot: false, first_name: 'Анна' },
        message: { message_id: 9, date: 0, chat: { id: telegramId, type: 'private', first_name: 'Анна' } },
        data: `repeat:${orderId}`,
      },
    });

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
    // The order takes the trench's last piece: a repeat finds it sold out.
    const { order } = await placeOrderOf(user.id, [lineOf(plenty, 2), lineOf(last, 1)]);
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

  it('takes /start as leave to write first: the idle-cart reminder then reaches her, not one who never started', async () => {
    const started = await createUser(handle.db, { telegramId: 5301, botMessagesAllowedAt: null });
    const silent = await createUser(handle.db, { telegramId: 5302, botMessagesAllowedAt: null });
    for (const user of [started, silent]) {
      const product = await createProduct(handle.db, { priceKopecks: 120_000 });
      const [cart] = await handle.db.insert(schema.carts).values({ userId: user.id }).returning();
      await handle.db.insert(schema.cartItems).values({
        cartId: cart!.id,
        productId: product.id,
        colorCode: 'BLK',
        sizeCode: 'M',
        quantity: 1,
        priceKopecks: 120_000,
      });
      await handle.db
        .update(schema.carts)
        .set({ updatedAt: new Date(Date.now() - 30 * 3_600_000) })
        .where(sql`${schema.carts.id} = ${cart!.id}`);
    }

    await send(textMessageUpdate('/start', { id: 5301 }));
    const consent = async (id: string) =>
      (await handle.db.select().from(schema.users).where(sql`${schema.users.id} = ${id}`))[0]
        ?.botMessagesAllowedAt;
    expect(await consent(started.id)).toBeInstanceOf(Date);
    expect(await consent(silent.id)).toBeNull();

    telegram.reset();
    const log = createLogger('error', () => {});
    await cartRemindersHandler({ db: handle.db, outbox: shop.outbox, log })({
      id: 0,
      kind: CART_REMINDERS_JOB,
      key: null,
      payload: {},
      attempts: 1,
    });
    await shop.send();
    const remindedChats = telegram.callsTo('sendMessage').map((call) => call.payload.chat_id);
    expect(remindedChats).toContain(5301);
    expect(remindedChats).not.toContain(5302);
  });

  it('tells a Telegram user without an account how to link one', async () => {
    await send(textMessageUpdate('/orders', { id: 5199 }));
    expect(sentTexts()[0]).toContain('Мы не нашли аккаунт, связанный с вашим Telegram');
  });

  it('repeats an order into the server cart and names the line that is sold out', async () => {
    const { user, order, plenty } = await buyerWithOrders(5102);
    await repeatPress(5102, order.id, 'cb-1');
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

  it('brings wholesale lines back as the same set at the wholesale price', async () => {
    const user = await createUser(handle.db, { telegramId: 5110 });
    const product = await createProduct(handle.db, {
      name: { ru: 'Блуза оптом' },
      priceKopecks: 100_000,
      wholesale: { available: true, enabled: true, minQuantity: 10, wholesalePriceKopecks: 80_000 },
      variants: [
        { colorCode: 'BLK', sizeCode: 'S', quantity: 20 },
        { colorCode: 'BLK', sizeCode: 'M', quantity: 20 },
      ],
    });
    const group = `wg_${product.id}_color_group_BLK_all`;
    const setLine = (sizeCode: string): OrderLineInput => ({
      ...lineOf(product, 5),
      sku: `${product.baseSku}-BLK-${sizeCode}`,
      sizeCode,
      sizeName: sizeCode,
      unitPriceKopecks: 80_000,
      lineTotalKopecks: 400_000,
      isWholesale: true,
      wholesaleGroupId: group,
    });
    const { order } = await placeOrderOf(user.id, [setLine('S'), setLine('M')]);
    await repeatPress(5110, order.id);
    expect(sentTexts()[0]).toBe(
      'Добавили в корзину:\n• Блуза оптом, Чёрный, S — 5 шт.\n• Блуза оптом, Чёрный, M — 5 шт.',
    );
    const cart = await findCart(handle.db, user.id);
    expect(
      cart?.items.map((item) => [
        item.sizeCode,
        item.quantity,
        item.isWholesale,
        item.wholesaleGroupId,
        item.priceKopecks,
      ]),
    ).toEqual([
      ['S', 5, true, group, 80_000],
      ['M', 5, true, group, 80_000],
    ]);
  });

  it('adds what is left of a short line and says how much was cut', async () => {
    const user = await createUser(handle.db, { telegramId: 5111 });
    const coat = await createProduct(handle.db, {
      name: { ru: 'Пальто шерстяное' },
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 4 }],
    });
    // The order takes 3 of 4: one coat is left for the repeat.
    const { order } = await placeOrderOf(user.id, [lineOf(coat, 3)]);
    await repeatPress(5111, order.id);
    expect(telegram.callsTo('answerCallbackQuery')[0]?.payload.text).toBe('Добавлено в корзину: 1');
    expect(sentTexts()[0]).toBe(
      'Добавили в корзину:\n• Пальто шерстяное, Чёрный, M — 1 шт.\n\nОсталось меньше, чем было в заказе:\n• Пальто шерстяное, Чёрный, M — 1 из 3 шт.',
    );
    const cart = await findCart(handle.db, user.id);
    expect(cart?.items.map((item) => [item.productId, item.quantity])).toEqual([[coat.id, 1]]);
  });

  it('answers the repeat of a 200-line order with long names in one message Telegram accepts', async () => {
    const user = await createUser(handle.db, { telegramId: 5114 });
    const longName = (i: number) =>
      `Платье-рубашка из льна с поясом и длинным рукавом, модель ${i} `.repeat(3);
    const sizes = ['XS', 'S', 'M', 'L', 'XL', '42', '44', '46', '48', '50'];
    const lines: OrderLineInput[] = [];
    for (let i = 0; i < 20; i++) {
      const product = await createProduct(handle.db, {
        name: { ru: longName(i) },
        priceKopecks: 10_000,
        // Every fourth line is sold out by the order itself.
        variants: sizes.map((sizeCode, j) => ({
          colorCode: 'BLK',
          sizeCode,
          quantity: (i * sizes.length + j) % 4 === 0 ? 1 : 5,
        })),
      });
      for (const sizeCode of sizes) {
        lines.push({
          ...lineOf(product, 1),
          sku: `${product.baseSku}-BLK-${sizeCode}`,
          sizeCode,
          sizeName: sizeCode,
        });
      }
    }
    const { order } = await placeOrderOf(user.id, lines);
    await repeatPress(5114, order.id);
    const [sent] = telegram.deliveredTo(5114);
    const text = sent?.text ?? '';
    expect(text.length).toBeLessThanOrEqual(4096);
    expect(text).toMatch(/^Добавили в корзину:\n• Платье-рубашка/);
    expect(text).toMatch(/\n… и ещё \d+ позици(я|и|й)$/);
    const cart = await findCart(handle.db, user.id);
    expect(cart?.items).toHaveLength(150);
  });

  it('adds an order once when "Повторить" is pressed twice in a row', async () => {
    const { user, order, plenty } = await buyerWithOrders(5112);
    await Promise.all([repeatPress(5112, order.id, 'cb-a'), repeatPress(5112, order.id, 'cb-b')]);
    const answers = telegram.callsTo('answerCallbackQuery').map((call) => call.payload.text);
    expect(answers.sort()).toEqual([
      'Добавлено в корзину: 1',
      'Уже добавлено: товары этого заказа только что положены в корзину',
    ]);
    expect(telegram.callsTo('sendMessage')).toHaveLength(1);
    const cart = await findCart(handle.db, user.id);
    expect(cart?.items.map((item) => [item.productId, item.quantity])).toEqual([[plenty.id, 2]]);
  });

  it('refuses /orders and "Повторить" to a blocked account', async () => {
    const { user, order } = await buyerWithOrders(5113);
    await setUserBlocked(handle.db, user.id, true);
    await send(textMessageUpdate('/orders', { id: 5113 }));
    expect(sentTexts()).toEqual(['Ваш аккаунт заблокирован. Обратитесь в поддержку магазина']);
    await repeatPress(5113, order.id);
    expect(telegram.callsTo('answerCallbackQuery')[0]?.payload).toMatchObject({
      text: 'Ваш аккаунт заблокирован. Обратитесь в поддержку магазина',
      show_alert: true,
    });
    expect(await findCart(handle.db, user.id)).toBeUndefined();
  });

  it('answers an inline query with the products the storefront search finds, as JPEG photos', async () => {
    const upload = `/uploads/u/${'5a'.repeat(16)}`;
    const dress = await createProduct(handle.db, {
      name: { ru: 'Сарафан льняной' },
      priceKopecks: 459_000,
      images: [{ url: `${upload}-page.webp`, isPrimary: true }],
    });
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
    // Telegram takes only JPEG for a photo result: the upload's JPEG and its thumbnail, never the WebP.
    expect(results[0]).toMatchObject({
      photo_url: `https://shop.example${upload}-photo.jpg`,
      thumbnail_url: `https://shop.example${upload}-thumb.jpg`,
    });
  });

  it('answers a product whose photo has no JPEG as a text card', async () => {
    const scarf = await createProduct(handle.db, {
      name: { ru: 'Палантин кашемировый' },
      images: [{ url: 'https://cdn.example.com/scarf.png', isPrimary: true }],
    });
    await send({
      inline_query: {
        id: 'iq-2',
        from: { id: 5105, is_bot: false, first_name: 'Анна' },
        query: 'палантин',
        offset: '',
      },
    });
    const answer = telegram
      .callsTo('answerInlineQuery')
      .find((call) => call.payload.inline_query_id === 'iq-2');
    expect(answer?.payload.results).toMatchObject([{ type: 'article', id: `product_${scarf.id}` }]);
  });

  it('sends the store contacts from the settings on /contact', async () => {
    await send(textMessageUpdate('/contact', { id: 5106 }));
    const text = sentTexts()[0] ?? '';
    expect(text).toMatch(/^Контакты «.+»:/);
    expect(text).toContain('Телефон: ');
    expect(text).toContain('Часы работы: Пн–Пт: 10:00–20:00');
  });
});
