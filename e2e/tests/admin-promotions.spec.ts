/**
 * Automatic promotions end to end: staff create one in «Акции» for one product, the storefront's card and
 * product page show its badge and the promoted price with the regular price struck through, and a guest who buys
 * it pays the promoted price on the order.
 */
import { formatKopecks, promotionPriceOf } from '@shop/core/rules';
import { expect, test } from './fixtures';
import { shopOfItsOwn } from './shop-of-its-own';
import { chooseVariant } from './storefront-support';

// A promotion changes prices other specs read from the shared shop.
const shop = shopOfItsOwn({
  name: 'promotions',
  project: 'desktop',
  reason: 'a promotion changes the prices other specs read: run once, on a shop of its own',
});

interface ApiProduct {
  id: number;
  name: { ru: string };
  price: number;
  isSale: boolean;
  totalStock: number;
  category: { slug: string };
  retail: { enabled: boolean; allowPurchase: boolean };
}

const spaced = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
const shot = (name: string) => `/tmp/shots/promotions-${name}.png`;

test('staff create a promotion, the storefront shows its badge and price, and the order is priced with it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const base = shop.server.baseUrl;
  const listed = await (await request.get(`${base}/api/products?limit=40&sort=price_desc`)).json();
  const product = (listed.data.products as ApiProduct[]).find(
    (candidate) =>
      !candidate.isSale &&
      candidate.totalStock >= 5 &&
      candidate.retail.enabled &&
      candidate.retail.allowPurchase,
  );
  expect(product).toBeTruthy();
  const regular = Math.round(product!.price * 100);
  const promoted = promotionPriceOf(regular, { discountType: 'percentage', discountValue: 15 });

  await shop.signIn(page);
  await page.goto(`${base}/admin/promotions`);
  await expect(page.getByText(/Акций пока нет/)).toBeVisible();
  await page.getByRole('button', { name: 'Добавить акцию' }).click();
  const form = page.getByRole('form', { name: 'Новая акция' });
  await form.getByLabel('Название').fill('Неделя платьев');
  await form.getByLabel('Значок на карточке').fill('Неделя −15%');
  await form.getByLabel('Скидка, %').fill('15');
  await form.getByLabel('Действует на').selectOption({ label: 'Товары' });
  await form.getByLabel('Найти товар').fill(product!.name.ru);
  await form.getByRole('button', { name: `Добавить: ${product!.name.ru}` }).click();
  await page.screenshot({ path: shot('admin-form-desktop'), fullPage: true });
  await form.getByRole('button', { name: 'Сохранить' }).click();
  const row = page.getByRole('table', { name: 'Акции' }).getByRole('row', { name: /Неделя платьев/ });
  await expect(row).toContainText('Идёт');
  await expect(row).toContainText('Товары: 1');
  await page.screenshot({ path: shot('admin-list-desktop'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('admin-list-phone'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The card in its category, sorted by price as the list above was.
  await page.goto(`${base}/products?category=${product!.category.slug}&sort=price_desc`);
  const card = page.getByRole('article').filter({ hasText: product!.name.ru }).first();
  await expect(card.getByText('Неделя −15%')).toBeVisible();
  await expect(card.getByText(formatKopecks(promoted), { exact: true })).toBeVisible();
  await expect(card.locator('s')).toHaveText(formatKopecks(regular));
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('card-desktop') });

  await page.goto(`${base}/product/${product!.id}`);
  const main = page.getByRole('main');
  await expect(main.getByText('Неделя −15%')).toBeVisible();
  await expect(main.getByText('Акция «Неделя платьев»')).toBeVisible();
  await expect(main.getByText(formatKopecks(promoted), { exact: true })).toBeVisible();
  await expect(main.locator('s').first()).toHaveText(formatKopecks(regular));
  await page.screenshot({ path: shot('product-desktop') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('product-phone') });
  await page.goto(`${base}/products?category=${product!.category.slug}&sort=price_desc`);
  await expect(page.getByRole('article').filter({ hasText: product!.name.ru }).first()).toBeVisible();
  await page.screenshot({ path: shot('card-phone') });

  // «Распродажа» lists it: its price is lowered by a running promotion.
  await page.goto(`${base}/products?filter=sale&category=${product!.category.slug}&sort=price_desc`);
  const onSale = page.getByRole('article').filter({ hasText: product!.name.ru }).first();
  await expect(onSale.getByText('Неделя −15%')).toBeVisible();
  await page.screenshot({ path: shot('sale-phone') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(onSale).toBeVisible();
  await page.screenshot({ path: shot('sale-desktop') });
  await page.setViewportSize({ width: 390, height: 844 });

  // A guest buys it (the staff session ends first): the order's line and total carry the promoted price.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${base}/product/${product!.id}`);
  await chooseVariant(page);
  await main.getByRole('button', { name: 'В корзину', exact: true }).click();
  await expect(page.getByText('Товар добавлен в корзину').first()).toBeVisible();
  await page.goto(`${base}/checkout`);
  await main.getByLabel('Имя и фамилия').fill('Анна Смирнова');
  await main.getByLabel('Телефон').fill('8 900 123-45-67');
  await main.getByLabel('Улица').fill('ул. Покровка');
  await main.getByLabel('Дом').fill('17');
  const total = spaced(await page.getByTestId('checkout-total').textContent());
  await page.screenshot({ path: shot('checkout-phone'), fullPage: true });
  await main.getByRole('button', { name: /^Заказать за/ }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}\?token=/);
  await expect(page.getByTestId('order-total')).toHaveText(total.replace(/ /g, '\u00a0'));
  const line = main.getByRole('region', { name: 'Состав заказа' }).getByRole('listitem').first();
  await expect(line).toContainText(`${formatKopecks(promoted)} × 1`);
  await page.screenshot({ path: shot('confirmation-phone'), fullPage: true });

  const url = new URL(page.url());
  const answer = await request.get(`${base}/api/orders/${url.pathname.split('/').pop()}${url.search}`);
  const order = (await answer.json()).data as {
    totals: { subtotalKopecks: number; totalKopecks: number };
    items: { unitPriceKopecks: number; quantity: number }[];
  };
  expect(order.items).toMatchObject([{ unitPriceKopecks: promoted, quantity: 1 }]);
  expect(order.totals.subtotalKopecks).toBe(promoted);
  expect(total).toBe(spaced(formatKopecks(order.totals.totalKopecks)));
});

test('on a phone the promotions list is one card per promotion with its actions in reach; a discount above a chosen product’s price is refused; a period is set to the minute', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const base = shop.server.baseUrl;
  const listed = await (await request.get(`${base}/api/products?limit=40&sort=price_asc`)).json();
  const cheapest = (listed.data.products as ApiProduct[]).find((candidate) => !candidate.isSale)!;
  await page.setViewportSize({ width: 390, height: 844 });
  await shop.signIn(page);
  await page.goto(`${base}/admin/promotions`);
  const list = page.getByRole('table', { name: 'Акции' });
  const row = list.getByRole('row', { name: /Неделя платьев/ });
  await expect(row).toContainText('Идёт');
  // Nothing to scroll sideways: each action lies inside the screen and the list fits its width.
  for (const name of ['Изменить', 'Приостановить', 'Завершить']) {
    const box = await row.getByRole('button', { name: `${name}: Неделя платьев` }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x, name).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(390);
  }
  const overflow = await list.evaluate((element) => {
    const wrapper = element.parentElement!;
    return wrapper.scrollWidth - wrapper.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
  // Each value is shown under its column's name (the cell's ::before).
  const labels = await row
    .getByRole('cell')
    .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
  expect(labels).toEqual(['"Акция"', '"Скидка"', '"На что"', '"Период"', '"Состояние"', '"Действия"']);
  await page.screenshot({ path: shot('admin-list-phone-cards'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(list.getByRole('columnheader', { name: 'Скидка' })).toBeVisible();
  await page.screenshot({ path: shot('admin-list-desktop-table'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  // A fixed discount above the chosen product's price would leave it free: the form says so under the discount.
  await page.getByRole('button', { name: 'Добавить акцию' }).click();
  const form = page.getByRole('form', { name: 'Новая акция' });
  await form.getByLabel('Название').fill('Минус пять тысяч');
  await form.getByLabel('Значок на карточке').fill('−5 000 ₽');
  await form.getByLabel('Тип скидки').selectOption({ label: 'Сумма в рублях' });
  const regular = Math.round(cheapest.price * 100);
  await form.getByLabel('Скидка, ₽').fill(String(regular / 100 + 1000));
  await form.getByLabel('Действует на').selectOption({ label: 'Товары' });
  await form.getByLabel('Найти товар').fill(cheapest.name.ru);
  await form.getByRole('button', { name: `Добавить: ${cheapest.name.ru}` }).click();
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByLabel('Скидка, ₽')).toHaveAccessibleDescription(
    `Скидка оставила бы товару «${cheapest.name.ru}» (${formatKopecks(regular)}) меньше 1 ₽: уменьшите скидку или уберите товар`,
  );
  await page.screenshot({ path: shot('admin-form-refused-phone'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: shot('admin-form-refused-desktop'), fullPage: true });

  // On the whole shop it spares the cheaper products; scheduled to the minute on the shop's clock (Moscow).
  await form.getByLabel('Действует на').selectOption({ label: 'Весь магазин' });
  await form.getByLabel('Начало').fill('2030-12-01T10:30');
  await form.getByLabel('Окончание').fill('2030-12-01T14:00');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  const scheduled = list.getByRole('row', { name: /Минус пять тысяч/ });
  await expect(scheduled).toContainText('Запланирована');
  await expect(scheduled).toContainText('с 01.12.2030, 10:30 до 01.12.2030, 14:00');
  await page.screenshot({ path: shot('admin-list-scheduled-desktop'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('admin-list-scheduled-phone'), fullPage: true });
  await page.getByRole('button', { name: 'Изменить: Минус пять тысяч' }).click();
  const edit = page.getByRole('form', { name: 'Акция «Минус пять тысяч»' });
  await expect(edit.getByLabel('Начало')).toHaveValue('2030-12-01T10:30');
  await expect(edit.getByLabel('Окончание')).toHaveValue('2030-12-01T14:00');
  await page.screenshot({ path: shot('admin-form-times-phone'), fullPage: true });

  // The log reads the same minutes.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${base}/admin/audit`);
  await page.getByLabel('Что изменено').selectOption({ label: 'Акция' });
  const created = page
    .getByRole('table', { name: 'Изменения' })
    .getByRole('row')
    .filter({ hasText: 'Минус пять тысяч' });
  await expect(created.first()).toContainText('01.12.2030, 10:30');
  await expect(created.first()).toContainText('01.12.2030, 14:00');
  await page.screenshot({ path: shot('audit-times-desktop'), fullPage: true });
});
