import { expect, test } from './fixtures';

test('/admin/login shows the staff sign-in form', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByLabel('Email или телефон')).toBeVisible();
  await expect(page.getByLabel('Пароль')).toBeVisible();
  await expect(page.getByRole('button', { name: /войти/i })).toBeEnabled();
});

test('a signed-out visitor of an admin page is sent to /admin/login', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login/);
});
