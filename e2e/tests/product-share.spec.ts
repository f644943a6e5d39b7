/**
 * "Поделиться" on the product page: inside Telegram the shop prepares the product's card through the bot and
 * opens Telegram's share dialog with its id; in a browser without a share sheet the product's link is copied.
 */
import { mkdirSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { e2eBotToken } from '../global-setup';
import { installTelegramClient } from '../support/telegram-client';
import { miniAppUrl, signedInitData } from '../support/telegram-init-data';
import { expect, test } from './fixtures';

const shotsDir = '/tmp/shots-staffbot';

async function productId(page: Page): Promise<number> {
  const answer = await page.request.get('/api/products?limit=1');
  const { data } = (await answer.json()) as { data: { products: { id: number }[] } };
  const [product] = data.products;
  if (!product) throw new Error('the demo shop has no products');
  return product.id;
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  const size = page.viewportSize();
  await page.screenshot({ path: `${shotsDir}/${name}-${size?.width}x${size?.height}.png` });
  expect(testInfo.project.name).toBeTruthy();
}

test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
});

test("inside Telegram the share button opens Telegram's dialog with the card the bot prepared", async ({
  page,
}, testInfo) => {
  const id = await productId(page);
  const initData = signedInitData(
    { id: 820_000_000 + Math.floor(Math.random() * 1_000_000), first_name: 'Мария' },
    e2eBotToken,
  );
  const telegram = await installTelegramClient(page);
  await page.goto(miniAppUrl(`/product/${id}`, initData));
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'mini-app');
  const share = page.getByRole('button', { name: 'Поделиться' });
  await expect(share).toBeVisible();
  await share.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'product-miniapp');

  await share.click();
  await expect
    .poll(async () => (await telegram.lastOf('web_app_send_prepared_message'))?.id)
    .toMatch(/^prepared-\d+$/);
  await expect(share).toBeDisabled();
  await telegram.send('prepared_message_sent');
  await expect(share).toBeEnabled();
  await expect(page.getByText('Не удалось поделиться товаром')).toHaveCount(0);
});

test('in a browser without a share sheet the button copies the product link', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.addInitScript(() => {
    // A desktop browser without the Web Share API.
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  const id = await productId(page);
  await page.goto(`/product/${id}`);
  await expect(page.locator('html')).not.toHaveAttribute('data-mode', 'mini-app');
  await page.getByRole('button', { name: 'Поделиться' }).click();
  await expect(page.getByText('Ссылка скопирована')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/product/${id}`);
  await shot(page, testInfo, 'product-web-copied');
});
