/** How the home page fills the screen: pictures of the goods on a phone's first screen, the category strip's grid. */
import type { Page } from '@playwright/test';
import { installTelegramClient } from '../support/telegram-client';
import { expect, test } from './fixtures';

const unsignedLaunch = new URLSearchParams({
  tgWebAppData: new URLSearchParams({
    query_id: 'AAE-e2e',
    user: JSON.stringify({ id: 700002, first_name: 'Вера' }),
    auth_date: String(Math.floor(Date.now() / 1000)),
    signature: 'e2e',
    hash: '0'.repeat(64),
  }).toString(),
  tgWebAppVersion: '8.0',
  tgWebAppPlatform: 'ios',
  tgWebAppThemeParams: JSON.stringify({
    bg_color: '#ffffff',
    text_color: '#000000',
    button_color: '#3390ec',
  }),
}).toString();

/** Opens the home page in the phone project, in the web shop or inside Telegram; skips the desktop project. */
async function openHomeOnPhone(page: Page, mode: 'web' | 'mini-app', why: string) {
  const viewport = page.viewportSize();
  // Skipped in the desktop project (1280x800): `why` is the phone layout, which the mobile project runs.
  test.skip(!viewport || viewport.width > 600, `${why}: phone layout only; runs in the mobile project`);
  if (mode === 'mini-app') await installTelegramClient(page);
  await page.goto(mode === 'mini-app' ? `/#${unsignedLaunch}` : '/');
  if (mode === 'mini-app') await expect(page.locator('html')).toHaveAttribute('data-mode', 'mini-app');
}

for (const mode of ['web', 'mini-app'] as const) {
  test(`a phone shows a whole picture of the goods on the first screen, above the tab bar (${mode})`, async ({
    page,
  }) => {
    await openHomeOnPhone(page, mode, 'the first screen');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    const tabBar = await page.getByRole('navigation', { name: 'Нижняя навигация' }).boundingBox();
    const firstScreenEnd = tabBar?.y ?? 844;
    const picture = main.locator('img').first();
    await expect(picture).toBeVisible();
    const box = await picture.boundingBox();
    // The whole picture is on the first screen, none of it under the tab bar.
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(firstScreenEnd);
    expect(box?.height ?? 0).toBeGreaterThan(200);
  });
}

test('three categories sit centered in columns as wide as the five of the full strip', async ({ page }) => {
  const viewport = page.viewportSize();
  // Skipped in the mobile project (390x844): this checks the desktop strip, which the desktop project runs.
  test.skip(!viewport || viewport.width < 1024, 'desktop layout only; runs in the desktop project');
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

for (const mode of ['web', 'mini-app'] as const) {
  test(`on a phone the category strip is followed by the next section without an empty band (${mode})`, async ({
    page,
  }) => {
    await openHomeOnPhone(page, mode, 'the strip’s arrows and its row');
    const main = page.getByRole('main');
    const categories = main.getByRole('region', { name: 'Категории' });
    const strip = categories
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: 'Аксессуары' }) });
    await expect(strip).toBeVisible();
    const next = main.getByRole('heading', { name: 'Популярные товары' });
    await expect(next).toBeVisible();
    const stripBox = (await strip.boundingBox())!;
    const nextBox = (await next.boundingBox())!;
    // The sections' own spacing (40 px each side on phones) and no more: no row of its own for the arrows.
    expect(nextBox.y - (stripBox.y + stripBox.height)).toBeLessThanOrEqual(96);

    // The arrows stand beside the title and still scroll the strip.
    const forward = categories.getByRole('button', { name: 'Прокрутить категории вперёд' });
    const title = (await categories.getByRole('heading', { name: 'Категории' }).boundingBox())!;
    const arrow = (await forward.boundingBox())!;
    expect(arrow.y).toBeLessThan(title.y + title.height);
    expect(arrow.y + arrow.height).toBeGreaterThan(title.y);
    await forward.click();
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
}
