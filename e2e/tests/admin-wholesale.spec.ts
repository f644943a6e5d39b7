import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { shopOfItsOwn } from './shop-of-its-own';

// The test changes a product's wholesale terms, which other specs read from the shared shop.
const shots = '/tmp/shots-wsadmin';
const shop = shopOfItsOwn({
  name: 'wholesale',
  project: 'desktop',
  reason: 'changes shared products: run once, on a shop of its own',
  before: async () => {
    mkdirSync(shots, { recursive: true });
    return {};
  },
});

interface WholesaleRow {
  id: number;
  name: string;
  baseSku: string;
  isActive: boolean;
  totalStock: number;
}

/** A product on sale that is not offered wholesale yet, found through the admin API. */
async function productWithoutWholesale(): Promise<WholesaleRow> {
  const login = await fetch(`${shop.server.baseUrl}/api/auth/login-unified`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: shop.admin.email, password: shop.admin.password }),
  });
  const token = (await login.json()).data.token as string;
  const list = await fetch(`${shop.server.baseUrl}/api/admin/wholesale/products?wholesale=false&limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = (await list.json()).data.products as WholesaleRow[];
  const product = rows.find((row) => row.isActive && row.totalStock >= 20);
  if (!product) throw new Error('the demo shop has no active product without wholesale');
  return product;
}

test('an admin enables wholesale on a product with a minimum, and its page offers «Купить оптом» from it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const product = await productWithoutWholesale();
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto(`${shop.server.baseUrl}/product/${product.id}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(product.name);
  await expect(page.getByRole('main').getByRole('button', { name: 'Купить оптом' })).toHaveCount(0);

  await shop.signIn(page);
  await page.goto(`${shop.server.baseUrl}/admin/wholesale/products`);
  await expect(page.getByRole('table', { name: 'Товары и их оптовые условия' })).toBeVisible();
  await page.getByLabel('Поиск').fill(product.baseSku);
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole('row').filter({ hasText: product.baseSku });
  await expect(row).toContainText('Выключен');

  await row.getByRole('checkbox', { name: `Выбрать «${product.name}»` }).check();
  const bulk = page.getByRole('form', { name: 'Действие с выбранными' });
  await expect(bulk).toContainText('Выбрано товаров: 1');
  await bulk.getByLabel('Действие').selectOption({ label: 'Задать минимум, шт.' });
  await bulk.getByLabel('Значение').fill('150');
  await bulk.getByRole('button', { name: 'Применить' }).click();
  await expect(bulk.getByRole('alert')).toHaveText('Минимум для опта — целое число от 1 до 100');

  await bulk.getByLabel('Значение').fill('7');
  await bulk.getByRole('button', { name: 'Применить' }).click();
  await expect(bulk.getByRole('status')).toHaveText('Изменено товаров: 1');
  await expect(row).toContainText('7 шт.');
  await bulk.getByLabel('Действие').selectOption({ label: 'Задать скидку, %' });
  await bulk.getByLabel('Значение').fill('15');
  await bulk.getByRole('button', { name: 'Применить' }).click();
  await expect(row).toContainText('скидка 15 %');
  await bulk.getByLabel('Действие').selectOption({ label: 'Включить опт' });
  await bulk.getByRole('button', { name: 'Применить' }).click();
  await expect(row).toContainText('Включён');
  await page.screenshot({ path: `${shots}/products-1440.png`, fullPage: true });

  await page.goto(`${shop.server.baseUrl}/product/${product.id}`);
  const wholesaleButton = page.getByRole('main').getByRole('button', { name: 'Купить оптом' });
  await expect(wholesaleButton).toBeVisible();
  await wholesaleButton.click();
  const dialog = page.getByRole('dialog', { name: 'Оптовый заказ' });
  await expect(dialog.getByRole('spinbutton', { name: 'Штук каждого варианта' })).toHaveValue('7');

  // The audit log names the change.
  await page.goto(`${shop.server.baseUrl}/admin/audit?entity=product&entityId=${product.id}`);
  await expect(page.getByRole('table')).toContainText('Опт включён');
  await expect(page.getByRole('table')).toContainText('Минимум для опта');
});

test('the other wholesale screens, at desktop and tablet widths', async ({ page }) => {
  test.setTimeout(90_000);
  await shop.signIn(page);
  for (const [width, height, name] of [
    [1440, 900, '1440'],
    [820, 1180, 'tablet'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${shop.server.baseUrl}/admin/wholesale`);
    await expect(page.getByText(/Оптом продаётся товаров: \d+ из \d+/)).toBeVisible();
    await page.screenshot({ path: `${shots}/hub-${name}.png`, fullPage: true });
    await page.goto(`${shop.server.baseUrl}/admin/wholesale/settings`);
    await expect(page.getByLabel('Текст кнопки опта (русский)')).toHaveValue('Купить оптом');
    await page.screenshot({ path: `${shots}/settings-${name}.png`, fullPage: true });
    await page.goto(`${shop.server.baseUrl}/admin/wholesale/analytics`);
    await expect(page.getByRole('img', { name: /Оптовая выручка/ })).toBeVisible();
    await page.screenshot({ path: `${shots}/analytics-${name}.png`, fullPage: true });
    await page.goto(`${shop.server.baseUrl}/admin/wholesale/products`);
    await expect(page.getByRole('table', { name: 'Товары и их оптовые условия' })).toBeVisible();
    await page.screenshot({ path: `${shots}/products-${name}.png`, fullPage: true });
  }
});
