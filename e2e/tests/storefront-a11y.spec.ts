import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

const pages: [name: string, path: string][] = [
  ['home', '/'],
  ['catalogue', '/products'],
  ['category', '/products/category/platya'],
  ['product', '/product/1'],
  ['search', '/search?q=%D0%BF%D0%BB%D0%B0%D1%82%D1%8C%D0%B5'],
];

for (const [name, path] of pages) {
  test(`axe finds no serious or critical violation on the ${name} page`, async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name === 'desktop' && name !== 'catalogue',
      'at 1280 axe checks the catalogue only: the wide header and the filters beside the list are what the wide layout adds, the rest it shares with the phone layout checked at 390; axe on the long wide home alone takes 30 s',
    );
    // axe walks every node of the page: on a long page it alone takes 10 s or more on two busy cores.
    test.slow();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(blocking).toEqual([]);
  });
}

test('every control of the product page is reachable with Tab', async ({ page }) => {
  await page.goto('/product/1');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'В корзину', exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Похожие товары' })).toBeVisible();
  const controls = await main
    .locator('button:not([disabled]):not([tabindex="-1"]), a[href]:not([tabindex="-1"]), input, select')
    .count();
  const reached = new Set<string>();
  for (let step = 0; step < 200 && reached.size < controls; step += 1) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || !document.querySelector('main')?.contains(element)) return null;
      element.setAttribute('data-tab-seen', 'true');
      return Array.from(document.querySelectorAll('main [data-tab-seen]')).indexOf(element).toString();
    });
    if (id !== null) reached.add(id);
  }
  const unreached = await main
    .locator(
      'button:not([disabled]):not([tabindex="-1"]):not([data-tab-seen]), a[href]:not([tabindex="-1"]):not([data-tab-seen]), input:not([data-tab-seen]), select:not([data-tab-seen])',
    )
    .evaluateAll((elements) => elements.map((element) => element.outerHTML.slice(0, 120)));
  expect(unreached).toEqual([]);
});

test('a size is one stop for Tab; arrow keys move the choice and the focus ring shows', async ({ page }) => {
  await page.goto('/product/1');
  const sizes = page.getByRole('main').getByRole('radiogroup', { name: 'Размер' });
  const radios = sizes.getByRole('radio');
  await expect(radios.first()).toBeVisible();
  await expect(sizes.locator('[tabindex="0"]')).toHaveCount(1);
  const enabled = radios.and(page.locator(':not([disabled])'));
  const first = enabled.first();
  await first.focus();
  await page.keyboard.press('ArrowRight');
  const second = enabled.nth(1);
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-checked', 'true');
  await expect(first).toHaveAttribute('aria-checked', 'false');
  await expect(second).toHaveAttribute('tabindex', '0');
  expect(await second.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-checked', 'true');
});

test('the quick select dialog keeps the keyboard inside and closes with Escape', async ({ page }) => {
  await page.goto('/products/category/platya');
  const quickAdd = page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Добавить в корзину/ });
  await quickAdd.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Выберите размер и цвет' });
  await expect(dialog).toBeVisible();
  for (let step = 0; step < 30; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(quickAdd).toBeFocused();
});
