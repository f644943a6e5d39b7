/**
 * «Мои размеры»: kept in Telegram's CloudStorage in the mini-app (opened by Telegram's settings button), on the
 * server for a signed-in web buyer, on the device for a guest (joining her account when she signs up); her size
 * chosen on product pages, «В моих размерах» in the catalogue, and one tap to wait for her sold-out size.
 */
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { e2eBotToken } from '../global-setup';
import { shotAtBothWidths } from '../support/screenshots';
import { setStock } from '../support/stock';
import { installTelegramClient } from '../support/telegram-client';
import { miniAppUrl, signedInitData } from '../support/telegram-init-data';
import { expect, test } from './fixtures';
import { signUpWithForm } from './storefront-support';

interface Detail {
  id: number;
  sizes: string[];
  colors: string[];
  variants: { colorCode: string; sizeCode: string; quantity: number; sku: string }[];
}

const mine = { clothing: 'M', footwear: '38' };

async function detailOf(request: APIRequestContext, id: number): Promise<Detail> {
  return (await (await request.get(`/api/products/${id}`)).json()).data as Detail;
}

/** A product of the demo shop in size M, in stock; `nth` keeps tests on products of their own. */
async function productInM(request: APIRequestContext, nth: number): Promise<Detail> {
  const list = await request.get('/api/products?sizes=M&inStock=true&limit=40&sort=price_desc');
  const { products } = (await list.json()).data as { products: { id: number }[] };
  const found = products[nth];
  if (!found) throw new Error('no product in size M');
  return detailOf(request, found.id);
}

const sizeRadio = (page: Page, size: string) =>
  page.getByRole('main').getByRole('radiogroup', { name: 'Размер' }).getByRole('radio', { name: size });

const shot = (page: Page, testInfo: TestInfo, name: string, focus?: Locator) =>
  shotAtBothWidths(page, testInfo, 'shots-sizes', name, focus);

async function chooseMySizes(page: Page) {
  const form = page.getByRole('form', { name: 'Мои размеры' });
  await form.getByLabel('Одежда').selectOption(mine.clothing);
  await form.getByLabel('Обувь').selectOption(mine.footwear);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByRole('status')).toHaveText('Размеры сохранены');
}

/** «В моих размерах» sets the size filter to her sizes and clears it again; it is left on for the screenshot. */
async function filterByMySizes(page: Page) {
  await page.goto('/products');
  // Clicked rather than checked: the box follows the address, which changes a moment after the click.
  const filter = page.getByRole('checkbox', { name: 'В моих размерах' });
  await filter.click();
  await expect(page).toHaveURL(/[?&]sizes=M%2C38(&|$)/);
  await expect(filter).toBeChecked();
  await filter.click();
  await expect(page).not.toHaveURL(/sizes=/);
  await expect(filter).not.toBeChecked();
  await filter.click();
  await expect(filter).toBeChecked();
}

/** Her size chosen on a product page in it, and «В моих размерах» in the catalogue; screenshots of both. */
async function expectMySizesAtWork(page: Page, product: Detail, testInfo: TestInfo) {
  await page.goto(`/product/${product.id}`);
  await expect(sizeRadio(page, 'M')).toHaveAttribute('aria-checked', 'true');
  await shot(page, testInfo, 'product', sizeRadio(page, 'M'));
  await filterByMySizes(page);
  await shot(page, testInfo, 'catalogue');
}

test('in the mini-app the settings button opens «Мои размеры», kept in CloudStorage for every device', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const id = 830_000_000 + Math.floor(Math.random() * 1_000_000);
  const initData = signedInitData({ id, first_name: 'Вера' }, e2eBotToken);
  const telegram = await installTelegramClient(page);
  await page.goto(miniAppUrl('/', initData));
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'mini-app');
  await expect.poll(() => telegram.lastOf('web_app_setup_settings_button')).toEqual({ is_visible: true });

  await telegram.send('settings_button_pressed');
  await expect(page).toHaveURL(/\/my-sizes$/);
  await chooseMySizes(page);
  expect(await telegram.cloudStorage()).toEqual({ my_sizes: JSON.stringify(mine) });
  await shot(page, testInfo, 'my-sizes');

  const product = await productInM(request, 0);
  await expectMySizesAtWork(page, product, testInfo);

  // Her phone: the same Telegram account's CloudStorage, nothing saved on this device or on the server.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const other = await phone.newPage();
  await installTelegramClient(other, { cloud: { my_sizes: JSON.stringify(mine) } });
  await other.goto(miniAppUrl(`/product/${product.id}`, initData));
  await expect(sizeRadio(other, 'M')).toHaveAttribute('aria-checked', 'true');
  const token = await other.evaluate(() => localStorage.getItem('token'));
  const server = await request.get('/api/auth/me/sizes', { headers: { authorization: `Bearer ${token}` } });
  expect((await server.json()).data.sizes).toEqual({ clothing: null, footwear: null });
  await phone.close();
});

test('on a Telegram older than CloudStorage and the settings button, «Мои размеры» are kept on the server', async ({
  page,
}) => {
  const id = 840_000_000 + Math.floor(Math.random() * 1_000_000);
  const initData = signedInitData({ id, first_name: 'Нина' }, e2eBotToken);
  const telegram = await installTelegramClient(page);
  await page.goto(miniAppUrl('/account', initData).replace('tgWebAppVersion=8.0', 'tgWebAppVersion=6.2'));
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'mini-app');
  await chooseMySizes(page);

  expect(await telegram.cloudStorage()).toEqual({});
  expect((await telegram.posted()).map((event) => event.type)).not.toContain('web_app_setup_settings_button');
  const sizes = await page.evaluate(async () => {
    const answer = await fetch('/api/auth/me/sizes', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return (await answer.json()).data.sizes;
  });
  expect(sizes).toEqual(mine);
});

test('on the web a guest keeps «Мои размеры» on the device, and they join her account when she signs up', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/my-sizes');
  await chooseMySizes(page);
  expect(await page.evaluate(() => localStorage.getItem('my-sizes'))).toBe(JSON.stringify(mine));

  await expectMySizesAtWork(page, await productInM(request, 1), testInfo);

  await signUpWithForm(page, {
    name: 'Ирина',
    email: `irina-${Date.now()}@e2e.test`,
    password: 'irina-e2e-password',
  });

  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Мои размеры' });
  await expect(form.getByLabel('Одежда')).toHaveValue('M');
  await expect(form.getByLabel('Обувь')).toHaveValue('38');
  expect(await page.evaluate(() => localStorage.getItem('my-sizes'))).toBeNull();
  await shot(page, testInfo, 'account', form);
});

test('her size sold out in every color: the product page offers to wait for it in one tap', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const product = await productInM(request, 2);
  const inM = product.variants.filter((variant) => variant.sizeCode === 'M');
  await setStock(
    request,
    inM.map((variant) => ({ sku: variant.sku, quantity: 0 })),
  );
  try {
    const id = 850_000_000 + Math.floor(Math.random() * 1_000_000);
    const initData = signedInitData({ id, first_name: 'Алла' }, e2eBotToken);
    await installTelegramClient(page, { cloud: { my_sizes: JSON.stringify(mine) } });
    await page.goto(miniAppUrl(`/product/${product.id}`, initData));
    await expect(sizeRadio(page, 'M')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('stock-label')).toHaveText('Нет в наличии');
    const box = page.getByTestId('back-in-stock');
    await box.getByRole('button', { name: 'Сообщить о поступлении моего размера' }).click();
    await expect(box.getByRole('status')).toHaveText('Сообщим, когда появится');
  } finally {
    await setStock(request, inM);
  }
});
