import { staff } from '../global-setup';
import { expect, test } from './fixtures';

// It changes stock other specs may count on: it must run in one project only (support/spec-widths.ts).

test('a manager exports the catalogue, imports an edited stock file and sees the product stock change', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email или телефон').fill(staff.manager.email);
  await page.getByLabel('Пароль').fill(staff.manager.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Панель', exact: true })).toBeVisible();

  await page.goto('/admin/products');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Выгрузить CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks));
  const [header, ...rows] = text
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(header).toBe('SKU;Артикул;Товар;Категория;Цвет;Размер;Остаток;Цена, ₽;Цена до скидки, ₽;В продаже');
  // The export quotes names holding the delimiter; the demo names hold none, so a plain split reads them.
  const lines = rows.map((row) => row.split(';'));
  const [sku, article, name, , , , quantity] = lines.find((line) => Number(line[6]) > 0)!;
  const productStock = lines
    .filter((line) => line[1] === article)
    .reduce((sum, line) => sum + Number(line[6]), 0);
  const next = Number(quantity) + 3;

  await page.getByRole('link', { name: 'Импорт остатков' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Импорт остатков' })).toBeVisible();
  await page.getByLabel('Выбрать файл').setInputFiles({
    name: 'stock.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`SKU;Остаток\r\n${sku};${next}\r\nNOPE-E2E;1\r\n`),
  });
  await expect(page.getByRole('alert')).toContainText('Строка 3: SKU NOPE-E2E нет в каталоге');
  await expect(page.getByRole('button', { name: /Применить/ })).toHaveCount(0);

  await page.getByLabel('Загрузить другой файл').setInputFiles({
    name: 'stock.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`SKU;Остаток\r\n${sku};${next}\r\n`),
  });
  const table = page.getByRole('table', { name: 'Изменения остатков' });
  await expect(table.getByRole('row', { name: new RegExp(sku!) })).toContainText(`${quantity}→${next}`);
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Применить изменения (1)' }).click();
  await expect(page.getByText('Готово: остатки изменены у 1 SKU.')).toBeVisible();

  await page.goto(`/admin/products?search=${encodeURIComponent(article!)}`);
  await page.getByRole('link', { name: name!, exact: true }).click();
  await expect(page.getByText(`Всего на складе: ${productStock + 3} шт.`)).toBeVisible();
});
