import { formatPrice } from '@shop/core/rules';
import { expect, test } from './fixtures';
import { chooseVariant, visibleCartLink } from './storefront-support';

test('home → category → product → color and size → the cart badge shows 1', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Женская одежда' }).first().click();
  await expect(page).toHaveURL(/\/products\/category\/zhenskaya-odezhda$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Женская одежда' })).toBeVisible();

  const firstCard = main.getByRole('article').first();
  const name = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
  await firstCard.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await chooseVariant(page);
  await expect(page.getByTestId('stock-label')).not.toHaveText('Нет в наличии');
  await main.getByRole('button', { name: 'В корзину', exact: true }).click();
  await expect(page.getByText('Товар добавлен в корзину')).toBeVisible();
  await expect(visibleCartLink(page, 'Корзина: 1')).toBeVisible();

  await visibleCartLink(page, 'Корзина: 1').click();
  await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
});

test('quick add from a card opens the size and color picker and adds the line', async ({ page }) => {
  await page.goto('/products/category/platya');
  const card = page.getByRole('main').getByRole('article').first();
  await card.getByRole('button', { name: /^Добавить в корзину/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Выберите размер и цвет' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'В корзину', exact: true })).toBeDisabled();
  const colors = dialog.getByRole('radiogroup', { name: 'Цвет' }).getByRole('radio');
  const sizes = dialog.getByRole('radiogroup', { name: 'Размер' }).getByRole('radio');
  await colors.first().click();
  if (await dialog.getByRole('button', { name: 'В корзину', exact: true }).isDisabled()) {
    for (const size of await sizes.all()) {
      if (!(await size.isDisabled())) {
        await size.click();
        break;
      }
    }
  }
  await dialog.getByRole('button', { name: 'В корзину', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(visibleCartLink(page, 'Корзина: 1')).toBeVisible();
});

test('search finds a dress for the typo "плтье" as you type, with the query in the URL', async ({ page }) => {
  await page.goto('/search');
  await page.getByRole('searchbox', { name: 'Поиск товаров' }).fill('плтье');
  await expect(page).toHaveURL(/\/search\?q=%D0%BF%D0%BB%D1%82%D1%8C%D0%B5$/);
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Платье/ })
      .first(),
  ).toBeVisible();
});

test('catalogue filters and sort live in the URL', async ({ page }) => {
  await page.goto('/products?filter=sale');
  await expect(page.getByRole('heading', { level: 1, name: 'Распродажа' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Сортировка' }).selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  const prices = page.getByRole('main').getByRole('article');
  await expect(prices.first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('price_asc');
});

test('the wishlist keeps a product from its page', async ({ page }) => {
  await page.goto('/product/1');
  await page.getByRole('button', { name: 'Добавить в избранное' }).click();
  await expect(page.getByRole('button', { name: 'В избранном' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/wishlist');
  await expect(page.getByRole('main').getByRole('link', { name: /Платье/ })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wishlist') ?? '{}'));
  expect(stored.version).toBe('1.0');

  // Its line shows the catalogue's price of now and puts it into the cart through the quick select.
  const { data } = (await (await page.request.get('/api/products/1')).json()) as {
    data: { displayName: string; price: number };
  };
  const line = page.getByRole('main').getByRole('listitem').filter({ hasText: data.displayName });
  await expect(line).toContainText(formatPrice(data.price));
  await line.getByRole('button', { name: `Добавить в корзину: ${data.displayName}` }).click();
  await expect(page.getByRole('dialog', { name: 'Выберите размер и цвет' })).toBeVisible();
});
