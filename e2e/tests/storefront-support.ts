/** Steps the storefront journeys share: signing up, choosing an in-stock color and size on the product page. */
import { expect, type Page } from '@playwright/test';

/** Picks the first color and size that go together (struck-through options clear the other choice). */
export async function chooseVariant(page: Page): Promise<void> {
  const main = page.getByRole('main');
  const colors = main.getByRole('radiogroup', { name: 'Цвет' }).getByRole('radio');
  const sizes = main.getByRole('radiogroup', { name: 'Размер' }).getByRole('radio');
  await expect(colors.first()).toBeVisible();
  const colorCount = await colors.count();
  for (let c = 0; c < colorCount; c += 1) {
    const color = colors.nth(c);
    if (await color.isDisabled()) continue;
    await color.click();
    const sizeCount = await sizes.count();
    for (let s = 0; s < sizeCount; s += 1) {
      const size = sizes.nth(s);
      if (await size.isDisabled()) continue;
      await size.click();
      // The product page lets a sold-out size be chosen (to ask for a restock message): skip those.
      if (
        (await color.getAttribute('aria-checked')) === 'true' &&
        (await size.getAttribute('aria-checked')) === 'true' &&
        (await main.getByTestId('stock-label').textContent()) !== 'Нет в наличии'
      )
        return;
      await color.click();
    }
  }
  throw new Error('no color and size of this product are in stock together');
}

/** The cart link that is on screen: the header's on desktop, the tab bar's on phones and in the mini-app. */
export const visibleCartLink = (page: Page, name: string | RegExp) =>
  page.getByRole('link', { name }).filter({ visible: true }).first();

/** Signs a new buyer up through «Регистрация»; she lands on the catalogue signed in. */
export async function signUpWithForm(
  page: Page,
  buyer: { name: string; email: string; password: string },
): Promise<void> {
  await page.goto('/create-account');
  await page.getByLabel('Имя').fill(buyer.name);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Пароль').fill(buyer.password);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/products$/);
}
