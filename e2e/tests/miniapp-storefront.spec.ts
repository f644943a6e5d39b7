/**
 * The storefront inside Telegram: a fake client (support/telegram-client.ts) in the place of the mobile apps'
 * and launch parameters in the URL hash (tests/miniapp-support.ts); the sign-in is tested elsewhere.
 */
import type { Page } from '@playwright/test';
import type { FakeClientOptions, TelegramClient } from '../support/telegram-client';
import { expect, test } from './fixtures';
import { launchHash, openMiniApp as openShop, themeParams } from './miniapp-support';
import { chooseVariant, visibleCartLink } from './storefront-support';

let telegram: TelegramClient;

async function openMiniApp(page: Page, startParam?: string, client: FakeClientOptions = {}) {
  telegram = await openShop(page, { ...(startParam ? { startParam } : {}), client });
}

const mainButton = () =>
  expect.poll(async () => {
    const data = await telegram.lastOf('web_app_setup_main_button');
    return data?.is_visible ? data.text : null;
  });

const backButtonVisible = async () =>
  (await telegram.lastOf('web_app_setup_back_button'))?.is_visible ?? false;

const cssVariable = (page: Page, name: string) =>
  page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  );

test('the Telegram main and back buttons drive home → catalogue → product → cart', async ({ page }) => {
  // Four screens in one journey: on a busy two-core machine that takes longer than one test's usual 30 s.
  test.slow();
  await openMiniApp(page);
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'mini-app');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Поиск' })).toHaveCount(0);
  await mainButton().toBe('Каталог');
  expect(await backButtonVisible()).toBe(false);
  expect((await telegram.posted()).map((event) => event.type)).toEqual(
    expect.arrayContaining(['web_app_ready', 'web_app_expand']),
  );

  await telegram.send('main_button_pressed');
  await expect(page).toHaveURL(/\/products$/);
  await expect.poll(backButtonVisible).toBe(true);

  await page.getByRole('main').getByRole('link', { name: 'Женская одежда' }).click();
  await expect(page).toHaveURL(/\/products\/category\/zhenskaya-odezhda$/);
  await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await mainButton().toBe('В корзину');

  await chooseVariant(page);
  await telegram.send('main_button_pressed');
  await expect(visibleCartLink(page, 'Корзина: 1')).toBeVisible();
  await expect
    .poll(() => telegram.lastOf('web_app_trigger_haptic_feedback'))
    .toEqual({ type: 'notification', notification_type: 'success' });

  await telegram.send('back_button_pressed');
  await expect(page).toHaveURL(/\/products\/category\/zhenskaya-odezhda$/);
  await mainButton().toBe('Перейти в корзину');
  await telegram.send('main_button_pressed');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Корзина' })).toBeVisible();
});

test('a startapp link p_<id> opens the product and c_<slug> the category', async ({ page }) => {
  await openMiniApp(page, 'p_1');
  await expect(page).toHaveURL(/\/product\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: /Платье/ })).toBeVisible();

  await page.goto(`/${launchHash('c_platya')}`);
  await expect(page).toHaveURL(/\/products\/category\/platya$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Платья' })).toBeVisible();
});

test('Telegram theme colors become CSS variables and follow a theme change', async ({ page }) => {
  await openMiniApp(page);
  await expect.poll(() => cssVariable(page, '--tg-theme-button-color')).toBe('#3390ec');
  const catalogueButton = page.getByRole('main').getByRole('link', { name: 'Смотреть каталог' });
  await expect(catalogueButton).toHaveCSS('background-color', 'rgb(51, 144, 236)');

  await telegram.send('theme_changed', { theme_params: { ...themeParams, button_color: '#e53935' } });
  await expect.poll(() => cssVariable(page, '--tg-theme-button-color')).toBe('#e53935');
  await expect(catalogueButton).toHaveCSS('background-color', 'rgb(229, 57, 53)');
});

test("Telegram's viewport and safe areas become CSS variables that keep the header clear", async ({
  page,
}) => {
  await openMiniApp(page, undefined, {
    safeArea: { top: 47, bottom: 34, left: 0, right: 0 },
    contentSafeArea: { top: 46, bottom: 0, left: 0, right: 0 },
  });
  await expect.poll(() => cssVariable(page, '--tg-viewport-safe-area-inset-top')).toBe('47px');
  expect(await cssVariable(page, '--tg-viewport-safe-area-inset-bottom')).toBe('34px');
  expect(await cssVariable(page, '--tg-viewport-content-safe-area-inset-top')).toBe('46px');
  const { height, width } = page.viewportSize() ?? { height: 0, width: 0 };
  expect(await cssVariable(page, '--tg-viewport-height')).toBe(`${height}px`);
  expect(await cssVariable(page, '--tg-viewport-stable-height')).toBe(`${height}px`);
  expect(await cssVariable(page, '--tg-viewport-width')).toBe(`${width}px`);
  const banner = page.getByRole('banner');
  await expect(banner).toHaveCSS('margin-top', '93px');

  // The phone turned to landscape: Telegram reports the new insets and the header moves with them.
  await telegram.send('safe_area_changed', { top: 0, bottom: 21, left: 59, right: 59 });
  await expect.poll(() => cssVariable(page, '--tg-viewport-safe-area-inset-left')).toBe('59px');
  await expect(banner).toHaveCSS('margin-top', '46px');
  await expect(page.locator('body')).toHaveCSS('padding-left', '59px');
});
