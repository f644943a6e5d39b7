import type { Page } from '@playwright/test';
import { staff } from '../global-setup';
import { expect, test } from './fixtures';

/** A photo drawn in the browser: a coloured field with a label, as JPEG or PNG bytes. */
async function drawPhoto(page: Page, label: string, color: string, type: 'image/jpeg' | 'image/png') {
  const dataUrl = await page.evaluate(
    ([text, fill, mime]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 900;
      canvas.height = 1200;
      const context = canvas.getContext('2d')!;
      context.fillStyle = fill!;
      context.fillRect(0, 0, 900, 1200);
      context.fillStyle = '#ffffff';
      context.font = 'bold 120px sans-serif';
      context.fillText(text!, 120, 640);
      return canvas.toDataURL(mime);
    },
    [label, color, type],
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('an admin creates a product with variants and two photos, publishes it and finds it with its photos in the storefront', async ({
  page,
}, testInfo) => {
  test.slow();
  const key = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const productName = `Платье с фото ${key}`;
  const baseSku = `IMG-${key}`.toUpperCase();
  const front = await drawPhoto(page, 'ПЕРЕД', '#b03a48', 'image/jpeg');
  const back = await drawPhoto(page, 'СПИНА', '#2f4858', 'image/png');

  await page.goto('/admin/login');
  await page.getByLabel('Email или телефон').fill(staff.admin.email);
  await page.getByLabel('Пароль').fill(staff.admin.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Панель', exact: true })).toBeVisible();

  await page.goto('/admin/products/new');
  await page.getByLabel('Название (рус.)').fill(productName);
  await page.getByLabel('Артикул').fill(baseSku);
  await page.getByLabel('Категория').selectOption({ label: '— Платья' });
  await page.getByLabel('Цена, ₽', { exact: true }).fill('5290');
  await page.getByRole('checkbox', { name: 'Показывать в магазине' }).uncheck();
  await page.getByRole('checkbox', { name: 'Красный' }).check();
  await page.getByRole('checkbox', { name: 'Чёрный' }).check();
  await page.getByRole('checkbox', { name: 'S', exact: true }).check();
  await page.getByLabel('Остаток, шт.: Красный, S').fill('3');
  await page.getByLabel('Остаток, шт.: Чёрный, S').fill('2');

  // A text file is refused by the server, whatever its name says.
  await page.getByLabel('Выбрать файлы').setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('это не картинка'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'не является изображением' })).toBeVisible();

  await page.getByLabel('Выбрать файлы').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: front },
    { name: 'back.png', mimeType: 'image/png', buffer: back },
  ]);
  await expect(page.getByRole('status').filter({ hasText: 'Загружено файлов: 2' })).toBeVisible();
  const images = page.getByRole('list', { name: 'Изображения' }).getByRole('img');
  await expect(images).toHaveCount(2);
  const [frontSrc, backSrc] = [
    await images.nth(0).getAttribute('src'),
    await images.nth(1).getAttribute('src'),
  ];
  expect(frontSrc).toMatch(/^\/uploads\/u\/[a-f0-9]{32}-card\.webp$/);
  await expect(page.getByLabel('Сделать главным: Изображение 1')).toBeChecked();

  // The back photo goes first (dragged with the keyboard through its handle), is made primary and tied to black.
  const handle = page.getByRole('button', { name: 'Перетащить, чтобы изменить порядок' }).nth(1);
  // Each step waits for the one before: the cards are measured once the photos have loaded, and a key only
  // moves a card that has been picked up.
  await expect
    .poll(() => images.evaluateAll((list) => list.every((img) => (img as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  // A drop that lands before the sensor has measured the move leaves the order as it was: then the same
  // handle (still the second) is picked up again.
  await expect(async () => {
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowLeft');
    await page.waitForTimeout(150);
    await page.keyboard.press('Space');
    await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
    await expect(images.nth(0)).toHaveAttribute('src', backSrc!, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(images.nth(1)).toHaveAttribute('src', frontSrc!);
  await page.getByLabel('Сделать главным: Изображение 1').check();
  await page.getByLabel('Цвет: Изображение 2').selectOption({ label: 'Красный' });

  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Товар создан')).toBeVisible();
  const id = page.url().split('/').pop();
  await expect(images).toHaveCount(2);
  await expect(images.nth(0)).toHaveAttribute('src', backSrc!);
  await expect(page.getByLabel('Цвет: Изображение 2')).toHaveValue('RED');

  // Published: shown in the storefront.
  await page.getByRole('checkbox', { name: 'Показывать в магазине' }).check();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Сохранено' })).toBeVisible();

  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  // The gallery shows the chosen color's photos, then the shared ones: red has both.
  await page
    .getByRole('radiogroup', { name: 'Цвет' })
    .getByRole('radio', { name: /Красный/ })
    .click();
  const pageUrl = (card: string) => card.replace('-card.webp', '-page.webp');
  const main = page.getByRole('img', { name: `${productName}, фото 1` });
  expect([pageUrl(backSrc!), pageUrl(frontSrc!)]).toContain(await main.getAttribute('src'));
  await expect(main).toHaveAttribute('srcset', /-zoom\.webp 1600w/);
  await expect
    .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const thumbs = page.getByRole('radiogroup', { name: 'Фотографии товара' }).locator('img');
  await expect(thumbs).toHaveCount(2);
  const thumbSources = await thumbs.evaluateAll((list) => list.map((img) => img.getAttribute('src')));
  expect(thumbSources.sort()).toEqual([backSrc, frontSrc].sort());
});
