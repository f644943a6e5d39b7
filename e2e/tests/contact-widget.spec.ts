/**
 * The contact button stands in the header (docs/ARCHITECTURE.md, "The contact button lives in the header"): whole
 * and tappable on every storefront page, the home page's first screen among them, on a 390 x 844 phone and a
 * 1280 x 800 desktop, in the web shop and inside Telegram; and it never covers the page's own controls, the
 * bottom-right card's quick-add button of the catalogue scrolled through the screen's lower corner included.
 */
import type { Page } from '@playwright/test';
import { installTelegramClient } from '../support/telegram-client';
import { miniAppUrl, unsignedInitData } from '../support/telegram-init-data';
import { screenshot } from './checkout-support';
import { expect, test } from './fixtures';

const sizes = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const initData = unsignedInitData({ id: 700023, first_name: 'Ольга' });

const contactButton = (page: Page) =>
  page.getByTestId('contact-widget').getByRole('button', { name: 'Связаться с нами' });

/**
 * The button is on screen at least 44 px tall and 28 px wide (no tab of a few pixels at the edge) and nothing
 * lies over its middle: a tap there reaches it.
 */
async function expectWholeAndOnTop(page: Page, where: string) {
  const button = contactButton(page);
  await expect(button, where).toBeVisible();
  const seen = await button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const width = Math.min(box.right, window.innerWidth) - Math.max(box.left, 0);
    const height = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
    const middle = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
    return { width, height, onTop: middle !== null && element.contains(middle) };
  });
  expect(seen.width, `${where}: visible width`).toBeGreaterThanOrEqual(28);
  expect(seen.height, `${where}: visible height`).toBeGreaterThanOrEqual(44);
  expect(seen.onTop, `${where}: nothing covers it`).toBe(true);
}

async function firstProductPath(page: Page): Promise<string> {
  const answer = await page.request.get('/api/products?limit=1');
  const body = (await answer.json()) as { data: { products: { id: number }[] } };
  const product = body.data.products[0];
  if (!product) throw new Error('the demo shop has no products');
  return `/product/${product.id}`;
}

for (const mode of ['web', 'mini-app'] as const) {
  for (const size of sizes) {
    test(`the contact button is whole on every storefront page at ${size.width} (${mode})`, async ({
      page,
    }, testInfo) => {
      // Five page loads, each waiting for the widget's settings call.
      test.slow();
      if (mode === 'mini-app') await installTelegramClient(page);
      const open = (path: string) => page.goto(mode === 'mini-app' ? miniAppUrl(path, initData) : path);
      await page.setViewportSize(size);
      for (const path of ['/', '/products', await firstProductPath(page), '/cart']) {
        await open(path);
        if (mode === 'mini-app') await expect(page.locator('html')).toHaveAttribute('data-mode', 'mini-app');
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expectWholeAndOnTop(page, `${path} (${mode})`);
        if (path === '/') {
          // Scrolled down the home page it stays where it was.
          await page.evaluate(() => window.scrollTo(0, 900));
          await expectWholeAndOnTop(page, `${path} scrolled (${mode})`);
        }
      }

      // It opens its channels from the header, inside the screen, and Escape closes them.
      await open('/');
      await contactButton(page).click();
      const channels = page.getByRole('list', { name: 'Каналы связи' });
      await expect(channels).toBeVisible();
      const list = (await channels.boundingBox())!;
      expect(list.x).toBeGreaterThanOrEqual(0);
      expect(list.x + list.width).toBeLessThanOrEqual(size.width);
      await expect(channels.getByRole('button', { name: 'Telegram' })).toBeVisible();
      // The screen as it is (a whole-page picture of the home page takes seconds at 1280).
      await page.screenshot({
        path: `/tmp/shots/${testInfo.project.name}-contact-widget-open-${size.width}-${mode}.png`,
      });
      await page.keyboard.press('Escape');
      await expect(channels).toBeHidden();
    });
  }
}

test('the contact button never covers the bottom-right card’s button', async ({ page }, testInfo) => {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.goto('/products');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(contactButton(page)).toBeVisible();

    // The bottom-right card of the first page of the catalogue: the lowest one in the right column.
    const boxes = await cards.evaluateAll((articles) =>
      articles.map((article) => {
        const box = article.getBoundingClientRect();
        return { left: box.left, top: box.top };
      }),
    );
    const rightColumn = Math.max(...boxes.map((box) => box.left));
    const index = boxes.reduce(
      (best, box, i) => (box.left === rightColumn && box.top >= (boxes[best]?.top ?? 0) ? i : best),
      0,
    );
    const quickAdd = cards.nth(index).getByRole('button', { name: /^Добавить в корзину:/ });
    await quickAdd.scrollIntoViewIfNeeded();

    // Through the lower corner of the screen, where floating buttons sit, the card's button takes the tap at
    // every step, and the contact button stays whole.
    const corner = size.height - (size.width < 768 ? 140 : 80);
    for (const offset of [-40, -20, 0, 20, 40]) {
      const target = (await quickAdd.boundingBox())!;
      await page.evaluate((dy) => window.scrollBy(0, dy), target.y + target.height / 2 - corner + offset);
      // Read from the point itself once the scrolled page has been drawn (the cards are drawn only near the
      // screen): a trial click would press the mouse, and a press on the page the server drew, before the scripts
      // take it over, is held and made again once they have (app/early-taps.ts).
      const onTop = await quickAdd.evaluate(async (element) => {
        for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
        const box = element.getBoundingClientRect();
        const middle = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
        return middle !== null && element.contains(middle);
      });
      expect(onTop, `/products at ${size.width}, offset ${offset}: the card's button takes the tap`).toBe(
        true,
      );
      await expectWholeAndOnTop(page, `/products at ${size.width}, offset ${offset}`);
    }
    await screenshot(page, testInfo, `contact-widget-catalogue-${size.width}`);

    // And the card's button really takes the tap: its size and color picker opens (or, for a product with one
    // variant, its page).
    await quickAdd.click();
    await expect
      .poll(async () => (await page.getByRole('dialog').count()) > 0 || /\/product\//.test(page.url()))
      .toBe(true);
  }
});
