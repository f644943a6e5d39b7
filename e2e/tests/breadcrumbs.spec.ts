import { expect, test } from './fixtures';

test('a trail that wraps on a phone starts its next line with the page, not with a «/»', async ({ page }) => {
  await page.goto('/product/8');
  const trail = page.getByRole('navigation', { name: 'Навигационная цепочка' });
  const home = trail.getByRole('link', { name: 'Главная' });
  const current = trail.locator('[aria-current="page"]');
  await expect(current).toHaveText('Платье-макси на запахе');
  const [homeBox, currentBox] = [await home.boundingBox(), await current.boundingBox()];
  // The product's name does not fit after Главная / Каталог / Платья at 390: it is on a line of its own.
  expect(currentBox!.y).toBeGreaterThan(homeBox!.y + homeBox!.height / 2);
  expect(currentBox!.x).toBe(homeBox!.x);
});
