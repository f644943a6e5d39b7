import type { Locator } from '@playwright/test';
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

test('the toolbar keeps «В моих размерах», the count and the sort in tidy rows, with nothing wider than the screen', async ({
  page,
}, testInfo) => {
  // A guest's sizes, kept on the device: the catalogue then offers «В моих размерах».
  await page.addInitScript(() =>
    localStorage.setItem('my-sizes', JSON.stringify({ clothing: 'M', footwear: '38' })),
  );
  await page.goto('/products');
  const main = page.getByRole('main');
  const mine = main.locator('label', { hasText: 'В моих размерах' });
  const sort = main.getByRole('combobox', { name: 'Сортировка' });
  const count = main.getByText(/^\d+ товар(а|ов)?$/);
  await expect(mine).toBeVisible();
  await expect(count).toBeVisible();
  const middle = async (item: Locator) => {
    const box = await item.boundingBox();
    if (!box) throw new Error('not on screen');
    return box.y + box.height / 2;
  };
  const sameRow = async (a: Locator, b: Locator) =>
    expect(Math.abs((await middle(a)) - (await middle(b)))).toBeLessThan(4);
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  if (testInfo.project.name === 'mobile') {
    // The filters button and the sort on the first row, the count and her sizes on the second.
    const filters = main.getByRole('button', { name: /^Фильтры/ });
    await sameRow(filters, sort);
    await sameRow(count, mine);
    expect(await middle(mine)).toBeGreaterThan(await middle(sort));
    await page.screenshot({ path: testInfo.outputPath('catalogue-toolbar-390.png') });
    await page.setViewportSize({ width: 320, height: 640 });
    await sameRow(filters, sort);
    await sameRow(count, mine);
    expect(await overflow()).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('catalogue-toolbar-320.png') });
  } else {
    await sameRow(mine, sort);
    await sameRow(count, sort);
    expect(await overflow()).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('catalogue-toolbar-1280.png') });
  }
});
