import { staff } from '../global-setup';
import { expect, test } from './fixtures';

async function signIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email или телефон').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Панель', exact: true })).toBeVisible();
}

test('an admin creates a category and a product with variants, and finds it in the storefront', async ({
  page,
}, testInfo) => {
  // A category, a product with its variant grid, and the storefront: longer than one test's usual 30 s when busy.
  test.slow();
  const key = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const slug = `e2e-${key}`;
  const categoryName = `Категория ${key}`;
  const productName = `Платье ${key}`;
  const baseSku = `E2E-${key}`.toUpperCase();

  await signIn(page, staff.admin.email, staff.admin.password);
  await expect(page.getByRole('banner').getByText('admin@e2e.test')).toBeVisible();

  await page.goto('/admin/categories');
  await page.getByRole('button', { name: 'Добавить категорию' }).click();
  const categoryForm = page.getByRole('form', { name: 'Новая категория' });
  await categoryForm.getByLabel('Название (рус.)').fill(categoryName);
  await categoryForm.getByLabel('Адрес (латиницей)').fill('Плохой адрес');
  await categoryForm.getByRole('button', { name: 'Сохранить' }).click();
  await expect(categoryForm.getByText(/латинские буквы в нижнем регистре/)).toBeVisible();
  await categoryForm.getByLabel('Адрес (латиницей)').fill(slug);
  await categoryForm.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Сохранено' })).toBeVisible();
  await expect(page.getByText(categoryName, { exact: true })).toBeVisible();

  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'Добавить товар' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Новый товар' })).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Введите название на русском (до 200 символов)')).toBeVisible();

  await page.getByLabel('Название (рус.)').fill(productName);
  await page.getByLabel('Артикул').fill(baseSku);
  await page.getByLabel('Категория').selectOption({ label: categoryName });
  await page.getByLabel('Описание (рус.)').fill('Лёгкое платье из льна');
  await page.getByLabel('Цена, ₽', { exact: true }).fill('4590');
  await page.getByRole('checkbox', { name: 'Красный' }).check();
  await page.getByRole('checkbox', { name: 'Чёрный' }).check();
  await page.getByRole('checkbox', { name: 'S', exact: true }).check();
  await page.getByRole('checkbox', { name: 'M', exact: true }).check();
  await page.getByLabel('Остаток, шт.: Красный, S').fill('4');
  await page.getByLabel('Остаток, шт.: Чёрный, M').fill('2');
  await expect(page.getByText('Всего на складе: 6 шт.')).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить' }).click();

  await expect(page.getByText('Товар создан')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  const id = page.url().split('/').pop();

  await page.goto('/admin/products');
  await page.getByLabel('Поиск').fill(baseSku);
  const row = page.getByRole('row').filter({ hasText: productName });
  await expect(row).toBeVisible();
  await expect(row.getByText('6', { exact: true })).toBeVisible();

  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await page.goto(`/products/category/${slug}`);
  await expect(page.getByText(productName).first()).toBeVisible();
});

test('a manager works the catalogue screens but cannot open the users screen', async ({ page }) => {
  await signIn(page, staff.manager.email, staff.manager.password);
  await page.goto('/admin/products');
  await expect(page.getByRole('table', { name: 'Товары' })).toBeVisible();
  await page.goto('/admin/colors');
  await expect(page.getByRole('table', { name: 'Цвета' }).getByText('Красный')).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Недостаточно прав' })).toBeVisible();
});
