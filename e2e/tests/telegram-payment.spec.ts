/**
 * Paying inside Telegram: a shop with a payment provider token offers «Онлайн в Telegram» in the mini-app's
 * checkout, the order page puts «Оплатить» on Telegram's main button, the invoice Telegram opens is the one the
 * bot created for the order, and once Telegram's payment updates reach the bot the page shows the order paid
 * and, this being her first paid order, offers to put the shop on the home screen.
 * This shop runs beside the suite's own (which has no provider token), with its own database and fake Bot API.
 */
import {
  type FakeBotApi,
  preCheckoutQueryUpdate,
  startFakeBotApi,
  successfulPaymentUpdate,
} from '@shop/bot/testing';
import { installTelegramClient, type TelegramClient } from '../support/telegram-client';
import { miniAppUrl, signedInitData } from '../support/telegram-init-data';
import { screenshot } from './checkout-support';
import { expect, test } from './fixtures';
import { shopOfItsOwn } from './shop-of-its-own';
import { chooseVariant, visibleCartLink } from './storefront-support';

const botToken = '987654321:e2e-payments-token-for-initdata';
const providerToken = '381764678:TEST:e2e-payments';

let telegramApi: FakeBotApi;
// One phone-sized run is enough: the flow is Telegram's.
const shop = shopOfItsOwn({
  name: 'payments',
  project: 'mobile',
  reason: 'runs in the mobile project only',
  before: async () => {
    telegramApi = await startFakeBotApi({ token: botToken });
    return {
      BOT_TOKEN: botToken,
      TELEGRAM_API_ROOT: telegramApi.apiRoot,
      PAYMENT_PROVIDER_TOKEN: providerToken,
    };
  },
  after: async () => {
    await telegramApi?.close();
  },
});

const mainButtonText = (telegram: TelegramClient) =>
  expect.poll(async () => {
    const data = await telegram.lastOf('web_app_setup_main_button');
    return data?.is_visible ? data.text : null;
  });

test('a buyer pays her order inside Telegram and sees it paid', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const answer = await request.get(`${shop.server.baseUrl}/api/products?limit=20&sort=price_desc`);
  const { data } = (await answer.json()) as {
    data: { products: { id: number; totalStock: number; retail: { allowPurchase: boolean } }[] };
  };
  const product = data.products.find((item) => item.totalStock >= 5 && item.retail.allowPurchase);
  expect(product).toBeDefined();

  const buyerId = 820_000_000 + Math.floor(Math.random() * 1_000_000);
  const initData = signedInitData({ id: buyerId, first_name: 'Ольга', last_name: 'Смирнова' }, botToken);
  const telegram = await installTelegramClient(page);
  const at = (path: string) => `${shop.server.baseUrl}${miniAppUrl(path, initData)}`;

  await page.goto(at(`/product/${product?.id}`));
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'mini-app');
  await chooseVariant(page);
  await mainButtonText(telegram).toBe('В корзину');
  await telegram.send('main_button_pressed');
  await expect(page.getByText('Товар добавлен в корзину').first()).toBeVisible();

  await visibleCartLink(page, 'Корзина: 1').click();
  await mainButtonText(telegram).toBe('Оформить заказ');
  await telegram.send('main_button_pressed');
  await expect(page).toHaveURL(/\/checkout$/);
  const main = page.getByRole('main');
  await main.getByLabel('Телефон').fill('+7 (916) 555-12-34');
  await main.getByLabel('Улица').fill('ул. Ленина');
  await main.getByLabel('Дом').fill('5');
  await main.getByRole('radio', { name: /Онлайн в Telegram/ }).check();
  await expect(main.getByText(/Товары отложены для вас на 30 мин/)).toBeVisible();
  await screenshot(page, testInfo, 'telegram-payment-checkout');
  await mainButtonText(telegram).toMatch(/^Заказать за/);
  await telegram.send('main_button_pressed');

  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
  const panel = page.getByTestId('telegram-payment');
  await expect(panel.getByText(/Оплатите до \d\d:\d\d — осталось 30 мин\./)).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Не оплачен');
  await mainButtonText(telegram).toMatch(/^Оплатить \d/);
  await screenshot(page, testInfo, 'telegram-payment-order');

  // One tap on the main button: the bot makes the invoice, Telegram opens it.
  await telegram.send('main_button_pressed');
  const invoice = await telegramApi.waitForCall('createInvoiceLink', { timeoutMs: 15_000 });
  expect(invoice.payload).toMatchObject({ currency: 'RUB', provider_token: providerToken });
  await expect
    .poll(() => telegram.lastOf('web_app_open_invoice'))
    .toMatchObject({ slug: expect.any(String) });
  const slug = String((await telegram.lastOf('web_app_open_invoice'))?.slug);
  const prices = (
    typeof invoice.payload.prices === 'string' ? JSON.parse(invoice.payload.prices) : invoice.payload.prices
  ) as { amount: number }[];
  const total = prices.reduce((sum, price) => sum + price.amount, 0);
  const payload = String(invoice.payload.payload);

  // Telegram asks the shop before it charges, charges, and closes the form.
  telegramApi.pushUpdate(preCheckoutQueryUpdate({ payload, totalAmount: total, fromId: buyerId }));
  const approval = await telegramApi.waitForCall('answerPreCheckoutQuery', { timeoutMs: 15_000 });
  expect(approval.payload.ok).toBe(true);
  telegramApi.pushUpdate(
    successfulPaymentUpdate({ payload, totalAmount: total, chargeId: `charge-${buyerId}`, fromId: buyerId }),
  );
  await telegram.send('invoice_closed', { slug, status: 'paid' });

  await expect(page.getByText('Заказ оплачен. Спасибо!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('payment-status')).toHaveText('Оплачен');
  await expect(page.getByTestId('telegram-payment')).toHaveCount(0);

  // Her first paid order, and the shop is not on her home screen: the offer, once, remembered in CloudStorage.
  const offer = page.getByRole('region', { name: 'Магазин на главном экране' });
  await expect(offer).toBeVisible();
  expect(await telegram.lastOf('web_app_check_home_screen')).toEqual({});
  await expect.poll(async () => (await telegram.cloudStorage()).home_screen_offer).toBe('offered');
  await screenshot(page, testInfo, 'telegram-payment-paid');
  await offer.getByRole('button', { name: 'Добавить на главный экран' }).click();
  await expect.poll(() => telegram.lastOf('web_app_add_to_home_screen')).toEqual({});
  await expect.poll(async () => (await telegram.cloudStorage()).home_screen_offer).toBe('accepted');
  await expect(offer).toHaveCount(0);
});
