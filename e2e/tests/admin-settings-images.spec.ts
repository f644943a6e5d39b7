/**
 * Pictures staff upload outside the product form: the store's logo and tab icon in the settings, and a home page
 * banner's picture. Each is uploaded from the field itself and then shown by the storefront. These change shared
 * settings, so they run on a shop of their own, once (desktop project).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shopOfItsOwn } from './shop-of-its-own';

const shop = shopOfItsOwn({
  name: 'settings-images',
  project: 'desktop',
  reason: 'changes shared settings: run once, on a shop of its own',
});

/** A picture drawn in the browser, as PNG bytes. */
async function drawPicture(page: Page, width: number, height: number, color: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = Number(w);
      canvas.height = Number(h);
      const context = canvas.getContext('2d')!;
      context.fillStyle = String(fill);
      context.fillRect(0, 0, Number(w), Number(h));
      return canvas.toDataURL('image/png');
    },
    [width, height, color] as const,
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** A picture's size and whether its middle pixel has this color (WebP may move a channel by a few steps). */
async function pictureAt(page: Page, url: string, color: number[]) {
  const { width, height, center } = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const [r, g, b] = context.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data;
    return { width: image.naturalWidth, height: image.naturalHeight, center: [r ?? 0, g ?? 0, b ?? 0] };
  }, url);
  return {
    width,
    height,
    colored: center.every((channel, index) => Math.abs(channel - (color[index] ?? 0)) <= 8),
  };
}

test('without an icon of their own, the tab and Apple icons are made from the uploaded logo', async ({
  page,
}) => {
  await shop.signIn(page);
  await page.goto(`${shop.server.baseUrl}/admin/settings`);
  const storeForm = page.getByRole('form', { name: 'Настройки магазина' });
  await storeForm.getByLabel('Загрузить картинку: Логотип').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await drawPicture(page, 300, 300, '#2f8f5b'),
  });
  await expect(storeForm.getByRole('img', { name: 'Сейчас: Логотип' })).toHaveAttribute(
    'src',
    /^\/uploads\/u\//,
  );
  await storeForm.getByRole('button', { name: 'Сохранить' }).click();
  await expect(storeForm.getByRole('status')).toContainText('Сохранено');

  await page.goto(`${shop.server.baseUrl}/`);
  const green = [47, 143, 91];
  expect(await pictureAt(page, '/api/shop-icon/32', green)).toEqual({ width: 32, height: 32, colored: true });
  expect(await pictureAt(page, '/api/shop-icon/180', green)).toEqual({
    width: 180,
    height: 180,
    colored: true,
  });
});

test('an admin uploads the logo and the tab icon, and the storefront shows both', async ({ page }) => {
  await shop.signIn(page);
  await page.goto(`${shop.server.baseUrl}/admin/settings`);
  const storeForm = page.getByRole('form', { name: 'Настройки магазина' });
  const logo = await drawPicture(page, 600, 200, '#1c2a3a');
  const icon = await drawPicture(page, 128, 128, '#e85d75');

  await storeForm
    .getByLabel('Загрузить картинку: Логотип')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(storeForm.getByRole('img', { name: 'Сейчас: Логотип' })).toHaveAttribute(
    'src',
    /^\/uploads\//,
  );
  await storeForm
    .getByLabel('Загрузить картинку: Значок вкладки')
    .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: icon });
  const iconImage = storeForm.getByRole('img', { name: 'Сейчас: Значок вкладки' });
  await expect(iconImage).toHaveAttribute('src', /^\/uploads\/.*-card\.webp$/);
  const logoUrl = await storeForm.getByRole('img', { name: 'Сейчас: Логотип' }).getAttribute('src');
  const iconUrl = await iconImage.getAttribute('src');

  // A file that is no picture is refused with the server's reason, and the field keeps its picture.
  await storeForm
    .getByLabel('Загрузить картинку: Логотип')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<svg></svg>') });
  // The shop does its image work one job at a time (services/uploads/image-variants.ts): on a busy machine the
  // refusal waits behind the two pictures just encoded and the icons made from them.
  await expect(storeForm.getByRole('alert')).toBeVisible({ timeout: 30_000 });
  await expect(storeForm.getByRole('img', { name: 'Сейчас: Логотип' })).toHaveAttribute('src', logoUrl ?? '');
  await page.screenshot({ path: '/tmp/shots/desktop-admin-settings-images.png' });

  await storeForm.getByRole('button', { name: 'Сохранить' }).click();
  await expect(storeForm.getByRole('status')).toContainText('Сохранено');

  await page.goto(`${shop.server.baseUrl}/`);
  await expect(page.getByRole('banner').locator(`img[src="${logoUrl}"]`).first()).toBeVisible();
  // SPEC 7: the tab icon (32x32) and the Apple touch icon (180x180) are made from the icon staff uploaded.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/api/shop-icon/32');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/api/shop-icon/180');
  const pink = [232, 93, 117];
  expect(await pictureAt(page, '/api/shop-icon/32', pink)).toEqual({ width: 32, height: 32, colored: true });
  expect(await pictureAt(page, '/api/shop-icon/180', pink)).toEqual({
    width: 180,
    height: 180,
    colored: true,
  });
  const served = await page.request.get(`${shop.server.baseUrl}${iconUrl}`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
});

test("an admin uploads a banner's picture and the home page shows it", async ({ page }) => {
  await shop.signIn(page);
  await page.goto(`${shop.server.baseUrl}/admin/home-content`);
  await page.locator('summary', { hasText: 'Баннеры-карусель' }).click();
  const picture = await drawPicture(page, 1600, 600, '#2f4858');
  await page
    .getByLabel('Загрузить картинку: Картинка баннера')
    .first()
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: picture });
  const uploaded = page.getByRole('img', { name: 'Сейчас: Картинка баннера' }).first();
  await expect(uploaded).toHaveAttribute('src', /^\/uploads\/u\//);
  const url = await uploaded.getAttribute('src');
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Опубликовано|Сохранено/ })).toBeVisible();

  await page.goto(`${shop.server.baseUrl}/`);
  await expect(page.getByRole('main').locator(`img[src="${url}"]`).first()).toBeAttached();
});
