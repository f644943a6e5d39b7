import { staff } from '../global-setup';
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

test('the dashboard chart’s legend reads the period’s totals, then the day pointed at', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email или телефон').fill(staff.admin.email);
  await page.getByLabel('Пароль').fill(staff.admin.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  const legend = page.locator('.u-legend');
  await expect(legend).toBeVisible();
  const rows = legend.locator('tr');
  // Other tests' orders on the shared shop may carry a cash fee, so the revenue can hold kopecks.
  await expect(rows).toHaveText([
    /^День\s*весь период$/,
    /^Выручка\s*[\d\s]+(,\d{2})?\s*₽$/,
    /^Заказы\s*\d+$/,
  ]);
  await page.screenshot({ path: test.info().outputPath('dashboard.png') });
  const chart = page.locator('.u-over');
  const box = await chart.boundingBox();
  if (!box) throw new Error('the chart is not drawn');
  await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2);
  await expect(rows.first()).toHaveText(/^День\s*\d{2}\.\d{2}$/);
});
