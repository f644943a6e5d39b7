/**
 * The floating contact button never rests on something tappable. On a 390 x 844 phone the quick-add button of
 * the catalogue's bottom-right card is scrolled through the contact button's place: at every step it takes the
 * tap, and the contact button steps aside (tucked into the page margin) yet still opens its channels.
 */
import { screenshot } from './checkout-support';
import { expect, test } from './fixtures';

test('the contact button never covers the bottom-right card’s button on a phone', async ({
  page,
}, testInfo) => {
  // The phone layout: the spec runs in the mobile project only (support/spec-widths.ts).
  await page.goto('/products');
  const widget = page.getByTestId('contact-widget');
  await expect(widget).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();

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
  const card = cards.nth(index);
  const quickAdd = card.getByRole('button', { name: /^Добавить в корзину:/ });
  await quickAdd.scrollIntoViewIfNeeded();
  const home = (await widget.boundingBox())!;
  expect(home.width).toBeLessThanOrEqual(48);

  /** Scrolls the card's button to `offset` px from the contact button's place. */
  const meet = async (offset: number) => {
    const target = (await quickAdd.boundingBox())!;
    const by = target.y + target.height / 2 - (home.y + home.height / 2) + offset;
    await page.evaluate((dy) => window.scrollBy(0, dy), by);
  };
  for (const offset of [-40, -20, 0, 20, 40]) {
    await meet(offset);
    // Where the two meet the contact button tucks aside, and the card's button takes the tap.
    await expect(widget).not.toHaveAttribute('data-placement', 'full');
    await quickAdd.click({ trial: true, timeout: 3000 });
    if (offset === 0) await screenshot(page, testInfo, 'contact-widget-tucked');
  }

  // Tucked, it still opens the channels, in full.
  await page.getByRole('button', { name: 'Связаться с нами' }).click();
  await expect(widget).toHaveAttribute('data-placement', 'full');
  await expect(page.getByRole('list', { name: 'Каналы связи' })).toBeVisible();
  await page.getByRole('button', { name: 'Закрыть список каналов' }).click();
  // Reaching the tucked button may have scrolled the page: bring the card's button back under it.
  await meet(0);
  await expect(widget).not.toHaveAttribute('data-placement', 'full');

  // And the card's button really takes the tap: its size and color picker opens (or, for a product with one
  // variant, its page).
  await quickAdd.click();
  await expect
    .poll(async () => (await page.getByRole('dialog').count()) > 0 || /\/product\//.test(page.url()))
    .toBe(true);
});
