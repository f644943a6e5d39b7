/**
 * Wholesale buying in the web shop: a signed-in buyer puts a color set, a size set and an individual bundle in the
 * cart, meets a shortage with a custom set and accepts the adjusted order, sees the sets grouped in the cart and places the order,
 * whose lines keep their wholesale groups. Each project buys from its own products (even ids on phones, odd on
 * desktop), so runs side by side never meet.
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { e2eBotToken } from '../global-setup';
import { installTelegramClient } from '../support/telegram-client';
import { miniAppUrl, signedInitData } from '../support/telegram-init-data';
import { expect, test } from './fixtures';
import { signUpWithForm } from './storefront-support';

interface Variant {
  colorCode: string;
  sizeCode: string;
  quantity: number;
}
interface ApiProduct {
  id: number;
  colors: string[];
  sizes: string[];
  variants: Variant[];
  isActive: boolean;
  totalStock: number;
  wholesale: { available: boolean; enabled: boolean; minQuantity: number; wholesalePrice: number | null };
}

const inStock = (variants: Variant[]) => variants.filter((variant) => variant.quantity > 0);
const offered = (variants: Variant[], quantity: number) =>
  inStock(variants).length >= 2 && inStock(variants).reduce((sum, v) => sum + v.quantity, 0) >= quantity;

/** The first set the dialog lists for this side at this quantity (offers keep the catalogue's order). */
function firstSet(product: ApiProduct, side: 'colorCode' | 'sizeCode', quantity: number) {
  const values = side === 'colorCode' ? product.colors : product.sizes;
  for (const value of values) {
    const variants = product.variants.filter((variant) => variant[side] === value);
    if (offered(variants, quantity)) return inStock(variants);
  }
  return null;
}

/** The whole catalogue, page by page: products other tests create come first and must not crowd these out. */
async function wholesaleProducts(request: APIRequestContext, parity: number): Promise<ApiProduct[]> {
  const products: ApiProduct[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await request.get(`/api/products?limit=100&page=${page}`);
    const { data } = (await answer.json()) as {
      data: { products: ApiProduct[]; pagination: { hasNext: boolean } };
    };
    products.push(...data.products);
    if (!data.pagination.hasNext) break;
  }
  return products.filter(
    (p) =>
      p.id % 2 === parity &&
      p.isActive &&
      p.wholesale.available &&
      p.wholesale.enabled &&
      p.wholesale.wholesalePrice !== null &&
      p.wholesale.minQuantity > 0,
  );
}

/** Products for each journey, all different: sets that stock fills at the minimum, and one it falls short of. */
function pickProducts(products: ApiProduct[]) {
  const used = new Set<number>();
  const pick = (fits: (product: ApiProduct) => boolean) => {
    const product = products.find((p) => !used.has(p.id) && fits(p));
    if (!product) throw new Error('the demo shop has no product for this wholesale journey');
    used.add(product.id);
    return product;
  };
  const fills = (side: 'colorCode' | 'sizeCode') => (p: ApiProduct) => {
    const set = firstSet(p, side, p.wholesale.minQuantity);
    return !!set && set.every((variant) => variant.quantity >= p.wholesale.minQuantity);
  };
  const colorSet = pick(fills('colorCode'));
  const sizeSet = pick(fills('sizeCode'));
  const individual = pick((p) => {
    const first = p.variants.find((v) => v.colorCode === p.colors[0] && v.sizeCode === p.sizes[0]);
    return !!first && first.quantity >= p.wholesale.minQuantity && p.wholesale.minQuantity <= 50;
  });
  // A custom set of one more than the first variant holds: a shortage whose proportional adjustment (what there
  // is) loses at most a quarter and keeps the minimum. A set offer never meets one: it is capped at stock.
  let shortageQuantity = 0;
  const shortage = pick((p) => {
    const first = p.variants.find((v) => v.colorCode === p.colors[0] && v.sizeCode === p.sizes[0]);
    if (!first || first.quantity < Math.max(3, p.wholesale.minQuantity) || first.quantity > 49) return false;
    shortageQuantity = first.quantity + 1;
    return true;
  });
  return { colorSet, sizeSet, individual, shortage, shortageQuantity };
}

/** The storefront's desktop screenshots are taken at 1440 wide. */
async function desktopAt1440(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `/tmp/shots-wholesale/${testInfo.project.name}-${name}.png` });
}

async function openDialog(page: Page, product: ApiProduct, navigate = true) {
  if (navigate) await page.goto(`/product/${product.id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: /Купить оптом|Только оптом/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Оптовый заказ' });
  await expect(dialog.getByRole('spinbutton', { name: 'Штук каждого варианта' })).toHaveValue(
    String(product.wholesale.minQuantity),
  );
  return dialog;
}

test('a wholesale buyer adds a color set, a size set, an individual bundle and an adjusted set, then orders them', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const products = pickProducts(await wholesaleProducts(request, testInfo.project.name === 'mobile' ? 0 : 1));
  await desktopAt1440(page, testInfo);

  await signUpWithForm(page, {
    name: 'Ольга Оптова',
    email: `wholesale-${testInfo.project.name}-${Date.now()}@e2e.test`,
    password: 'olga-e2e-password',
  });

  // A color set at the minimum.
  let dialog = await openDialog(page, products.colorSet);
  await shot(page, testInfo, 'dialog-quantity');
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await expect(dialog.getByRole('button', { name: 'Далее' })).toBeDisabled();
  await dialog
    .getByRole('radio', { name: /Набор цвета/ })
    .first()
    .check();
  await shot(page, testInfo, 'dialog-bundles');
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await shot(page, testInfo, 'dialog-confirmation');
  await dialog.getByRole('button', { name: /^Добавить в корзину/ }).click();
  await expect(page.getByText('🚀 Оптовый заказ добавлен')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A size set.
  dialog = await openDialog(page, products.sizeSet);
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await dialog
    .getByRole('radio', { name: /Набор размера/ })
    .first()
    .check();
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await dialog.getByRole('button', { name: /^Добавить в корзину/ }).click();
  await expect(page.getByText('🚀 Оптовый заказ добавлен').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // An individual bundle: one row of the first color and size at the minimum.
  dialog = await openDialog(page, products.individual);
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await dialog.getByRole('radio', { name: /Свой набор/ }).check();
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await expect(dialog.getByRole('button', { name: 'Далее' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Добавить вариант' }).click();
  await dialog.getByLabel('Штук').fill(String(products.individual.wholesale.minQuantity));
  await shot(page, testInfo, 'dialog-selection');
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await expect(dialog.getByTestId('wholesale-total-items')).toHaveText(
    String(products.individual.wholesale.minQuantity),
  );
  await dialog.getByRole('button', { name: /^Добавить в корзину/ }).click();
  await expect(dialog).toBeHidden();

  // A custom set stock cannot fill: the shortage dialog, and the adjusted order accepted.
  dialog = await openDialog(page, products.shortage);
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await dialog.getByRole('radio', { name: /Свой набор/ }).check();
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await dialog.getByRole('button', { name: 'Добавить вариант' }).click();
  await dialog.getByLabel('Штук').fill(String(products.shortageQuantity));
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await dialog.getByRole('button', { name: /^Добавить в корзину/ }).click();
  const shortage = page.getByRole('dialog', { name: 'Не всё есть в наличии' });
  await expect(shortage.getByText(/Можно взять уменьшенный набор/)).toBeVisible();
  await expect(shortage.getByRole('button', { name: 'Добавить доступное' })).toBeVisible();
  await shot(page, testInfo, 'shortage');
  await shortage.getByRole('button', { name: 'Принять корректировку' }).click();
  await expect(shortage).toBeHidden();

  // The cart holds four sets, each changed only as a whole.
  await page.goto('/cart');
  const main = page.getByRole('main');
  await expect(main.getByText(/^Оптовый набор:/)).toHaveCount(4);
  await shot(page, testInfo, 'cart');

  await main.getByRole('link', { name: 'Оформить заказ' }).click();
  await main.getByLabel('Телефон').fill('8 900 123-45-67');
  await main.getByLabel('Улица').fill('ул. Покровка');
  await main.getByLabel('Дом').fill('17');
  await main.getByRole('button', { name: /^Заказать за/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Заказ оформлен' })).toBeVisible();

  const orderId = page.url().split('/').pop() ?? '';
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const order = await (
    await request.get(`/api/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const groups = new Set(
    (order.data.items as { wholesaleGroupId: string | null }[]).map((item) => item.wholesaleGroupId),
  );
  expect([...groups].every((id) => id?.startsWith(`wg_`))).toBe(true);
  expect(groups).toContain(
    `wg_${products.individual.id}_individual_${products.individual.colors[0]}_${products.individual.sizes[0]}`,
  );
  expect([...groups].filter((id) => id?.includes('_color_group_'))).toHaveLength(1);
  expect([...groups].filter((id) => id?.includes('_individual_'))).toHaveLength(2);
  expect([...groups].filter((id) => id?.includes('_size_group_'))).toHaveLength(1);
  await shot(page, testInfo, 'order');
});

test('a wholesale-only product opens the wholesale dialog instead of a dead end', async ({
  page,
  request,
}) => {
  const answer = await request.get('/api/products?limit=100');
  const { data } = (await answer.json()) as {
    data: { products: (ApiProduct & { retail: { enabled: boolean; allowPurchase: boolean } })[] };
  };
  const only = data.products.find(
    (p) =>
      (!p.retail.enabled || !p.retail.allowPurchase) &&
      p.wholesale.available &&
      p.wholesale.enabled &&
      p.totalStock > 0,
  );
  expect(only).toBeTruthy();
  await page.goto(`/product/${only?.id}`);
  const button = page
    .getByRole('main')
    .getByRole('button', { name: `Только оптом от ${only?.wholesale.minQuantity} шт.` });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Оптовый заказ' })).toBeVisible();
});

test('inside Telegram a signed-in buyer adds a color set through the same dialog', async ({
  page,
  request,
}, testInfo) => {
  await desktopAt1440(page, testInfo);
  // Other tests order from the demo shop at the same time: the best-stocked color set (in multiples of its
  // minimum) is the one least likely to run short while this test fills it.
  const stockedSets = (await wholesaleProducts(request, testInfo.project.name === 'mobile' ? 1 : 0)).flatMap(
    (p) => {
      const set = firstSet(p, 'colorCode', p.wholesale.minQuantity);
      const scarcest = set ? Math.min(...set.map((variant) => variant.quantity)) : 0;
      return scarcest >= p.wholesale.minQuantity ? [{ p, times: scarcest / p.wholesale.minQuantity }] : [];
    },
  );
  const product = stockedSets.sort((a, b) => b.times - a.times)[0]?.p;
  if (!product) throw new Error('the demo shop has no product with a well-stocked color set');
  const id = 820_000_000 + Math.floor(Math.random() * 1_000_000);
  await installTelegramClient(page);
  await page.goto(
    miniAppUrl(`/product/${product.id}`, signedInitData({ id, first_name: 'Ольга' }, e2eBotToken)),
  );
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'mini-app');
  const dialog = await openDialog(page, product, false);
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await dialog
    .getByRole('radio', { name: /Набор цвета/ })
    .first()
    .check();
  await shot(page, testInfo, 'miniapp-bundles');
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await dialog.getByRole('button', { name: /^Добавить в корзину/ }).click();
  await expect(page.getByText('🚀 Оптовый заказ добавлен')).toBeVisible();
  await page
    .getByRole('link', { name: /Корзина/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page.getByRole('main').getByText(/^Оптовый набор:/)).toHaveCount(1);
  await shot(page, testInfo, 'miniapp-cart');
});
