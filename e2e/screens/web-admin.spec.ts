/** Every admin screen (web-admin/src/app/router.tsx) at both sizes, signed in as the admin of the e2e shop. */
import type { Page } from '@playwright/test';
import { expect, test } from '../tests/fixtures';
import { matchScreen, signInAdmin } from './screens-support';

/** Each route of the admin app, by the name of its snapshot. */
const screens: Record<string, string> = {
  dashboard: '/admin/dashboard',
  orders: '/admin/orders',
  products: '/admin/products',
  'product-edit': '/admin/products/1',
  'product-new': '/admin/products/new',
  'products-import': '/admin/products/import',
  categories: '/admin/categories',
  colors: '/admin/colors',
  sizes: '/admin/sizes',
  'home-content': '/admin/home-content',
  promotions: '/admin/promotions',
  promocodes: '/admin/promocodes',
  referrals: '/admin/referrals',
  telegram: '/admin/telegram',
  shipping: '/admin/shipping',
  wholesale: '/admin/wholesale',
  'wholesale-settings': '/admin/wholesale/settings',
  'wholesale-products': '/admin/wholesale/products',
  'wholesale-analytics': '/admin/wholesale/analytics',
  users: '/admin/users',
  settings: '/admin/settings',
  audit: '/admin/audit',
  'not-found': '/admin/no-such-page',
};

const ready = async (page: Page) => {
  await expect(page).not.toHaveURL(/\/admin\/login/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/^Загрузка/)).toHaveCount(0);
};

test('admin sign-in', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await matchScreen(page, 'admin-login');
});

for (const [name, path] of Object.entries(screens)) {
  test(`admin ${name}`, async ({ page }) => {
    await signInAdmin(page);
    await page.goto(path);
    await ready(page);
    await matchScreen(page, `admin-${name}`);
  });
}

test('admin order detail', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin/orders');
  await ready(page);
  // The oldest order on the list: the first the storefront screens placed, the same on every run.
  await page.locator('main a[href^="/admin/orders/"]').last().click();
  await expect(page).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
  await ready(page);
  await matchScreen(page, 'admin-order-detail');
});
