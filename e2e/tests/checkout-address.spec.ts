/**
 * The checkout's address and draft as a guest meets them: a delivery needs a street and a house, another region
 * clears the city, a reload keeps what was typed until the order is placed, and the placed order shows the same
 * sums to the kopeck as the checkout did, each line at its own price.
 */
import { formatKopecks } from '@shop/core/rules';
import { productsToBuy, putInWebCart, screenshot } from './checkout-support';
import { expect, test } from './fixtures';

const offsets: Record<string, number> = { mobile: 12, desktop: 14 };
const spaced = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

test('a delivery asks for its street and house, the region clears the city, a reload keeps the form', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const [product] = await productsToBuy(request, offsets[testInfo.project.name] ?? 12);
  await putInWebCart(page, product!.id);

  await page.goto('/checkout');
  const main = page.getByRole('main');
  await main.getByLabel('Имя и фамилия').fill('Анна Смирнова');
  await main.getByLabel('Телефон').fill('8 900 123-45-67');
  await expect(main.getByLabel('Город')).toHaveValue('Москва');
  await main.getByRole('button', { name: /^Заказать за/ }).click();
  await expect(main.getByText('Укажите улицу')).toBeVisible();
  await expect(main.getByText('Укажите дом')).toBeVisible();
  await expect(main.getByLabel('Улица')).toBeFocused();
  await screenshot(page, testInfo, 'checkout-address-errors');

  await main.getByLabel('Регион').selectOption({ label: 'Московская область' });
  await expect(main.getByLabel('Город')).toHaveValue('');
  await main.getByLabel('Город').fill('Химки');
  await main.getByLabel('Улица').fill('Ленинградская');
  await main.getByRole('radio', { name: /Картой при получении/ }).check();

  await page.reload();
  await expect(main.getByLabel('Имя и фамилия')).toHaveValue('Анна Смирнова');
  await expect(main.getByLabel('Телефон')).toHaveValue('8 900 123-45-67');
  await expect(main.getByLabel('Город')).toHaveValue('Химки');
  await expect(main.getByLabel('Улица')).toHaveValue('Ленинградская');
  await expect(main.getByRole('radio', { name: /Картой при получении/ })).toBeChecked();

  await main.getByRole('radio', { name: /Наличными при получении/ }).check();
  await main.getByLabel('Дом').fill('5');
  const total = spaced(await page.getByTestId('checkout-total').textContent());
  await screenshot(page, testInfo, 'checkout-address-filled');
  await main.getByRole('button', { name: /^Заказать за/ }).click();

  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}\?token=/);
  await expect(page.getByTestId('order-total')).toHaveText(total.replace(/ /g, '\u00a0'));
  expect(await page.evaluate(() => sessionStorage.getItem('checkout-draft'))).toBeNull();

  // The same order as the API answers it: the total, the fee and the line's own price read the same.
  const url = new URL(page.url());
  const answer = await request.get(`/api/orders/${url.pathname.split('/').pop()}${url.search}`);
  const order = (await answer.json()).data as {
    totals: { totalKopecks: number; paymentFeeKopecks: number };
    items: { unitPriceKopecks: number; quantity: number }[];
    address: { region: string; city: string; street: string; house: string };
  };
  expect(order.address).toMatchObject({
    region: 'moscow_region',
    city: 'Химки',
    street: 'Ленинградская',
    house: '5',
  });
  expect(total).toBe(spaced(formatKopecks(order.totals.totalKopecks)));
  const fee = main.getByText('Комиссия за оплату при получении').locator('..');
  await expect(fee).toContainText(formatKopecks(order.totals.paymentFeeKopecks));
  const line = main.getByRole('region', { name: 'Состав заказа' }).getByRole('listitem').first();
  await expect(line).toContainText(`${formatKopecks(order.items[0]!.unitPriceKopecks)} × 1`);
  await screenshot(page, testInfo, 'checkout-address-confirmation');

  // Back on the checkout with a new cart, the form starts afresh.
  await putInWebCart(page, product!.id);
  await page.goto('/checkout');
  await expect(main.getByLabel('Улица')).toHaveValue('');
});
