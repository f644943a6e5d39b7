/**
 * Wholesale sets hold together: a signed-in buyer whose cart already holds some of each product buys a color
 * set, a size set, a full set and a custom set where stock is below the quantity asked for. Each offer is shown
 * capped at the stock less the cart and is added as shown, as one group at the wholesale price; the stock
 * moving under an open dialog still ends in one set; a custom set under the minimum cannot be confirmed, and in
 * the cart a set steps by its quantity per variant but never under its minimum. It makes its own products with
 * exact stock, so it runs on a shop of its own (no other spec buys them), at 390x844 and at 1280x800.
 */
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { staff } from '../global-setup';
import { expect, test } from './fixtures';
import { shopOfItsOwn } from './shop-of-its-own';

const shots = '/tmp/shots-wholesale-sets';
const shop = shopOfItsOwn({
  name: 'wholesale-sets',
  project: 'desktop',
  reason: 'makes products with exact stock that other specs must not buy: a shop of its own, both sizes here',
  before: async () => {
    mkdirSync(shots, { recursive: true });
    return {};
  },
});
const at = (path: string) => `${shop.server.baseUrl}${path}`;

interface Variant {
  colorCode: string;
  sizeCode: string;
  quantity: number;
}

const RETAIL = 649_000;
const WHOLESALE = 551_700;
const v = (colorCode: string, sizeCode: string, quantity: number): Variant => ({
  colorCode,
  sizeCode,
  quantity,
});
/** Roubles as the shop prints them, with any kind of space between thousands. */
const roubles = (kopecks: number) =>
  new RegExp(
    `${String(kopecks / 100)
      .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
      .replace(/ /g, '\\s')}\\s₽`,
  );

async function staffToken(request: APIRequestContext, who: { email: string; password: string }) {
  const login = await request.post(at('/api/auth/login-unified'), {
    data: { identifier: who.email, password: who.password },
  });
  return ((await login.json()).data as { token: string }).token;
}

/** A dress of the demo shop's colors and sizes with exactly this stock, sold wholesale from `minQuantity`. */
async function createDress(
  request: APIRequestContext,
  token: string,
  label: string,
  variants: Variant[],
  minQuantity = 5,
) {
  const list = await request.get(at('/api/products?limit=100'));
  const { products } = (await list.json()).data as {
    products: { id: number; colors: string[]; sizes: string[] }[];
  };
  const template = products.find(
    (p) =>
      ['GRN', 'BLK', 'BRG'].every((c) => p.colors.includes(c)) &&
      ['S', 'M', 'L'].every((s) => p.sizes.includes(s)),
  );
  if (!template) throw new Error('the demo shop has no dress in green, black and burgundy');
  const headers = { authorization: `Bearer ${token}` };
  const form = (await (await request.get(at(`/api/admin/products/${template.id}`), { headers })).json()).data;
  const sku = `WS-${label}-${Date.now().toString(36)}`.toUpperCase();
  const created = await request.post(at('/api/admin/products'), {
    headers,
    data: {
      name: { ru: `Платье для наборов ${label}` },
      description: form.description,
      categoryId: form.categoryId,
      baseSku: sku,
      priceKopecks: RETAIL,
      originalPriceKopecks: null,
      isActive: true,
      isNew: false,
      isSale: false,
      isFeatured: false,
      variants: variants.map((x) => ({ ...x, sku: `${sku}-${x.colorCode}-${x.sizeCode}` })),
      retail: {
        enabled: true,
        allowPurchase: true,
        hidePrice: false,
        showWholesalePrice: true,
        minQuantity: null,
        maxQuantity: null,
      },
      wholesale: {
        available: true,
        enabled: true,
        minQuantity,
        wholesalePriceKopecks: WHOLESALE,
        discountPercentage: null,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return { id: (await created.json()).data.id as number, sku };
}

async function setStock(request: APIRequestContext, sku: string, quantity: number) {
  const token = await staffToken(request, staff.manager);
  const applied = await request.post(at('/api/admin/csv/stock/apply'), {
    headers: { authorization: `Bearer ${token}` },
    data: { csv: `SKU;Остаток\n${sku};${quantity}\n` },
  });
  expect(applied.status()).toBe(200);
}

/** Puts retail items in the buyer's server cart, as an earlier visit would have. */
async function inCart(page: Page, productId: number, line: Variant) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const added = await page.request.post(at('/api/cart/add'), {
    headers: { authorization: `Bearer ${token}` },
    data: { productId, color: line.colorCode, size: line.sizeCode, quantity: line.quantity },
  });
  expect(added.status()).toBe(200);
}

async function shot(page: Page, name: string) {
  const size = page.viewportSize();
  await page.screenshot({ path: `${shots}/${size?.width}x${size?.height}-${name}.png` });
}

/** Opens the dialog on the product page, sets the quantity per variant and goes to the bundles step. */
async function bundlesAt(page: Page, productId: number, quantity: number) {
  await page.goto(at(`/product/${productId}`));
  await page
    .getByRole('main')
    .getByRole('button', { name: /Купить оптом/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Оптовый заказ' });
  await dialog.getByRole('spinbutton', { name: 'Штук каждого варианта' }).fill(String(quantity));
  await dialog.getByRole('button', { name: 'Далее' }).click();
  return dialog;
}

/** Chooses an offer, checks what it says and confirms it; the dialog closes with the bundle added whole. */
async function chooseOffer(dialog: Locator, name: string, items: string, kopecks: number) {
  const offer = dialog.locator('label').filter({ hasText: name });
  await expect(offer).toContainText(items);
  await expect(offer).toContainText(roubles(kopecks));
  await offer.getByRole('radio').check();
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await expect(dialog.getByTestId('wholesale-total-items')).toHaveText(items.split(' ')[0] ?? '');
}

/** A set in the cart: its header, its name and item count, and its total. */
const cartSet = (main: Locator, name: string) =>
  main
    .getByRole('listitem')
    .filter({ has: main.page().getByText(name, { exact: false }) })
    .filter({
      has: main.page().getByRole('group', { name: 'Штук каждого варианта в наборе' }),
    });

for (const [width, height, label] of [
  [390, 844, 'M'],
  [1280, 800, 'D'],
] as const) {
  test(`at ${width}x${height} a buyer with some of each already in the cart buys a color, a size, a full and a custom set as offered`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    const admin = await staffToken(request, staff.admin);
    const colorDress = await createDress(request, admin, `${label}C`, [
      v('GRN', 'S', 12),
      v('GRN', 'M', 8),
      v('GRN', 'L', 16),
      v('BLK', 'S', 5),
      v('BLK', 'M', 4),
      v('BLK', 'L', 6),
    ]);
    const sizeDress = await createDress(request, admin, `${label}S`, [
      v('GRN', 'S', 12),
      v('BLK', 'S', 5),
      v('BRG', 'S', 3),
      v('GRN', 'M', 2),
      v('BLK', 'M', 1),
    ]);
    const fullDress = await createDress(request, admin, `${label}F`, [
      v('GRN', 'S', 3),
      v('GRN', 'M', 6),
      v('GRN', 'L', 9),
      v('BLK', 'S', 2),
      v('BLK', 'L', 7),
    ]);
    const customDress = await createDress(request, admin, `${label}O`, [v('GRN', 'S', 7), v('GRN', 'M', 3)]);

    await page.goto(at('/create-account'));
    await page.getByLabel('Имя').fill('Ольга Оптова');
    await page.getByLabel('Email').fill(`wholesale-sets-${label}-${Date.now()}@e2e.test`);
    await page.getByLabel('Пароль').fill('olga-e2e-password');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await inCart(page, colorDress.id, v('GRN', 'M', 2));
    await inCart(page, sizeDress.id, v('BLK', 'S', 1));
    await inCart(page, fullDress.id, v('GRN', 'L', 5));
    await inCart(page, customDress.id, v('GRN', 'S', 2));
    const shortage = page.getByRole('dialog', { name: 'Не всё есть в наличии' });

    // The green set at 10: S 10, M 8 less the 2 in the cart, L 10.
    let dialog = await bundlesAt(page, colorDress.id, 10);
    await expect(dialog.locator('label').filter({ hasText: 'Набор цвета «Чёрный»' })).toContainText(
      '15 товаров',
    );
    await shot(page, 'dialog-bundles');
    await chooseOffer(dialog, 'Набор цвета «Зелёный»', '26 товаров', 26 * WHOLESALE);
    await shot(page, 'dialog-confirmation');
    await dialog.getByRole('button', { name: /^Добавить в корзину/ }).click();
    await expect(page.getByText('🚀 Оптовый заказ добавлен')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(shortage).toBeHidden();

    // The S set at 6: green 6, black 5 less the 1 in the cart, burgundy 3; then burgundy sells down to 1 while the
    // dialog is open, and what is there is added as the same set.
    dialog = await bundlesAt(page, sizeDress.id, 6);
    await chooseOffer(dialog, 'Набор размера S', '13 товаров', 13 * WHOLESALE);
    await setStock(request, `${sizeDress.sku}-BRG-S`, 1);
    await dialog.getByRole('button', { name: /^Добавить в корзину/ }).click();
    await expect(shortage.getByRole('button', { name: 'Добавить доступное' })).toBeVisible();
    await shot(page, 'shortage');
    await shortage.getByRole('button', { name: 'Добавить доступное' }).click();
    await expect(page.getByText('🚀 Оптовый заказ добавлен').first()).toBeVisible();
    await expect(shortage).toBeHidden();

    // The full set at 5: every variant in stock at 5 or what is left of it.
    dialog = await bundlesAt(page, fullDress.id, 5);
    await chooseOffer(dialog, 'Полный набор', '19 товаров', 19 * WHOLESALE);
    await dialog.getByRole('button', { name: /^Добавить в корзину/ }).click();
    await expect(page.getByText('🚀 Оптовый заказ добавлен').first()).toBeVisible();
    await expect(dialog).toBeHidden();

    // A custom set: 4 is under the minimum and cannot be confirmed; 7 of green S, with 2 already in the cart,
    // meets a shortage and what is available (5) is added as one custom set.
    dialog = await bundlesAt(page, customDress.id, 5);
    await dialog.getByRole('radio', { name: /Свой набор/ }).check();
    await dialog.getByRole('button', { name: 'Далее' }).click();
    await dialog.getByRole('button', { name: 'Добавить вариант' }).click();
    await dialog.getByLabel('Штук').fill('4');
    await dialog.getByRole('button', { name: 'Далее' }).click();
    await expect(dialog.getByText('Оптовый заказ — от 5 шт. всего.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Добавить в корзину/ })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Назад' }).click();
    await dialog.getByLabel('Штук').fill('7');
    await dialog.getByRole('button', { name: 'Далее' }).click();
    await dialog.getByRole('button', { name: /^Добавить в корзину/ }).click();
    await shortage.getByRole('button', { name: 'Добавить доступное' }).click();
    await expect(page.getByText('🚀 Оптовый заказ добавлен').first()).toBeVisible();
    await expect(shortage).toBeHidden();

    // The cart: four sets, one group each at the wholesale price, beside the four retail lines.
    await page.goto(at('/cart'));
    const main = page.getByRole('main');
    await expect(main.getByText(/^Оптовый набор:/)).toHaveCount(4);
    const sets = [
      ['Набор цвета «Зелёный»', '26 товаров', 26],
      ['Набор размера S', '11 товаров', 11],
      ['Полный набор', '19 товаров', 19],
      ['Свой набор', '5 товаров', 5],
    ] as const;
    for (const [name, items, count] of sets) {
      const set = cartSet(main, name);
      await expect(set).toHaveCount(1);
      await expect(set).toContainText(`${name} · ${items}`);
      await expect(set).toContainText(roubles(count * WHOLESALE));
    }
    await cartSet(main, 'Набор цвета «Зелёный»').scrollIntoViewIfNeeded();
    await shot(page, 'cart');

    // The custom set is at its minimum: «−» is disabled with the reason, and it keeps its 5 at the wholesale price.
    const custom = cartSet(main, 'Свой набор');
    const lower = custom.getByRole('button', { name: 'Уменьшить количество' });
    await expect(lower).toBeDisabled();
    await expect(lower).toHaveAccessibleDescription('Оптовый набор — от 5 шт., в этом 4 шт.');
    await expect(custom.getByText('Оптовый набор — от 5 шт., в этом 4 шт.')).toBeVisible();
    await expect(custom).toContainText('Свой набор · 5 товаров');
    await expect(custom).toContainText(roubles(5 * WHOLESALE));
    await custom.scrollIntoViewIfNeeded();
    await shot(page, 'cart-at-minimum');

    // The green set steps from 10 to 9 per variant; M, held at 6 by stock, stays.
    const green = cartSet(main, 'Набор цвета «Зелёный»');
    await green.getByRole('button', { name: 'Уменьшить количество' }).click();
    await expect(green).toContainText('Набор цвета «Зелёный» · 24 товара');
    await expect(green).toContainText(roubles(24 * WHOLESALE));
    await green.scrollIntoViewIfNeeded();
    await shot(page, 'cart-stepped');
  });
}
