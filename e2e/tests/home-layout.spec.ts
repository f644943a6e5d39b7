/** How the home page fills the screen: pictures of the goods on a phone's first screen, the category strip's grid. */
import { expect, test } from './fixtures';

test('a phone shows a whole picture of the goods on the first screen, above the tab bar', async ({
  page,
}) => {
  const viewport = page.viewportSize();
  test.skip(!viewport || viewport.width > 600, 'the phone layout');
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const tabBar = await page.getByRole('navigation', { name: 'Нижняя навигация' }).boundingBox();
  const firstScreenEnd = tabBar?.y ?? 844;
  const picture = main.locator('img').first();
  await expect(picture).toBeVisible();
  const box = await picture.boundingBox();
  expect(box).not.toBeNull();
  // The whole picture is on the first screen, none of it under the tab bar.
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(firstScreenEnd);
  expect(box?.height ?? 0).toBeGreaterThan(200);
});

test('three categories sit centered in columns as wide as the five of the full strip', async ({ page }) => {
  const viewport = page.viewportSize();
  test.skip(!viewport || viewport.width < 1024, 'the desktop layout');
  await page.goto('/');
  const strip = page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name: 'Аксессуары' }) });
  const tiles = strip.getByRole('listitem');
  await expect(tiles).toHaveCount(3);
  const list = await strip.boundingBox();
  const boxes = await Promise.all((await tiles.all()).map((tile) => tile.boundingBox()));
  if (!list || boxes.some((box) => !box)) throw new Error('the strip is not laid out');
  const [first, , last] = boxes as NonNullable<(typeof boxes)[number]>[];
  if (!first || !last) throw new Error('the strip has fewer than three tiles');
  const gap =
    (await strip.evaluate((element) => Number.parseFloat(getComputedStyle(element).columnGap))) || 0;
  expect(first.width).toBeCloseTo((list.width - 4 * gap) / 5, 0);
  const leftRoom = first.x - list.x;
  const rightRoom = list.x + list.width - (last.x + last.width);
  expect(Math.abs(leftRoom - rightRoom)).toBeLessThan(2);
  expect(leftRoom).toBeGreaterThan(first.width / 2);
});
