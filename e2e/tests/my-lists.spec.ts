/**
 * The wishlist and the recently viewed products on every device: kept in Telegram's CloudStorage in the mini-app
 * (two keys of at most 4096 characters hold the wishlist's 200 products), on the server for a signed-in web buyer,
 * on the device for a guest, whose lists join her account when she signs up.
 */
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { e2eBotToken } from '../global-setup';
import { shotAtBothWidths } from '../support/screenshots';
import { installTelegramClient } from '../support/telegram-client';
import { miniAppUrl, signedInitData } from '../support/telegram-init-data';
import { expect, test } from './fixtures';
import { signUpWithForm } from './storefront-support';

interface Listed {
  id: number;
  name: { ru: string };
}

/** `count` products of the demo shop; `from` keeps tests on products of their own. */
async function products(request: APIRequestContext, from: number, count: number): Promise<Listed[]> {
  const list = await request.get('/api/products?limit=40&sort=price_asc');
  const found = ((await list.json()).data.products as Listed[]).slice(from, from + count);
  if (found.length < count) throw new Error('the demo shop has too few products');
  return found;
}

/** Two products, for a test that views and keeps both. */
const twoProducts = async (request: APIRequestContext, from: number) =>
  (await products(request, from, 2)) as [Listed, Listed];

const shot = (page: Page, testInfo: TestInfo, name: string, focus?: Locator) =>
  shotAtBothWidths(page, testInfo, 'shots-lists', name, focus);

async function addToWishlist(page: Page, product: Listed) {
  await page.goto(`/product/${product.id}`);
  const heart = page.getByRole('main').getByRole('button', { name: 'Добавить в избранное' });
  await heart.click();
  await expect(page.getByRole('main').getByRole('button', { name: 'В избранном' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

const wishlistNames = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Убрать из избранного' }) })
    .getByRole('link');

/** «Вы недавно смотрели» below the product page, with the names of its products. */
const recentlyViewed = (page: Page) => page.getByRole('region', { name: 'Вы недавно смотрели' });

const cloudIds = (cloud: Record<string, string>, keys = ['wishlist_0', 'wishlist_1']) =>
  keys
    .map((key) => cloud[key] ?? '')
    .flatMap((value) => (value ? value.split(',') : []))
    .map((entry) => Number(entry.split(':')[0]));

test('in the mini-app the wishlist lives in CloudStorage, for every device of her Telegram account', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const [first, second] = await twoProducts(request, 0);
  const initData = signedInitData(
    { id: 860_000_000 + Math.floor(Math.random() * 1_000_000), first_name: 'Ольга' },
    e2eBotToken,
  );
  const telegram = await installTelegramClient(page);
  await page.goto(miniAppUrl('/', initData));
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'mini-app');

  await addToWishlist(page, first);
  // The page records her view of it once drawn.
  await expect.poll(async () => cloudIds(await telegram.cloudStorage(), ['viewed_0'])).toEqual([first.id]);
  await addToWishlist(page, second);
  await expect.poll(async () => cloudIds(await telegram.cloudStorage())).toEqual([second.id, first.id]);
  await expect(recentlyViewed(page).getByRole('link', { name: first.name.ru })).toBeVisible();
  await shot(page, testInfo, 'recently-viewed', recentlyViewed(page).getByRole('heading', { level: 2 }));
  expect(cloudIds(await telegram.cloudStorage(), ['viewed_0'])).toEqual([second.id, first.id]);
  const cloud = await telegram.cloudStorage();
  expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull();

  // Her phone: the same account's CloudStorage; the server keeps nothing of it.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const other = await phone.newPage();
  await installTelegramClient(other, { cloud });
  await other.goto(miniAppUrl('/wishlist', initData));
  await expect(wishlistNames(other)).toHaveText([second.name.ru, first.name.ru]);
  await shot(other, testInfo, 'wishlist');
  const token = await other.evaluate(() => localStorage.getItem('token'));
  const server = await request.get('/api/auth/me/wishlist', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await server.json()).data.items).toEqual([]);
  await phone.close();
});

test("a guest's 200 products join CloudStorage in two keys Telegram takes, within its 4096 characters", async ({
  page,
  request,
}) => {
  const [real] = (await products(request, 2, 1)) as [Listed];
  // Her list from before: one product of the shop and 199 the shop has since removed, with the longest ids.
  const items = [real.id, ...Array.from({ length: 199 }, (_, i) => 2_147_483_647 - i)].map((id, i) => ({
    productId: String(id),
    productName: 'Платье',
    productImage: '',
    productPrice: 1000,
    addedAt: new Date(Date.UTC(2026, 10, 29, 8) - i * 1000).toISOString(),
  }));
  await page.addInitScript((list) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('wishlist', JSON.stringify({ version: '1.0', lastUpdated: '', items: list }));
      sessionStorage.setItem('seeded', '1');
    }
  }, items);
  const telegram = await installTelegramClient(page);
  const initData = signedInitData(
    { id: 870_000_000 + Math.floor(Math.random() * 1_000_000), first_name: 'Майя' },
    e2eBotToken,
  );
  await page.goto(miniAppUrl('/wishlist', initData));

  await expect.poll(async () => cloudIds(await telegram.cloudStorage()).length).toBe(200);
  const cloud = await telegram.cloudStorage();
  expect(cloudIds(cloud)[0]).toBe(real.id);
  for (const value of [cloud.wishlist_0, cloud.wishlist_1]) expect(value?.length).toBeLessThanOrEqual(4096);
  expect(cloud.wishlist_1?.length).toBeGreaterThan(0);
  // The page shows the product the shop still has.
  await expect(wishlistNames(page)).toHaveText([real.name.ru]);
});

test('on the web a guest keeps the wishlist on the device; it joins her account when she signs up, for every browser', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const [first, second] = await twoProducts(request, 3);
  await addToWishlist(page, first);
  expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toContain(`"productId":"${first.id}"`);
  // Her view of it is kept on the device too, once the page has recorded it.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('recently-viewed')))
    .toContain(`"productId":"${first.id}"`);

  const email = `olga-${Date.now()}@e2e.test`;
  await signUpWithForm(page, { name: 'Ольга', email: email, password: 'olga-e2e-password' });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull();
  await addToWishlist(page, second);
  // The product she viewed as a guest joined her account too.
  await expect(recentlyViewed(page).getByRole('link', { name: first.name.ru })).toBeVisible();
  await shot(page, testInfo, 'recently-viewed', recentlyViewed(page).getByRole('heading', { level: 2 }));

  const token = await page.evaluate(() => localStorage.getItem('token'));
  await expect
    .poll(async () => {
      const answer = await request.get('/api/auth/me/wishlist', {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await answer.json()).data.items as { productId: number }[]).map((item) => item.productId);
    })
    .toEqual([second.id, first.id]);
  const viewed = await request.get('/api/auth/me/viewed', { headers: { authorization: `Bearer ${token}` } });
  expect(((await viewed.json()).data.items as { productId: number }[]).map((item) => item.productId)).toEqual(
    [second.id, first.id],
  );
  expect(await page.evaluate(() => localStorage.getItem('recently-viewed'))).toBeNull();

  // Another browser of hers.
  const laptop = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const other = await laptop.newPage();
  await other.goto('/auth');
  await other.getByLabel('Email, телефон или имя пользователя').fill(email);
  await other.getByLabel('Пароль').fill('olga-e2e-password');
  await other.getByRole('button', { name: 'Войти' }).click();
  await other.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await other.goto('/wishlist');
  await expect(wishlistNames(other)).toHaveText([second.name.ru, first.name.ru]);
  await shot(other, testInfo, 'wishlist');
  await laptop.close();
});
