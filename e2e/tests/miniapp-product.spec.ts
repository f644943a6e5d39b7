/**
 * The product page as a native screen inside Telegram (Mini Apps 8.0): the secondary button beside the main
 * one, haptics on choices, a fullscreen photo viewer with pinch zoom while vertical swipes are off and Telegram's
 * bottom buttons hidden (its back button closes the viewer), sharing to a story, and none of it in the web shop.
 */
import type { Page } from '@playwright/test';
import { installTelegramClient, type TelegramClient } from '../support/telegram-client';
import { expect, test } from './fixtures';
import { openMiniApp } from './miniapp-support';

const lastSent = (telegram: TelegramClient, type: string) => expect.poll(() => telegram.lastOf(type));

/** Two fingers on the photo moving apart, as the touch screen reports them. */
async function pinchOut(page: Page, centre: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const fingers = (gap: number) => [
    { x: centre.x - gap, y: centre.y, id: 1 },
    { x: centre.x + gap, y: centre.y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) });
  for (const gap of [60, 80, 100, 120])
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(gap) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('inside Telegram the product page has the secondary button, haptics and a pinch-zoom photo viewer', async ({
  page,
}) => {
  const telegram = await openMiniApp(page, { path: '/product/1' });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

  await lastSent(telegram, 'web_app_setup_secondary_button').toMatchObject({
    is_visible: true,
    text: 'В избранное',
  });
  await telegram.send('secondary_button_pressed');
  await lastSent(telegram, 'web_app_setup_secondary_button').toMatchObject({ text: 'Убрать из избранного' });
  await expect(main.getByRole('button', { name: 'В избранном' })).toHaveAttribute('aria-pressed', 'true');

  await main.getByRole('radiogroup', { name: 'Цвет' }).getByRole('radio').first().click();
  await lastSent(telegram, 'web_app_trigger_haptic_feedback').toEqual({ type: 'selection_change' });

  await lastSent(telegram, 'web_app_setup_main_button').toMatchObject({
    is_visible: true,
    text: 'В корзину',
  });
  await main.getByRole('button', { name: 'Открыть фото на весь экран' }).click();
  const viewer = page.getByRole('dialog', { name: /^Фото: / });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(/^1 из \d+$/)).toBeVisible();
  await lastSent(telegram, 'web_app_setup_swipe_behavior').toEqual({ allow_vertical_swipe: false });
  // Telegram's bottom buttons do not cover the photo.
  await lastSent(telegram, 'web_app_setup_main_button').toMatchObject({ is_visible: false });
  await lastSent(telegram, 'web_app_setup_secondary_button').toMatchObject({ is_visible: false });

  const photo = viewer.getByRole('img');
  const stage = viewer.getByTestId('photo-stage');
  const box = await stage.boundingBox();
  if (!box) throw new Error('the photo viewer has no size');
  await pinchOut(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  await expect.poll(async () => Number(await photo.getAttribute('data-scale'))).toBeGreaterThan(2);
  await page.screenshot({ path: test.info().outputPath('miniapp-product-gallery-zoomed.png') });

  await stage.dblclick();
  await expect(photo).toHaveAttribute('data-scale', '1.00');
  await page.screenshot({ path: test.info().outputPath('miniapp-product-gallery.png') });

  // Telegram's back button closes the viewer and stays on the product, with the bottom buttons back.
  await telegram.send('back_button_pressed');
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(/\/product\/1(#|$)/);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await lastSent(telegram, 'web_app_setup_swipe_behavior').toEqual({ allow_vertical_swipe: true });
  await lastSent(telegram, 'web_app_setup_main_button').toMatchObject({
    is_visible: true,
    text: 'В корзину',
  });
  await lastSent(telegram, 'web_app_setup_secondary_button').toMatchObject({
    is_visible: true,
    text: 'Убрать из избранного',
  });

  // «Закрыть» closes it too; then the back press leaves the product as before (home: it was opened straight).
  await main.getByRole('button', { name: 'Открыть фото на весь экран' }).click();
  await viewer.getByRole('button', { name: 'Закрыть' }).click();
  await expect(viewer).toBeHidden();
  await lastSent(telegram, 'web_app_setup_main_button').toMatchObject({
    is_visible: true,
    text: 'В корзину',
  });
  await telegram.send('back_button_pressed');
  await expect(page).not.toHaveURL(/\/product\/1/);
});

test("inside Telegram 'В историю' opens the story editor with the product's JPEG and a link back into the mini-app", async ({
  page,
}) => {
  const telegram = await openMiniApp(page, { path: '/product/1' });
  const main = page.getByRole('main');
  const name = (await main.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await main.getByRole('button', { name: 'В историю' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('miniapp-product-story-button.png') });
  await main.getByRole('button', { name: 'В историю' }).click();
  await lastSent(telegram, 'web_app_share_to_story').toBeDefined();
  const story = await telegram.lastOf('web_app_share_to_story');
  const origin = new URL(page.url()).origin;
  expect(story).toEqual({
    media_url: expect.stringMatching(new RegExp(`^${origin}/uploads/.+-photo\\.jpg$`)),
    text: name,
    // The link opens the product in the mini-app: the shop's bot is the fake Bot API's.
    widget_link: { url: 'https://t.me/shop_test_bot?startapp=product_1', name: 'Открыть товар' },
  });
  // The JPEG is there for Telegram to fetch.
  const jpeg = await page.request.get(String(story?.media_url));
  expect(jpeg.status()).toBe(200);
  expect(jpeg.headers()['content-type']).toBe('image/jpeg');
});

test('inside Telegram the size chart keeps a vertical swipe from closing the shop', async ({ page }) => {
  const telegram = await openMiniApp(page, { path: '/size-chart' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await lastSent(telegram, 'web_app_setup_swipe_behavior').toEqual({ allow_vertical_swipe: false });
  // Telegram's back button is there (its controls load after the page): it leads home, off the chart.
  await lastSent(telegram, 'web_app_setup_back_button').toEqual({ is_visible: true });
  await telegram.send('back_button_pressed');
  await expect(page).toHaveURL(/\/$/);
  await lastSent(telegram, 'web_app_setup_swipe_behavior').toEqual({ allow_vertical_swipe: true });
});

test('on an older Telegram (7.0) the page keeps its own buttons and sends nothing it lacks', async ({
  page,
}) => {
  const telegram = await openMiniApp(page, { path: '/product/1', version: '7.0' });
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Открыть фото на весь экран' }).click();
  await expect(page.getByRole('dialog', { name: /^Фото: / })).toBeVisible();
  await page.getByRole('button', { name: 'Закрыть' }).click();
  await main.getByRole('button', { name: 'Добавить в избранное' }).click();
  await expect(main.getByRole('button', { name: 'В избранном' })).toBeVisible();
  // Stories came with 7.8.
  await expect(main.getByRole('button', { name: 'В историю' })).toHaveCount(0);
  const types = (await telegram.posted()).map((event) => event.type);
  expect(types).toContain('web_app_setup_main_button');
  expect(types).not.toContain('web_app_setup_secondary_button');
  expect(types).not.toContain('web_app_setup_swipe_behavior');
});

test('the web shop has none of it: the photo is a picture, and Telegram is sent nothing', async ({
  page,
}) => {
  // A Telegram client in the page, but no launch parameters: the web shop.
  const telegram = await installTelegramClient(page);
  await page.goto('/product/1');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-mode', 'mini-app');
  await main.getByRole('radiogroup', { name: 'Цвет' }).getByRole('radio').first().click();
  await expect(main.getByRole('button', { name: 'Открыть фото на весь экран' })).toHaveCount(0);
  await expect(main.getByRole('img', { name: /, фото 1$/ })).toBeVisible();
  await expect(main.getByRole('button', { name: 'В историю' })).toHaveCount(0);
  expect(await telegram.posted()).toEqual([]);
});
