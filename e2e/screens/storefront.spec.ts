/**
 * Every storefront screen at both sizes, in the web shop and as Telegram's mini-app opens it. The purchase
 * journeys place one order per mode and size; the specs run in a fixed order (screens.config.ts), so the shop
 * holds the same orders on every run.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eBotToken } from '../global-setup';
import { installTelegramClient, type TelegramClient } from '../support/telegram-client';
import { miniAppUrl, signedInitData } from '../support/telegram-init-data';
import { expect, test } from '../tests/fixtures';
import { chooseVariant } from '../tests/storefront-support';
import { matchScreen } from './screens-support';

/** The screens anyone may open, by the name of their snapshot. */
const screens: Record<string, string> = {
  home: '/',
  catalogue: '/products',
  category: '/products/category/platya',
  search: '/search',
  'search-results': '/search?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5',
  product: '/product/1',
  'cart-empty': '/cart',
  contact: '/contact',
  about: '/about',
  'delivery-payment': '/delivery-payment',
  'returns-exchange': '/returns-exchange',
  'size-chart': '/size-chart',
  'privacy-policy': '/privacy-policy',
  'order-not-found': '/order-confirmation/999999',
  'not-found': '/no-such-page',
};

/** The web shop's sign-in screens (the mini-app signs in from Telegram's launch data). */
const webOnly: Record<string, string> = { auth: '/auth', 'create-account': '/create-account' };

/** Telegram users of the mini-app screens, one per size and purpose, so one run never sees another's orders. */
const telegramUser = (project: string, purpose: 'browse' | 'buy') =>
  900_000 + (project === 'mobile' ? 0 : 10) + (purpose === 'browse' ? 1 : 2);

interface ApiProduct {
  id: number;
  totalStock: number;
  retail: { enabled: boolean; allowPurchase: boolean };
  wholesale: { available: boolean; enabled: boolean };
}

async function catalogue(request: APIRequestContext): Promise<ApiProduct[]> {
  const answer = await request.get('/api/products?limit=100&sort=price_desc');
  return ((await answer.json()) as { data: { products: ApiProduct[] } }).data.products;
}

/** Two in-stock retail products, different for each mode and size, the same on every run. */
async function productsToBuy(request: APIRequestContext, slot: number): Promise<ApiProduct[]> {
  const buyable = (await catalogue(request)).filter(
    (product) =>
      product.id > 1 && product.totalStock >= 5 && product.retail.enabled && product.retail.allowPurchase,
  );
  const pair = buyable.slice(slot * 2, slot * 2 + 2);
  expect(pair).toHaveLength(2);
  return pair;
}

/** A page ready to look at: its heading is shown and nothing is loading. */
async function ready(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/^Загрузка/)).toHaveCount(0);
}

/** The screens after an order is placed: its confirmation, the account that lists it, the favourites. */
async function afterOrder(page: Page, open: (path: string) => Promise<void>, mode: 'web' | 'mini-app') {
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Заказ оформлен' })).toBeVisible();
  await matchScreen(page, `${mode}-order-confirmation`);

  await open('/account');
  await expect(page.getByRole('link', { name: /^Заказ №\d+$/ }).first()).toBeVisible();
  await ready(page);
  await matchScreen(page, `${mode}-account`);

  await open('/wishlist');
  await ready(page);
  await expect(
    page.getByRole('main').getByRole('link').filter({ hasNotText: 'Главная' }).first(),
  ).toBeVisible();
  await matchScreen(page, `${mode}-favourites`);
}

class MiniApp {
  private constructor(
    readonly page: Page,
    readonly telegram: TelegramClient,
    private readonly initData: string,
  ) {}

  static async open(page: Page, userId: number): Promise<MiniApp> {
    const telegram = await installTelegramClient(page);
    const initData = signedInitData({ id: userId, first_name: 'Мария', last_name: 'Иванова' }, e2eBotToken);
    return new MiniApp(page, telegram, initData);
  }

  async go(path: string): Promise<void> {
    await this.page.goto(miniAppUrl(path, this.initData));
    await expect(this.page.locator('html')).toHaveAttribute('data-mode', 'mini-app');
  }

  mainButton() {
    return expect.poll(async () => {
      const data = await this.telegram.lastOf('web_app_setup_main_button');
      return data?.is_visible ? data.text : null;
    });
  }
}

for (const [name, path] of Object.entries({ ...screens, ...webOnly })) {
  test(`web ${name}`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    await matchScreen(page, `web-${name}`);
  });
}

for (const [name, path] of Object.entries(screens)) {
  test(`mini-app ${name}`, async ({ page }, testInfo) => {
    const app = await MiniApp.open(page, telegramUser(testInfo.project.name, 'browse'));
    await app.go(path);
    await ready(page);
    await matchScreen(page, `mini-app-${name}`);
  });
}

test('web purchase: cart, checkout, confirmation, account, favourites', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const slot = testInfo.project.name === 'mobile' ? 0 : 1;
  const products = await productsToBuy(request, slot);
  const main = page.getByRole('main');

  await page.goto('/create-account');
  await page.getByLabel('Имя').fill('Анна Смирнова');
  await page.getByLabel('Email').fill(`screens-${testInfo.project.name}@e2e.test`);
  await page.getByLabel('Пароль').fill('anna-e2e-password');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/products$/);

  for (const product of products) {
    await page.goto(`/product/${product.id}`);
    await chooseVariant(page);
    await main.getByRole('button', { name: 'В корзину', exact: true }).click();
    await expect(page.getByText('Товар добавлен в корзину').first()).toBeVisible();
  }
  await main.getByRole('button', { name: 'Добавить в избранное' }).first().click();
  await expect(main.getByRole('button', { name: 'В избранном' }).first()).toBeVisible();

  await page.goto('/cart');
  await main.getByRole('radio', { name: /СДЭК/ }).check();
  await expect(main.getByText('Доставка: СДЭК')).toBeVisible();
  await ready(page);
  await matchScreen(page, 'web-cart-full');

  await main.getByRole('link', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await main.getByLabel('Телефон').fill('8 900 123-45-67');
  await main.getByLabel('Улица').fill('ул. Покровка');
  await main.getByLabel('Дом').fill('17');
  await ready(page);
  await matchScreen(page, 'web-checkout');

  await main.getByRole('button', { name: /^Заказать за/ }).click();
  await afterOrder(page, (path) => page.goto(path).then(() => undefined), 'web');
});

test('web favourites of a signed-out visitor', async ({ page }) => {
  await page.goto('/wishlist');
  await ready(page);
  await matchScreen(page, 'web-favourites-signed-out');
});

test('web wholesale: the wholesale order dialog of a signed-in buyer', async ({
  page,
  request,
}, testInfo) => {
  const product = (await catalogue(request)).find(
    (p) => p.id > 1 && p.totalStock >= 20 && p.wholesale.available && p.wholesale.enabled,
  );
  if (!product) throw new Error('the demo shop has no wholesale product');
  await page.goto('/create-account');
  await page.getByLabel('Имя').fill('Ольга Оптова');
  await page.getByLabel('Email').fill(`screens-wholesale-${testInfo.project.name}@e2e.test`);
  await page.getByLabel('Пароль').fill('olga-e2e-password');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await page.goto(`/product/${product.id}`);
  await ready(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: /Купить оптом|Только оптом/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Оптовый заказ' })).toBeVisible();
  await matchScreen(page, 'web-wholesale-dialog');
});

test('mini-app purchase: cart, checkout, confirmation, account, favourites', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const slot = testInfo.project.name === 'mobile' ? 2 : 3;
  const products = await productsToBuy(request, slot);
  const app = await MiniApp.open(page, telegramUser(testInfo.project.name, 'buy'));
  const main = page.getByRole('main');

  for (const product of products) {
    await app.go(`/product/${product.id}`);
    await chooseVariant(page);
    await app.mainButton().toBe('В корзину');
    await app.telegram.send('main_button_pressed');
    await expect(page.getByText('Товар добавлен в корзину').first()).toBeVisible();
  }
  await main.getByRole('button', { name: 'Добавить в избранное' }).first().click();
  await expect(main.getByRole('button', { name: 'В избранном' }).first()).toBeVisible();

  await app.go('/cart');
  await main.getByRole('radio', { name: /Почта России/ }).check();
  await expect(main.getByText('Доставка: Почта России')).toBeVisible();
  await ready(page);
  await matchScreen(page, 'mini-app-cart-full');

  await app.mainButton().toBe('Оформить заказ');
  await app.telegram.send('main_button_pressed');
  await expect(page).toHaveURL(/\/checkout$/);
  await main.getByLabel('Телефон').fill('+7 (916) 555-12-34');
  await main.getByLabel('Улица').fill('ул. Ленина');
  await main.getByLabel('Дом').fill('5');
  await app.mainButton().toMatch(/^Заказать за/);
  await ready(page);
  await matchScreen(page, 'mini-app-checkout');

  await app.telegram.send('main_button_pressed');
  await afterOrder(page, (path) => app.go(path), 'mini-app');
});
