/**
 * The same purchase inside Telegram: the mini-app signs in from its initData, the server cart is used from the
 * first tap, and Telegram's main button adds, goes to checkout and places the order.
 */
import { e2eBotToken } from '../global-setup';
import { installTelegramClient, type TelegramClient } from '../support/telegram-client';
import { miniAppUrl, signedInitData } from '../support/telegram-init-data';
import { productsToBuy, screenshot, stockOf } from './checkout-support';
import { expect, test } from './fixtures';
import { chooseVariant, visibleCartLink } from './storefront-support';

const offsets: Record<string, number> = { mobile: 4, desktop: 6 };

const mainButtonText = (telegram: TelegramClient) =>
  expect.poll(async () => {
    const data = await telegram.lastOf('web_app_setup_main_button');
    return data?.is_visible ? data.text : null;
  });

test('inside Telegram the main button adds to the cart, opens checkout and places the order', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const products = await productsToBuy(request, offsets[testInfo.project.name] ?? 4);
  const stockBefore = await Promise.all(products.map((product) => stockOf(request, product.id)));
  const id = 810_000_000 + Math.floor(Math.random() * 1_000_000);
  const initData = signedInitData({ id, first_name: 'Мария', last_name: 'Иванова' }, e2eBotToken);
  const telegram = await installTelegramClient(page);

  for (const product of products) {
    await page.goto(miniAppUrl(`/product/${product.id}`, initData));
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'mini-app');
    await chooseVariant(page);
    await mainButtonText(telegram).toBe('В корзину');
    await telegram.send('main_button_pressed');
    await expect(page.getByText('Товар добавлен в корзину').first()).toBeVisible();
  }
  await expect(visibleCartLink(page, 'Корзина: 2')).toBeVisible();

  await visibleCartLink(page, 'Корзина: 2').click();
  await expect(page).toHaveURL(/\/cart$/);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Промокод' }).fill('WELCOME10');
  await main.getByRole('button', { name: 'Применить' }).click();
  await expect(main.getByText('Скидка по промокоду WELCOME10')).toBeVisible();
  await main.getByRole('radio', { name: /Почта России/ }).check();
  await expect(main.getByText('Доставка: Почта России')).toBeVisible();
  await screenshot(page, testInfo, 'miniapp-cart');

  await mainButtonText(telegram).toBe('Оформить заказ');
  await telegram.send('main_button_pressed');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(main.getByRole('button', { name: /^Заказать за/ })).toHaveCount(0);
  await main.getByLabel('Телефон').fill('+7 (916) 555-12-34');
  await main.getByLabel('Улица').fill('ул. Ленина');
  await main.getByLabel('Дом').fill('5');
  await expect
    .poll(async () => (await telegram.lastOf('web_app_setup_closing_behavior'))?.need_confirmation)
    .toBe(true);
  await mainButtonText(telegram).toMatch(/^Заказать за/);
  await screenshot(page, testInfo, 'miniapp-checkout');
  await telegram.send('main_button_pressed');

  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Заказ оформлен' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Новый');
  await expect(main.getByText('Доставка: Почта России')).toBeVisible();
  await expect
    .poll(async () => (await telegram.lastOf('web_app_setup_closing_behavior'))?.need_confirmation)
    .toBe(false);
  const number = (await page.getByText(/^Заказ №\d+$/).textContent()) ?? '';
  await screenshot(page, testInfo, 'miniapp-confirmation');

  await page.goto(miniAppUrl('/account', initData));
  await expect(page.getByRole('link', { name: number })).toBeVisible();
  await screenshot(page, testInfo, 'miniapp-account');

  for (const [index, product] of products.entries()) {
    expect(await stockOf(request, product.id)).toBe((stockBefore[index] ?? 0) - 1);
  }
});
