import { createBot } from '@shop/bot';
import { type FakeBotApi, startFakeBotApi } from '@shop/bot/testing';
import { formatKopecks } from '@shop/core';
import { createProduct, createUser, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { productSharerOf } from '../telegram/shop-bot';
import { bearer, login } from '../testing/auth-fixtures';
import { fixturePasswordHash } from '../testing/fixture-password-hash';
import { createTestApp, json, type TestApp } from '../testing/test-app';

const token = '123456789:product-share-test-token-for-fake';

describe.each(testDatabaseKinds())('sharing a product from the mini-app on %s', (kind) => {
  let t: TestApp;
  let telegram: FakeBotApi;
  let app: TestApp['app'];

  beforeAll(async () => {
    t = await createTestApp(kind);
    telegram = await startFakeBotApi({ token });
    const bot = createBot({
      token,
      webAppUrl: 'https://shop.example',
      apiRoot: telegram.apiRoot,
      logger: t.deps.log,
    });
    ({ app } = createApp({ ...t.deps, productSharer: productSharerOf(bot, 'https://shop.example') }));
  });
  afterAll(async () => {
    await telegram.close();
    await t.close();
  });
  afterEach(() => telegram.reset());

  async function signedIn(telegramId: number | null) {
    const password = 'buyer-password-long';
    const user = await createUser(t.deps.database.db, {
      telegramId,
      passwordHash: await fixturePasswordHash(password),
    });
    return bearer((await login(t, user.email!, password)).token);
  }

  const share = (productId: number | string, headers: Record<string, string> = {}, to = app) =>
    to.request(`/api/products/${productId}/share`, { method: 'POST', headers });

  it("prepares the product's card for the signed-in Telegram user and answers its id", async () => {
    const upload = `/uploads/u/${'6b'.repeat(16)}`;
    const product = await createProduct(t.deps.database.db, {
      name: { ru: 'Платье-рубашка' },
      priceKopecks: 539_000,
      images: [{ url: `${upload}-page.webp`, isPrimary: true }],
    });
    const response = await share(product.id, await signedIn(8101));
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({ id: 'prepared-1' });

    const [call] = telegram.callsTo('savePreparedInlineMessage');
    expect(call?.payload).toMatchObject({
      user_id: 8101,
      allow_user_chats: true,
      allow_bot_chats: true,
      allow_group_chats: true,
      allow_channel_chats: true,
      result: {
        type: 'photo',
        id: `product_${product.id}`,
        title: 'Платье-рубашка',
        caption: `Платье-рубашка\n${formatKopecks(539_000)}`,
        reply_markup: {
          inline_keyboard: [
            [
              {
                text: 'Открыть в магазине',
                url: `https://t.me/shop_test_bot?startapp=product_${product.id}`,
              },
            ],
          ],
        },
      },
    });
    expect(call?.payload.result).toMatchObject({
      photo_url: `https://shop.example${upload}-photo.jpg`,
      thumbnail_url: `https://shop.example${upload}-thumb.jpg`,
    });
  });

  it('refuses a buyer who did not sign in through Telegram, a guest and an inactive product', async () => {
    const product = await createProduct(t.deps.database.db);
    const notTelegram = await share(product.id, await signedIn(null));
    expect(notTelegram.status).toBe(403);
    expect((await json(notTelegram)).error.message).toBe(
      'Поделиться через Telegram можно, когда магазин открыт в Telegram и вы вошли через него',
    );
    expect((await share(product.id)).status).toBe(401);

    const hidden = await createProduct(t.deps.database.db, { isActive: false });
    const inactive = await share(hidden.id, await signedIn(8102));
    expect(inactive.status).toBe(404);
    expect((await json(inactive)).error.message).toBe('Товар не найден или снят с продажи');
    expect((await share('abc', await signedIn(8103))).status).toBe(400);
    expect(telegram.callsTo('savePreparedInlineMessage')).toEqual([]);
  });

  it('answers 503 when the bot is off or Telegram refuses', async () => {
    const product = await createProduct(t.deps.database.db);
    const headers = await signedIn(8104);
    const botOff = await share(product.id, headers, createApp(t.deps).app);
    expect(botOff.status).toBe(503);
    expect((await json(botOff)).error.message).toBe(
      'Бот магазина не подключён: поделиться товаром через Telegram сейчас нельзя',
    );

    telegram.on('savePreparedInlineMessage', () => ({
      ok: false,
      error_code: 400,
      description: 'Bad Request: USER_ID_INVALID',
    }));
    const refused = await share(product.id, headers);
    expect(refused.status).toBe(503);
    expect((await json(refused)).error.message).toBe(
      'Telegram не принял товар для отправки. Попробуйте ещё раз чуть позже',
    );
  });
});
