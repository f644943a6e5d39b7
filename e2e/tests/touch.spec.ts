/**
 * A phone keeps `:hover` on the last element a finger tapped; the storefront's hover styles apply only where a
 * pointer hovers, so a tapped button looks as before the tap.
 */

import { expect, test } from './fixtures';
import { chooseVariant } from './storefront-support';

const background = (element: Element) => getComputedStyle(element).backgroundColor;

test('a tapped «В корзину» keeps its colour on a phone', async ({ page }) => {
  await page.goto('/product/1');
  expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(false);
  await chooseVariant(page);
  const add = page.getByRole('main').getByRole('button', { name: 'В корзину', exact: true });
  const before = await add.evaluate(background);

  await add.tap();
  await expect(page.getByText('Товар добавлен в корзину').first()).toBeVisible();

  // The hover colour would come in over the button's 160 ms transition and stay.
  await page.waitForTimeout(300);
  expect(await add.evaluate(background)).toBe(before);
});
