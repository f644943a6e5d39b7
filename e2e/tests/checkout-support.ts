/** Steps the purchase journeys share: products to buy, their stock as the catalogue shows it, screenshots. */
import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import { chooseVariant } from './storefront-support';

interface ApiProduct {
  id: number;
  price: number;
  totalStock: number;
  retail: { enabled: boolean; allowPurchase: boolean };
}

/** Two in-stock retail products of the demo shop; each project buys its own, so runs side by side never meet. */
/**
 * Two buyable products from `offset` on. Specs run side by side on one shop, so each spec that buys takes an offset
 * of its own (checkout 0 and 2, checkout in Telegram 4, fallback 8, address 12 and 14,
 * write access 16, location 16 and 17 reading only): one spec's order must not move the stock another counts.
 */
export async function productsToBuy(request: APIRequestContext, offset: number): Promise<ApiProduct[]> {
  const answer = await request.get('/api/products?limit=40&sort=price_desc');
  const { data } = (await answer.json()) as { data: { products: ApiProduct[] } };
  const buyable = data.products.filter(
    (product) => product.totalStock >= 5 && product.retail.enabled && product.retail.allowPurchase,
  );
  const pair = buyable.slice(offset, offset + 2);
  expect(pair).toHaveLength(2);
  return pair;
}

export async function stockOf(request: APIRequestContext, id: number): Promise<number> {
  const answer = await request.get(`/api/products/${id}`);
  return ((await answer.json()) as { data: ApiProduct }).data.totalStock;
}

export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/shots/${testInfo.project.name}-${name}.png`, fullPage: true });
}

/** On the web: the product's page, a size and colour, «В корзину», and the toast that says it is in. */
export async function putInWebCart(page: Page, productId: number): Promise<void> {
  await page.goto(`/product/${productId}`);
  await chooseVariant(page);
  await page.getByRole('main').getByRole('button', { name: 'В корзину', exact: true }).click();
  await expect(page.getByText('Товар добавлен в корзину').first()).toBeVisible();
}
