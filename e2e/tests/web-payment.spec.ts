/**
 * Paying online by card or СБП through ЮKassa in a browser: a shop with ЮKassa keys offers «Онлайн картой или СБП»
 * at checkout, placing the order leads to ЮKassa's page (the fake's), «Оплатить» there brings the buyer back to
 * the order's page, and the page shows the order paid once the shop has checked the payment with ЮKassa. This shop
 * runs beside the suite's own (which has no ЮKassa keys), with its own database and fake ЮKassa.
 */

import type { Page, TestInfo } from '@playwright/test';
import {
  type FakeYookassa,
  type FakeYookassaOptions,
  startFakeYookassa,
} from '@shop/api/testing/fake-yookassa';
import { type FakeBotApi, startFakeBotApi } from '@shop/bot/testing';
import { installTelegramClient, type TelegramClient } from '../support/telegram-client';
import { miniAppUrl, signedInitData } from '../support/telegram-init-data';
import { productsToBuy, screenshot } from './checkout-support';
import { expect, test } from './fixtures';
import { shopOfItsOwn } from './shop-of-its-own';
import { chooseVariant, visibleCartLink } from './storefront-support';

const keys = { shopId: '500200', secretKey: 'test_e2e_yookassa_secret' };
// The shop's address is known only once it runs: the fake reads where to send notifications when it sends them.
const fakeOptions: FakeYookassaOptions = { ...keys };
let yookassa: FakeYookassa;
// A bot, so that the mini-app signs its buyer in (the shop checks Telegram's initData with the bot's token).
const botToken = '987654322:e2e-web-payment-token-for-initdata';
let telegramApi: FakeBotApi;

// One phone-sized run is enough: the flow is the same at every width (both widths are looked at in screenshots).
const shop = shopOfItsOwn({
  name: 'web-payment',
  project: 'mobile',
  reason: 'runs in the mobile project only: a shop of its own with ЮKassa keys',
  before: async () => {
    yookassa = await startFakeYookassa(fakeOptions);
    telegramApi = await startFakeBotApi({ token: botToken });
    return {
      BOT_TOKEN: botToken,
      TELEGRAM_API_ROOT: telegramApi.apiRoot,
      YOOKASSA_SHOP_ID: keys.shopId,
      YOOKASSA_SECRET_KEY: keys.secretKey,
      YOOKASSA_API_ROOT: yookassa.apiRoot,
    };
  },
  after: async () => {
    await yookassa?.close();
    await telegramApi?.close();
  },
});

/** A guest puts the product in the cart and orders it paid online; the shop sends her to ЮKassa's page. */
async function orderPaidOnline(page: Page, testInfo: TestInfo, productId: number | undefined, shot: boolean) {
  await page.goto(`${shop.server.baseUrl}/product/${productId}`);
  await chooseVariant(page);
  await page.getByRole('main').getByRole('button', { name: 'В корзину', exact: true }).click();
  await expect(page.getByText('Товар добавлен в корзину').first()).toBeVisible();
  await visibleCartLink(page, 'Корзина: 1').click();
  await page.getByRole('main').getByRole('link', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const main = page.getByRole('main');
  await main.getByLabel('Имя и фамилия').fill('Ольга Смирнова');
  await main.getByLabel('Телефон').fill('+7 (916) 555-12-34');
  await main.getByLabel('Улица').fill('ул. Ленина');
  await main.getByLabel('Дом').fill('5');
  await main.getByRole('radio', { name: /Онлайн картой или СБП/ }).check();
  await expect(
    main.getByText(/На странице ЮKassa сразу после оформления\. Товары отложены для вас на 30 мин/),
  ).toBeVisible();
  if (shot) {
    await screenshot(page, testInfo, 'web-payment-checkout');
    const phone = page.viewportSize();
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, testInfo, 'web-payment-checkout-wide');
    if (phone) await page.setViewportSize(phone);
  }
  await main.getByRole('button', { name: /^Заказать за/ }).click();
  // ЮKassa's page (the fake's), for the order's total.
  await expect(page.getByRole('heading', { name: /^Оплата \d+\.\d\d RUB$/ })).toBeVisible({
    timeout: 20_000,
  });
}

test('a guest pays her order by card on ЮKassa’s page and comes back to see it paid', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  fakeOptions.notificationUrl = `${shop.server.baseUrl}/api/payments/yookassa/notifications`;
  // The suite's shop and this one are copies of the same seeded demo shop.
  const [product] = await productsToBuy(request, 0);
  await orderPaidOnline(page, testInfo, product?.id, true);
  const [payment, ...others] = [...yookassa.payments.values()];
  expect(others).toEqual([]);
  expect(payment).toMatchObject({ status: 'pending', metadata: { order_id: expect.any(String) } });
  await page.getByRole('button', { name: 'Оплатить' }).click();

  // Back on the order's page, by its link's token, marked as back from paying (in any order of the two).
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}\?(?=.*\bpayment=return\b)(?=.*\btoken=)/);
  await expect(page.getByText('Заказ оплачен. Спасибо!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('payment-status')).toHaveText('Оплачен');
  await screenshot(page, testInfo, 'web-payment-paid');

  // The notification came too; the shop recorded the payment once.
  await yookassa.notificationsSettled();
  expect(yookassa.notifications.map((sent) => [sent.body.event, sent.status])).toEqual([
    ['payment.succeeded', 200],
  ]);
  const orderId = String(payment?.metadata.order_id);
  const token = new URL(page.url()).searchParams.get('token');
  const order = await (
    await request.get(`${shop.server.baseUrl}/api/orders/${orderId}?token=${token}`)
  ).json();
  expect(order.data).toMatchObject({ paymentStatus: 'paid', paymentConfirmationUrl: null });
});

test('a buyer who left ЮKassa’s page finds the order waiting, with its time to pay, and pays anew', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const [, product] = await productsToBuy(request, 0);
  await orderPaidOnline(page, testInfo, product?.id, false);
  await page.getByRole('button', { name: 'Отменить' }).click();

  await expect(page).toHaveURL(/\/order-confirmation\/.*payment=return/);
  const panel = page.getByTestId('web-payment');
  await expect(panel.getByText(/Оплата не завершена\. Заказ ждёт оплаты/)).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText(/Оплатите до \d\d:\d\d — осталось 30 мин\./)).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Не оплачен');
  await screenshot(page, testInfo, 'web-payment-order');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, testInfo, 'web-payment-order-wide');

  // The cancelled payment cannot be paid: «Оплатить» makes a new one.
  await panel.getByRole('button', { name: /^Оплатить \d/ }).click();
  await expect(page.getByRole('heading', { name: /^Оплата \d+\.\d\d RUB$/ })).toBeVisible({
    timeout: 20_000,
  });
  expect([...yookassa.payments.values()].map((payment) => payment.status).sort()).toEqual([
    'canceled',
    'pending',
    'succeeded',
  ]);
});

test('staff cancel a paid web order with its money back from the admin app; the buyer’s page shows the refund', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const [, product] = await productsToBuy(request, 0);
  await orderPaidOnline(page, testInfo, product?.id, false);
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page.getByText('Заказ оплачен. Спасибо!')).toBeVisible({ timeout: 20_000 });
  const buyerPage = page.url();
  const orderId = /order-confirmation\/([0-9a-f-]{36})/.exec(buyerPage)?.[1];
  const payment = [...yookassa.payments.values()].find((made) => made.metadata.order_id === orderId);
  expect(payment?.status).toBe('succeeded');

  await shop.signIn(page);
  await page.goto(`${shop.server.baseUrl}/admin/orders/${orderId}`);
  const panel = page.getByRole('region', { name: 'Возврат денег' });
  await expect(panel.getByLabel('Возврат денег')).toContainText(/Можно вернуть\s*[1-9][\d\s]*(?:,\d\d)?\s₽/);
  await screenshot(page, testInfo, 'refund-admin-order-paid');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, testInfo, 'refund-admin-order-paid-wide');
  await page.setViewportSize({ width: 390, height: 844 });
  page.once('dialog', (dialog) => dialog.accept());
  await panel.getByRole('button', { name: 'Отменить и вернуть деньги' }).click();
  await expect(panel.getByRole('status')).toHaveText('Возврат выполнен, покупатель получит уведомление', {
    timeout: 20_000,
  });
  await expect(panel.getByText('Деньги за заказ возвращены полностью.')).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Возвраты' })).toContainText('Выполнен');
  const refunds = [...yookassa.refunds.values()].filter((made) => made.payment_id === payment?.id);
  expect(refunds.map((made) => made.amount)).toEqual([payment?.amount]);
  await screenshot(page, testInfo, 'refund-admin-order');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, testInfo, 'refund-admin-order-wide');

  await page.setViewportSize({ width: 390, height: 844 });
  const again = new URL(buyerPage);
  again.searchParams.delete('payment');
  await page.goto(again.toString());
  await expect(page.getByTestId('order-status')).toHaveText('Отменён');
  await expect(page.getByTestId('payment-status')).toHaveText('Деньги возвращены');
  await expect(page.getByRole('region', { name: 'Возврат денег' })).toContainText(/Возвращено \d+ [а-я]+/);
  await expect(page.getByTestId('order-refunded')).toHaveText(
    (await page.getByTestId('order-total').textContent()) ?? '',
  );
  await screenshot(page, testInfo, 'refund-buyer-order');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, testInfo, 'refund-buyer-order-wide');
});

const mainButtonText = (telegram: TelegramClient) =>
  expect.poll(async () => {
    const data = await telegram.lastOf('web_app_setup_main_button');
    return data?.is_visible ? data.text : null;
  });

test('the mini-app’s checkout offers payment by card or СБП too', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const [product] = await productsToBuy(request, 2);
  const buyerId = 830_000_000 + Math.floor(Math.random() * 1_000_000);
  const initData = signedInitData({ id: buyerId, first_name: 'Ольга', last_name: 'Смирнова' }, botToken);
  const telegram = await installTelegramClient(page);
  await page.goto(`${shop.server.baseUrl}${miniAppUrl(`/product/${product?.id}`, initData)}`);
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
  await main.getByRole('radio', { name: /Онлайн картой или СБП/ }).check();
  await expect(main.getByText(/На странице ЮKassa сразу после оформления/)).toBeVisible();
  await screenshot(page, testInfo, 'web-payment-miniapp-checkout');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, testInfo, 'web-payment-miniapp-checkout-wide');
});
