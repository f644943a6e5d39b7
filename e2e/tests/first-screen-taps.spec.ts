import type { Page } from '@playwright/test';
import { putInWebCart } from './checkout-support';
import { expect, test } from './fixtures';
import { signUpWithForm, visibleCartLink } from './storefront-support';

/**
 * A landing page drawn by the server shows its buttons before the scripts have taken it over. A tap made then
 * must not be lost: it is held and made again once the code of the part it landed on has arrived. Each test holds
 * back one chunk of the storefront's code until after the tap.
 */
async function holdChunk(page: Page, name: RegExp, path: string): Promise<() => void> {
  // The server sends the plain page rather than hold it for a slow first answer (400 ms): on a busy test machine
  // the page is asked for until it comes drawn.
  await expect
    .poll(async () => (await (await page.request.get(path)).text()).includes('id="first-screen-state"'))
    .toBe(true);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(name, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a heart tapped on a drawn product page before its code has arrived keeps the product', async ({
  page,
}) => {
  const release = await holdChunk(page, /\/assets\/product-page-[\w-]+\.js$/, '/product/1');
  await page.goto('/product/1', { waitUntil: 'domcontentloaded' });
  const heart = page.getByRole('button', { name: 'Добавить в избранное' });
  await heart.click();
  release();
  await expect(page.getByRole('button', { name: 'В избранном' })).toHaveAttribute('aria-pressed', 'true');
});

test("a heart tapped before any of the storefront's scripts has come keeps the product", async ({ page }) => {
  const release = await holdChunk(page, /\/assets\/index-[\w-]+\.js$/, '/product/1');
  await page.goto('/product/1', { waitUntil: 'commit' });
  const heart = page.getByRole('button', { name: 'Добавить в избранное' });
  await heart.click();
  // Held by the page's inline script, the heart shows at once that it was taken.
  await expect(heart).toHaveAttribute('data-tap-held', '');
  release();
  const kept = page.getByRole('button', { name: 'В избранном' });
  await expect(kept).toHaveAttribute('aria-pressed', 'true');
  await expect(kept).not.toHaveAttribute('data-tap-held');
});

test('a quick add tapped on a drawn catalogue while its cards load opens the size picker', async ({
  page,
}) => {
  const release = await holdChunk(page, /\/assets\/catalog-page-[\w-]+\.js$/, '/products');
  await page.goto('/products', { waitUntil: 'domcontentloaded' });
  const card = page.getByRole('main').getByRole('article').first();
  const quickAdd = card.getByRole('button', { name: /^Добавить в корзину/ });
  await quickAdd.click();
  // Held by the storefront's scripts while the catalogue's code is on its way, the button looks taken meanwhile.
  await expect(quickAdd).toHaveAttribute('data-tap-held', '');
  await expect(quickAdd).toHaveCSS('opacity', '0.6');
  release();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(quickAdd).not.toHaveAttribute('data-tap-held');
});

test('a sort chosen on a drawn catalogue before its code has arrived sorts the list', async ({ page }) => {
  const release = await holdChunk(page, /\/assets\/catalog-page-[\w-]+\.js$/, '/products');
  await page.goto('/products', { waitUntil: 'domcontentloaded' });
  await page.getByRole('combobox', { name: 'Сортировка' }).selectOption('price_asc');
  release();
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('price_asc');
});

test('a catalogue scrolled before its code has arrived stays where the buyer scrolled it', async ({
  page,
}) => {
  const release = await holdChunk(page, /\/assets\/catalog-page-[\w-]+\.js$/, '/products');
  await page.goto('/products', { waitUntil: 'domcontentloaded' });
  const cards = page.getByRole('main').getByRole('article');
  // The drawn page shows the list's first cards (product-grid.tsx), and she scrolls on to them.
  await expect(cards).toHaveCount(4);
  await page.evaluate(() => window.scrollTo(0, 500));
  release();
  // Taken over, the page draws the rest of the list below them, and stays where she is: the smooth scroll to the
  // top that once came with it moved the page within a few frames.
  await expect(cards).toHaveCount(12);
  const scrolled = await page.evaluate(async () => {
    for (let frame = 0; frame < 10; frame++) await new Promise(requestAnimationFrame);
    return window.scrollY;
  });
  expect(scrolled).toBe(500);
});

test('a category tapped on the drawn home page before its code has arrived opens in place', async ({
  page,
}) => {
  const release = await holdChunk(page, /\/assets\/home-page-[\w-]+\.js$/, '/');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });
  await page.getByRole('main').getByRole('link', { name: 'Женская одежда' }).first().click();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Женская одежда' })).toBeVisible();
  // The shop's own navigation, not a second load of the whole page.
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('a wholesale button tapped on a drawn product page while its code loads opens the wholesale dialog', async ({
  page,
}) => {
  const answer = await page.request.get('/api/products?limit=100');
  const { data } = (await answer.json()) as {
    data: {
      products: {
        id: number;
        totalStock: number;
        retail: { enabled: boolean; allowPurchase: boolean };
        wholesale: { enabled: boolean; available: boolean; minQuantity: number };
      }[];
    };
  };
  const only = data.products.find(
    (p) => !p.retail.allowPurchase && p.wholesale.enabled && p.wholesale.available && p.totalStock > 0,
  );
  if (!only) throw new Error('the demo shop has no product sold wholesale only');
  const release = await holdChunk(page, /\/assets\/wholesale-offer-[\w-]+\.js$/, `/product/${only.id}`);
  await page.goto(`/product/${only.id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: `Только оптом от ${only.wholesale.minQuantity} шт.` })
    .click();
  // The rest of the page is taken over meanwhile; the button's own code comes last.
  await page.waitForTimeout(500);
  release();
  await expect(page.getByRole('dialog', { name: 'Оптовый заказ' })).toBeVisible();
});

test("a returning buyer's drawn page is taken over as drawn, then shows her session, cart and heart", async ({
  page,
}, testInfo) => {
  await signUpWithForm(page, {
    name: 'Вера Возвратова',
    email: `returning-${testInfo.project.name}-${Date.now()}@e2e.test`,
    password: 'vera-e2e-password',
  });
  await putInWebCart(page, 1);
  await page.getByRole('button', { name: 'Добавить в избранное' }).click();
  await expect(page.getByRole('button', { name: 'В избранном' })).toBeVisible();

  // The server draws every page as a first visit sees it. Had the browser shown her own state in its first pass,
  // React would report the drawing as not matching (a page error) and draw the page afresh.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  for (const path of ['/product/1', '/products', '/']) {
    await expect
      .poll(async () => (await (await page.request.get(path)).text()).includes('id="first-screen-state"'))
      .toBe(true);
    await page.goto(path);
    await expect(visibleCartLink(page, 'Корзина: 1')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Нижняя навигация' }).getByRole('link', { name: 'Вера' }),
    ).toBeVisible();
  }
  await page.goto('/product/1');
  await expect(page.getByRole('button', { name: 'В избранном' })).toHaveAttribute('aria-pressed', 'true');
  expect(pageErrors).toEqual([]);
});

test('a color and then a size tapped on a drawn product page before its code has arrived are both chosen', async ({
  page,
}) => {
  const release = await holdChunk(page, /\/assets\/product-page-[\w-]+\.js$/, '/product/1');
  await page.goto('/product/1', { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  const enabledIn = (group: string) =>
    main.getByRole('radiogroup', { name: group }).getByRole('radio').and(page.locator(':not([disabled])'));
  const color = enabledIn('Цвет').last();
  const size = enabledIn('Размер').last();
  await color.click();
  await size.click();
  // Each tapped choice shows it was taken, and both are made again in turn.
  await expect(color).toHaveAttribute('data-tap-held', '');
  await expect(size).toHaveAttribute('data-tap-held', '');
  release();
  await expect(color).toHaveAttribute('aria-checked', 'true');
  await expect(size).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('[data-tap-held]')).toHaveCount(0);
});

test('a size chosen with the arrow keys on a drawn product page before its code has arrived is chosen', async ({
  page,
}) => {
  const release = await holdChunk(page, /\/assets\/product-page-[\w-]+\.js$/, '/product/1');
  await page.goto('/product/1', { waitUntil: 'domcontentloaded' });
  const radios = page.getByRole('main').getByRole('radiogroup', { name: 'Размер' }).getByRole('radio');
  const enabled = radios.and(page.locator(':not([disabled])'));
  await enabled.first().focus();
  await page.keyboard.press('ArrowRight');
  release();
  await expect(enabled.nth(1)).toBeFocused();
  await expect(enabled.nth(1)).toHaveAttribute('aria-checked', 'true');
});
