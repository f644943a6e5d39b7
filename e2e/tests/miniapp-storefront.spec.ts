/**
 * The storefront inside Telegram: a mocked client (window.TelegramWebviewProxy records what the app posts;
 * window.Telegram.WebView.receiveEvent delivers button presses) and launch parameters in the URL hash. The
 * initData here is unsigned: entering mini-app mode needs only its presence; the sign-in is tested elsewhere.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseVariant, visibleCartLink } from './storefront-support';

const themeParams = {
  bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#707579',
  link_color: '#3390ec',
  button_color: '#3390ec',
  button_text_color: '#ffffff',
  secondary_bg_color: '#f4f4f5',
};

function launchHash(startParam?: string): string {
  const initData = new URLSearchParams({
    query_id: 'AAE-e2e',
    user: JSON.stringify({ id: 700001, first_name: 'Анна' }),
    auth_date: String(Math.floor(Date.now() / 1000)),
    hash: '0'.repeat(64),
  }).toString();
  const params = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'ios',
    tgWebAppThemeParams: JSON.stringify(themeParams),
  });
  if (startParam) params.set('tgWebAppStartParam', startParam);
  return `#${params.toString()}`;
}

interface PostedEvent {
  type: string;
  data: Record<string, unknown>;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const events: { type: string; data: unknown }[] = [];
    (window as any).__telegramEvents = events;
    (window as any).TelegramWebviewProxy = {
      postEvent: (type: string, data: string) => events.push({ type, data: data ? JSON.parse(data) : {} }),
    };
  });
});

const posted = (page: Page) => page.evaluate(() => (window as any).__telegramEvents as PostedEvent[]);

async function lastOf(page: Page, type: string) {
  return (await posted(page)).filter((event) => event.type === type).at(-1)?.data;
}

const mainButton = (page: Page) =>
  expect.poll(async () => {
    const data = await lastOf(page, 'web_app_setup_main_button');
    return data?.is_visible ? data.text : null;
  });

const press = (page: Page, event: 'main_button_pressed' | 'back_button_pressed') =>
  page.evaluate((name) => (window as any).Telegram.WebView.receiveEvent(name, {}), event);

test('the Telegram main and back buttons drive home → catalogue → product → cart', async ({ page }) => {
  await page.goto(`/${launchHash()}`);
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'mini-app');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Поиск' })).toHaveCount(0);
  await mainButton(page).toBe('Каталог');
  expect(await lastOf(page, 'web_app_setup_back_button')).toEqual({ is_visible: false });

  await press(page, 'main_button_pressed');
  await expect(page).toHaveURL(/\/products$/);
  await expect.poll(() => lastOf(page, 'web_app_setup_back_button')).toEqual({ is_visible: true });

  await page.getByRole('main').getByRole('link', { name: 'Женская одежда' }).click();
  await expect(page).toHaveURL(/\/products\/category\/zhenskaya-odezhda$/);
  await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await mainButton(page).toBe('В корзину');

  await chooseVariant(page);
  await press(page, 'main_button_pressed');
  await expect(visibleCartLink(page, 'Корзина: 1')).toBeVisible();
  await expect
    .poll(() => lastOf(page, 'web_app_trigger_haptic_feedback'))
    .toEqual({ type: 'notification', notification_type: 'success' });

  await press(page, 'back_button_pressed');
  await expect(page).toHaveURL(/\/products\/category\/zhenskaya-odezhda$/);
  await mainButton(page).toBe('Перейти в корзину');
  await press(page, 'main_button_pressed');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Корзина' })).toBeVisible();
});

test('a startapp link p_<id> opens the product and c_<slug> the category', async ({ page }) => {
  await page.goto(`/${launchHash('p_1')}`);
  await expect(page).toHaveURL(/\/product\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: /Платье/ })).toBeVisible();

  await page.goto(`/${launchHash('c_platya')}`);
  await expect(page).toHaveURL(/\/products\/category\/platya$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Платья' })).toBeVisible();
});

test('Telegram theme colors become CSS variables', async ({ page }) => {
  await page.goto(`/${launchHash()}`);
  const buttonColor = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--tg-theme-button-color').trim(),
  );
  expect(buttonColor).toBe('#3390ec');
});
