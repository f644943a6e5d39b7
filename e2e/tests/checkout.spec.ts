/**
 * The purchase journey of the web shop: a guest fills the cart, signs up (the cart moves to the account),
 * applies a promocode, picks shipping, places the order, sees the confirmation and finds the order in /account;
 * the stock the catalogue shows goes down by what was bought.
 */
import { formatKopecks } from '@shop/core/rules';
import { productsToBuy, screenshot, stockOf } from './checkout-support';
import { expect, test } from './fixtures';
import { chooseVariant, signUpWithForm, visibleCartLink } from './storefront-support';

const offsets: Record<string, number> = { mobile: 0, desktop: 2 };

test('a guest fills the cart, signs up, applies a promocode, picks shipping and places the order', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const products = await productsToBuy(request, offsets[testInfo.project.name] ?? 0);
  const stockBefore = await Promise.all(products.map((product) => stockOf(request, product.id)));

  for (const product of products) {
    await page.goto(`/product/${product.id}`);
    await chooseVariant(page);
    await page.getByRole('main').getByRole('button', { name: 'В корзину', exact: true }).click();
    await expect(page.getByText('Товар добавлен в корзину').first()).toBeVisible();
  }
  await expect(visibleCartLink(page, 'Корзина: 2')).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByText('Вы должны войти в систему, чтобы использовать промокоды.')).toBeVisible();
  await screenshot(page, testInfo, 'cart-guest');

  const email = `buyer-${testInfo.project.name}-${Date.now()}@e2e.test`;
  await signUpWithForm(page, { name: 'Анна Смирнова', email: email, password: 'anna-e2e-password' });

  // The local cart moved to the account and left the browser.
  await expect(visibleCartLink(page, 'Корзина: 2')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').items?.length ?? 0))
    .toBe(0);

  await page.goto('/cart');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Промокод' }).fill('welcome10');
  await main.getByRole('button', { name: 'Применить' }).click();
  await expect(main.getByText('Скидка по промокоду WELCOME10')).toBeVisible();
  await main.getByRole('button', { name: 'Применить' }).waitFor({ state: 'detached' });
  // Each line shows its own price x quantity; the promocode is its own row, not spread over the lines.
  const lines = await main.getByRole('listitem').filter({ hasText: '/ шт.' }).all();
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    const unit = Number((await line.getByText(/\/ шт\.$/).textContent())?.replace(/\D/g, '')) * 100;
    const quantity = Number(await line.getByRole('group').locator('[aria-live]').textContent());
    await expect(line.getByText(formatKopecks(unit * quantity), { exact: true })).toBeVisible();
  }

  await main.getByRole('radio', { name: /СДЭК/ }).check();
  await expect(main.getByText('Доставка: СДЭК')).toBeVisible();
  await screenshot(page, testInfo, 'cart-signed-in');

  await main.getByRole('link', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(main.getByRole('radio', { name: /СДЭК/ })).toBeChecked();
  await expect(main.getByLabel('Имя и фамилия')).toHaveValue('Анна Смирнова');
  await main.getByRole('button', { name: /^Заказать за/ }).click();
  await expect(main.getByText('Введите российский номер телефона, например +7 900 123-45-67')).toBeVisible();
  await main.getByLabel('Телефон').fill('8 900 123-45-67');
  await main.getByLabel('Улица').fill('ул. Покровка');
  await main.getByLabel('Дом').fill('17');
  await screenshot(page, testInfo, 'checkout');
  const total = await page.getByTestId('checkout-total').textContent();
  await main.getByRole('button', { name: /^Заказать за/ }).click();

  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Заказ оформлен' })).toBeVisible();
  await expect(page.getByText(/^Заказ №\d+$/)).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Новый');
  await expect(page.getByTestId('order-total')).toHaveText(total ?? '');
  await expect(main.getByText('Скидка по промокоду WELCOME10')).toBeVisible();
  await expect(main.getByText('Доставка: СДЭК')).toBeVisible();
  const number = (await page.getByText(/^Заказ №\d+$/).textContent()) ?? '';
  await screenshot(page, testInfo, 'confirmation');
  await expect(visibleCartLink(page, 'Корзина')).toBeVisible();

  await page.goto('/account');
  const order = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: number }) });
  await expect(order).toBeVisible();
  await expect(order.getByText('Новый')).toBeVisible();
  await screenshot(page, testInfo, 'account');

  for (const [index, product] of products.entries()) {
    expect(await stockOf(request, product.id)).toBe((stockBefore[index] ?? 0) - 1);
  }

  // Signed out, nothing of the account's cart stays.
  await page.getByRole('main').getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/cart');
  await expect(page.getByText('Корзина пуста')).toBeVisible();
});

test('an order that does not exist shows its not-found state, never «Заказ оформлен»', async ({ page }) => {
  await page.goto('/order-confirmation/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Заказ не найден' })).toBeVisible();
  await expect(page.getByText('Заказ оформлен')).toHaveCount(0);
  await page.goto('/order-confirmation/telegram');
  await expect(page.getByRole('heading', { level: 1, name: 'Отправьте заказ в чате' })).toBeVisible();
  // The old thanks page thanks for no order: without an order it is the not-found state.
  await page.goto('/checkout-success');
  await expect(page.getByRole('heading', { level: 1, name: 'Заказ не найден' })).toBeVisible();
  await expect(page.getByText(/Спасибо/)).toHaveCount(0);
});
