import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shopOfItsOwn } from './shop-of-its-own';

// These tests change the store name and the home layout, which other specs read from the shared shop.
const shop = shopOfItsOwn({
  name: 'content',
  project: 'desktop',
  reason: 'changes shared settings: run once, on a shop of its own',
});

test('an admin renames the store and the storefront footer shows the new name', async ({ page }) => {
  await shop.signIn(page);
  await page.goto(`${shop.server.baseUrl}/admin/settings`);
  const storeForm = page.getByRole('form', { name: 'Настройки магазина' });
  await storeForm.getByLabel('Название магазина').fill(' ');
  await storeForm.getByRole('button', { name: 'Сохранить' }).click();
  await expect(storeForm.getByText('Укажите название магазина')).toBeVisible();

  await storeForm.getByLabel('Название магазина').fill('Ласточка Тест');
  await storeForm.getByLabel('Будни').fill('Пн–Пт: 9:00–19:00');
  await storeForm.getByRole('button', { name: 'Сохранить' }).click();
  await expect(storeForm.getByRole('status')).toContainText('Сохранено');

  await page.goto(`${shop.server.baseUrl}/`);
  await expect(page.getByRole('contentinfo').getByText('Ласточка Тест').first()).toBeVisible();
});

test('an admin hides a home section and moves another up, and the home page follows', async ({ page }) => {
  const headings = () => page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
  await page.goto(`${shop.server.baseUrl}/`);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Распродажа', exact: true }),
  ).toBeVisible();
  const before = await headings();
  expect(before).toContain('Категории');
  expect(before.indexOf('Новые поступления')).toBeLessThan(before.indexOf('Распродажа'));

  await shop.signIn(page);
  await page.goto(`${shop.server.baseUrl}/admin/home-content`);
  // The form's parts are folded under their names.
  await page.locator('summary', { hasText: 'Секции страницы' }).click();
  await page.getByRole('checkbox', { name: 'Показывать: Категории' }).uncheck();
  await page.getByRole('button', { name: 'Переместить выше: Распродажа' }).click();
  const preview = page.getByRole('list', { name: 'Предпросмотр' });
  await expect(preview).not.toContainText('Категории');
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Опубликовано' })).toBeVisible();

  await page.goto(`${shop.server.baseUrl}/`);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Распродажа', exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Новые поступления', exact: true }),
  ).toBeVisible();
  const after = await headings();
  expect(after).not.toContain('Категории');
  expect(after.indexOf('Распродажа')).toBeLessThan(after.indexOf('Новые поступления'));
});

test('a draft of the home page stays off the storefront until it is published', async ({ page }) => {
  // Twenty steps through two apps: on a busy machine they took 39 s.
  test.slow();
  const newArrivals = () =>
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Новые поступления', exact: true });
  await shop.signIn(page);
  await page.goto(`${shop.server.baseUrl}/admin/home-content`);
  const state = page.getByTestId('home-state');
  await expect(state).toContainText('Черновика нет');
  await page.locator('summary', { hasText: 'Секции страницы' }).click();
  await page.getByRole('checkbox', { name: 'Показывать: Новые поступления' }).uncheck();
  await page.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Черновик сохранён' })).toBeVisible();
  await expect(state).toContainText('Черновик от');
  await page.screenshot({ path: '/tmp/shots/desktop-admin-home-draft.png', fullPage: false });

  await page.goto(`${shop.server.baseUrl}/`);
  await expect(newArrivals()).toBeVisible();

  // The draft is kept: the editor opens on it.
  await page.goto(`${shop.server.baseUrl}/admin/home-content`);
  await page.locator('summary', { hasText: 'Секции страницы' }).click();
  await expect(page.getByRole('checkbox', { name: 'Показывать: Новые поступления' })).not.toBeChecked();
  await expect(page.getByRole('list', { name: 'Предпросмотр' })).not.toContainText('Новые поступления');
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Опубликовано' })).toBeVisible();
  await expect(state).toContainText('Черновика нет');

  await page.goto(`${shop.server.baseUrl}/`);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(newArrivals()).toHaveCount(0);
});

test('the preview draws the draft with the storefront’s own sections before it is published', async ({
  page,
}) => {
  const featured = (where: Page | FrameLocator, name: string) =>
    where.getByRole('heading', { level: 2, name, exact: true });
  await shop.signIn(page);
  await page.goto(`${shop.server.baseUrl}/admin/home-content`);
  const preview = page.frameLocator('iframe[title="Черновик на телефоне"]');
  await expect(preview.getByText('Предпросмотр черновика')).toBeVisible();
  await expect(featured(preview, 'Популярные товары')).toBeVisible();

  const block = page.locator('details', { has: page.locator('summary', { hasText: 'Популярные товары' }) });
  await block.locator('summary').click();
  await block.getByLabel('Заголовок блока на странице').fill('Выбор недели');
  // Unsaved: the storefront in the frame draws the form as it stands, product cards and all.
  await expect(featured(preview, 'Выбор недели')).toBeVisible();
  await expect(featured(preview, 'Популярные товары')).toHaveCount(0);
  const section = preview.locator('section', { has: featured(preview, 'Выбор недели') });
  await expect(section.getByRole('link', { name: /\S/ }).first()).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/desktop-admin-home-preview.png' });

  await page.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Черновик сохранён' })).toBeVisible();
  await expect(featured(preview, 'Выбор недели')).toBeVisible();

  // Buyers still meet the published title.
  const buyer = await page.context().newPage();
  await buyer.goto(`${shop.server.baseUrl}/`);
  await expect(featured(buyer, 'Популярные товары')).toBeVisible();
  await expect(featured(buyer, 'Выбор недели')).toHaveCount(0);
  await expect(buyer.getByText('Предпросмотр черновика')).toHaveCount(0);

  await page.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Опубликовано' })).toBeVisible();
  await buyer.reload();
  await expect(featured(buyer, 'Выбор недели')).toBeVisible();
});
