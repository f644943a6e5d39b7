import { expect, test } from './fixtures';

test('a price range typed the wrong way round shows the goods between its ends, not «0 товаров»', async ({
  page,
}) => {
  await page.goto('/products?minPrice=9000&maxPrice=100');
  const main = page.getByRole('main');
  await expect(main.getByText(/^[1-9]\d* товар(а|ов)?$/)).toBeVisible();
  // A phone keeps the filters behind their button.
  const filters = main.getByRole('button', { name: /^Фильтры/ });
  if (await filters.isVisible()) await filters.click();
  await expect(main.getByRole('spinbutton', { name: 'Цена от' })).toHaveValue('100');
  await expect(main.getByRole('spinbutton', { name: 'Цена до' })).toHaveValue('9000');
  await page.screenshot({ path: test.info().outputPath('catalogue-price-swap.png') });
});
