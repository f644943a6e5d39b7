import { staff } from '../global-setup';
import { expect, test } from './fixtures';

async function signIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email или телефон').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

test('the admin signs in and sees the dashboard', async ({ page }) => {
  await signIn(page, staff.admin.email, staff.admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Панель', exact: true })).toBeVisible();
});

test('a manager is told "Недостаточно прав" on /admin/users', async ({ page }) => {
  await signIn(page, staff.manager.email, staff.manager.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Панель', exact: true })).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Недостаточно прав' })).toBeVisible();
  // The server agrees: admin-only calls are refused for a manager.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.put('/api/settings/store', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(response.status()).toBe(403);
});

test('a customer signing in at the admin panel is told it is for staff; one signed in at the shop is sent back to it', async ({
  page,
  request,
}, testInfo) => {
  const email = `customer-${testInfo.project.name}-${Date.now()}@e2e.test`;
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Покупатель', email, password: 'customer-password' },
  });
  expect(registered.ok()).toBe(true);
  await signIn(page, email, 'customer-password');
  await expect(page.getByRole('alert')).toContainText('нет доступа к панели управления');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Signed in at the storefront (the same token key), the admin app sends her back to the shop.
  const { token } = (await registered.json()).data as { token: string };
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/$/);
});
