/**
 * «Сообщить о поступлении» on the product page: a sold-out size offers it inside Telegram (signed in from the
 * initData), shows the subscribed state and cancels; on the web a guest is told to open the shop in Telegram.
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { e2eBotToken } from '../global-setup';
import { setStock } from '../support/stock';
import { installTelegramClient } from '../support/telegram-client';
import { miniAppUrl, signedInitData } from '../support/telegram-init-data';
import { expect, test } from './fixtures';

interface Detail {
  id: number;
  colors: string[];
  sizes: string[];
  variants: { colorCode: string; sizeCode: string; quantity: number; sku: string }[];
}

const offsets: Record<string, number> = { mobile: 1, desktop: 3 };

/** A product of the demo shop with several sizes in stock, one of which this test sells out. */
async function soldOutVariant(request: APIRequestContext, offset: number) {
  const list = await request.get('/api/products?limit=40&sort=price_asc');
  const { products } = (await list.json()).data as { products: { id: number; totalStock: number }[] };
  const candidates = products.filter((product) => product.totalStock >= 10);
  for (const candidate of candidates.slice(offset)) {
    const detail = (await (await request.get(`/api/products/${candidate.id}`)).json()).data as Detail;
    const variant = detail.variants.find((v) => v.quantity > 0);
    if (variant && detail.sizes.length > 1) return { detail, variant };
  }
  throw new Error('no product with several sizes in stock');
}

async function chooseSoldOut(page: Page, detail: Detail, variant: Detail['variants'][number]) {
  const main = page.getByRole('main');
  if (detail.colors.length > 1) {
    await main
      .getByRole('radiogroup', { name: 'Цвет' })
      .getByRole('radio')
      .nth(detail.colors.indexOf(variant.colorCode))
      .click();
  }
  await main
    .getByRole('radiogroup', { name: 'Размер' })
    .getByRole('radio')
    .nth(detail.sizes.indexOf(variant.sizeCode))
    .click();
  await expect(page.getByTestId('stock-label')).toHaveText('Нет в наличии');
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `/tmp/shots-restock/${testInfo.project.name}-${name}.png`, fullPage: true });
}

test('a sold-out size offers «Сообщить о поступлении» in the mini-app and on the web explains how', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const { detail, variant } = await soldOutVariant(request, offsets[testInfo.project.name] ?? 1);
  await setStock(request, [{ sku: variant.sku, quantity: 0 }]);
  try {
    const id = 820_000_000 + Math.floor(Math.random() * 1_000_000);
    const initData = signedInitData({ id, first_name: 'Ольга' }, e2eBotToken);
    await installTelegramClient(page);
    await page.goto(miniAppUrl(`/product/${detail.id}`, initData));
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'mini-app');
    await chooseSoldOut(page, detail, variant);
    const box = page.getByTestId('back-in-stock');
    await box.getByRole('button', { name: 'Сообщить о поступлении' }).click();
    await expect(box.getByRole('status')).toHaveText('Сообщим, когда появится');
    await shot(page, testInfo, 'miniapp-subscribed');

    // The wait is the server's: a reload shows it again.
    await page.reload();
    await chooseSoldOut(page, detail, variant);
    await expect(box.getByRole('status')).toHaveText('Сообщим, когда появится');
    await box.getByRole('button', { name: 'Не сообщать' }).click();
    await expect(box.getByRole('button', { name: 'Сообщить о поступлении' })).toBeVisible();

    // A guest on the web (a browser of its own, signed in nowhere).
    const guest = await browser.newContext({ baseURL, viewport: testInfo.project.use.viewport ?? null });
    const web = await guest.newPage();
    await web.goto(`/product/${detail.id}`);
    await chooseSoldOut(web, detail, variant);
    await expect(web.getByTestId('back-in-stock')).toHaveText(
      'Откройте магазин в Telegram, чтобы получить уведомление о поступлении',
    );
    await shot(web, testInfo, 'web-guest');
    await guest.close();
  } finally {
    await setStock(request, [variant]);
  }
});
