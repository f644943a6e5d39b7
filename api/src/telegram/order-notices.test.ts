import { randomUUID } from 'node:crypto';
import { createBot } from '@shop/bot';
import { type FakeBotApi, startFakeBotApi } from '@shop/bot/testing';
import { formatKopecks } from '@shop/core';
import { schema } from '@shop/db';
import { createProduct, createUser, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { telegramNotifier } from '../services/notifier';
import { hashPassword } from '../services/passwords';
import { bearer, login, tokenFor } from '../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../testing/test-app';

const token = '123456789:order-notices-test-token-for-the-fake';

const checkout = {
  contact: { name: 'Анна Смирнова', phone: '8 (900) 123-45-67' },
  address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
  shippingMethodId: 'courier',
  paymentMethod: 'cash',
};

describe.each(testDatabaseKinds())('order notices to the buyer in Telegram on %s', (kind) => {
  let t: TestApp;
  let telegram: FakeBotApi;
  let app: TestApp['app'];

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.deps.database.db
      .insert(schema.shippingMethods)
      .values({ id: 'courier', name: 'Курьер', priceKopecks: 30_000, estimatedDays: '1-2 дня' });
    telegram = await startFakeBotApi({ token });
    const bot = createBot({
      token,
      webAppUrl: 'https://shop.example',
      apiRoot: telegram.apiRoot,
      logger: t.deps.log,
    });
    const notifier = telegramNotifier(bot.api, {
      staffChatId: undefined,
      webAppUrl: 'https://shop.example',
      log: t.deps.log,
    });
    ({ app } = createApp({ ...t.deps, notifier }));
  });
  afterAll(async () => {
    await telegram.close();
    await t.close();
  });
  afterEach(() => telegram.reset());

  async function order(telegramId: number | null) {
    const db = t.deps.database.db;
    const product = await createProduct(db, { variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 5 }] });
    const password = 'buyer-password-long';
    const account = await createUser(db, { telegramId, passwordHash: await hashPassword(password) });
    const { token: access } = await login(t, account.email!, password);
    const [cart] = await db.insert(schema.carts).values({ userId: account.id }).returning();
    await db.insert(schema.cartItems).values({
      cartId: cart!.id,
      productId: product.id,
      colorCode: 'BLK',
      sizeCode: 'M',
      quantity: 1,
      priceKopecks: 1,
    });
    const response = await app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...bearer(access) },
      body: JSON.stringify(checkout),
    });
    expect(response.status).toBe(201);
    return (await json(response)).data as { id: string; number: number; totals: { totalKopecks: number } };
  }

  it('tells a buyer linked to Telegram that the order was placed', async () => {
    const placed = await order(6101);
    const message = await telegram.waitForCall('sendMessage');
    expect(message.payload.chat_id).toBe(6101);
    expect(message.payload.text).toBe(
      `Спасибо! Заказ №${placed.number} на ${formatKopecks(placed.totals.totalKopecks)} принят. Мы напишем здесь, когда его подтвердим.`,
    );
    expect(placed.totals.totalKopecks).toBeGreaterThan(0);
  });

  it('sends nothing to a buyer without Telegram', async () => {
    await order(null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(telegram.callsTo('sendMessage')).toEqual([]);
  });

  it('tells the buyer of a status change staff make through the orders call', async () => {
    const placed = await order(6102);
    await telegram.waitForCall('sendMessage');
    telegram.reset();
    const changed = await app.request(`/api/orders/${placed.id}/status`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...bearer(await tokenFor(t, 'manager')) },
      body: JSON.stringify({ status: 'confirmed' }),
    });
    expect(changed.status).toBe(200);
    const message = await telegram.waitForCall('sendMessage');
    expect(message.payload).toMatchObject({
      chat_id: 6102,
      text: `Заказ №${placed.number} подтверждён. Мы начинаем его собирать.`,
    });
  });
});
