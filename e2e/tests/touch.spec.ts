/**
 * A phone keeps `:hover` on the last element a finger tapped; the storefront's hover styles (buttons and text links
 * alike) apply only where a pointer hovers, so a tapped button or link looks as before the tap.
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

test('a text link a finger rests on keeps its colour on a phone', async ({ page }) => {
  await page.goto('/product/1');
  // The trail at the top: nothing loading later moves it away from under the pointer.
  const link = page
    .getByRole('navigation', { name: 'Навигационная цепочка' })
    .getByRole('link', { name: 'Главная' });
  const color = (element: Element) => getComputedStyle(element).color;
  const before = await link.evaluate(color);
  // A phone's :hover sits on the last element touched, as the mouse's does here.
  await link.hover();
  expect(await link.evaluate((element) => element.matches(':hover'))).toBe(true);
  expect(await link.evaluate(color)).toBe(before);
});
