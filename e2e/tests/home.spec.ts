import { expect, test } from './fixtures';

test('the home page shows the seeded store name and categories', async ({ page, request }) => {
  const store = await (await request.get('/api/settings/store')).json();
  const categories = await (
    await request.get('/api/categories/tree?activeOnly=true&showOnHomepage=true')
  ).json();
  const storeName: string = store.data.storeName;
  const categoryNames: string[] = categories.data.map(
    (category: { displayName: string }) => category.displayName,
  );
  expect(categoryNames.length).toBeGreaterThanOrEqual(3);

  await page.goto('/');
  await expect(page.getByRole('banner').getByText(storeName).first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(storeName));
  const main = page.getByRole('main');
  for (const name of categoryNames) {
    await expect(main.getByRole('link', { name }).first()).toBeVisible();
  }
});

test('an unknown page shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/не найден/i);
  await expect(page.getByRole('link', { name: /на главную/i }).first()).toBeVisible();
});
