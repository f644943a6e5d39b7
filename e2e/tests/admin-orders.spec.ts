import { randomUUID } from 'node:crypto';
import { staff } from '../global-setup';
import {
  guestOrderBody,
  mostStockedVariants,
  type PlacedOrder,
  postGuestOrder,
  stockOf,
  variantKey,
} from '../support/guest-orders';
import { expect, test } from './fixtures';

async function signIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email или телефон').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Панель', exact: true })).toBeVisible();
}

/** Each project orders its own variant, so the stock counts of parallel runs do not mix. */
async function placeOrder(baseURL: string, project: string): Promise<PlacedOrder> {
  const variant = (await mostStockedVariants(baseURL, 8))[project === 'mobile' ? 6 : 7];
  if (!variant) throw new Error('the demo shop has no stock to order');
  const line = {
    productId: variant.productId,
    colorCode: variant.colorCode,
    sizeCode: variant.sizeCode,
    quantity: 1,
  };
  const response = await postGuestOrder(baseURL, guestOrderBody([line]), randomUUID());
  expect(response.status).toBe(201);
  return (await response.json()).data;
}

test('an admin finds an order by its number and moves it to shipped', async ({ page, baseURL }, testInfo) => {
  const order = await placeOrder(baseURL!, testInfo.project.name);
  await signIn(page, staff.admin.email, staff.admin.password);

  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();
  await page.getByLabel('Покупатель').fill(String(order.number));
  await expect(page).toHaveURL(new RegExp(`customer=${order.number}`));
  await page.getByRole('link', { name: `Открыть заказ №${order.number}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Заказ №${order.number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Состав заказа' })).toBeVisible();
  for (const [button, label] of [
    ['Перевести в «Подтверждён»', 'Подтверждён'],
    ['Перевести в «Собирается»', 'Собирается'],
    ['Перевести в «Отправлен»', 'Отправлен'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('status').filter({ hasText: `Статус изменён: «${label}»` })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Перевести в «Доставлен»' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отменить заказ' })).toHaveCount(0);
  const history = page.getByRole('region', { name: 'История' });
  await expect(history.getByRole('listitem')).toHaveCount(4);

  await page.getByRole('link', { name: '← Все заказы' }).click();
  await expect(page.getByRole('row').filter({ hasText: `№${order.number}` })).toContainText('Отправлен');
});

test('cancelling asks first and returns the stock', async ({ page, baseURL }, testInfo) => {
  const order = await placeOrder(baseURL!, testInfo.project.name);
  const line = order.items[0]!;
  const variant = {
    productId: line.productId!,
    colorCode: line.colorCode,
    sizeCode: line.sizeCode,
    quantity: 0,
  };
  const before = (await stockOf(baseURL!, [variant])).get(variantKey(variant));
  await signIn(page, staff.manager.email, staff.manager.password);
  await page.goto(`/admin/orders/${order.id}`);

  page.once('dialog', (dialog) => dialog.dismiss());
  await page.getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(page.getByRole('button', { name: 'Отменить заказ' })).toBeVisible();

  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(page.getByText('Статус этого заказа больше не меняется.')).toBeVisible();
  expect((await stockOf(baseURL!, [variant])).get(variantKey(variant))).toBe((before ?? 0) + 1);
});

test('an admin blocks a customer, who then cannot sign in, and unblocks them', async ({
  page,
  baseURL,
}, testInfo) => {
  const email = `blocked-${testInfo.project.name}-${Date.now().toString(36)}@e2e.test`;
  const password = 'blocked-customer-password';
  const registered = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Блокируемый Покупатель', email, password }),
  });
  expect(registered.status).toBe(200);
  const signInAs = () =>
    fetch(`${baseURL}/api/auth/login-unified`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: email, password }),
    });

  await signIn(page, staff.admin.email, staff.admin.password);
  await page.goto('/admin/users');
  await page.getByLabel('Поиск', { exact: true }).fill(email);
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Активен');
  page.once('dialog', (dialog) => dialog.accept());
  await row.getByRole('button', { name: 'Заблокировать' }).click();
  await expect(row).toContainText('Заблокирован');
  const refused = await signInAs();
  expect(refused.status).toBe(403);
  expect((await refused.json()).error.message).toBe('Аккаунт заблокирован. Обратитесь в поддержку магазина');

  await row.getByRole('button', { name: 'Разблокировать' }).click();
  await expect(row).toContainText('Активен');
  expect((await signInAs()).status).toBe(200);

  // The users page's own link to the log (the side menu has one too).
  await page.getByRole('main').getByRole('link', { name: 'Журнал изменений' }).click();
  await page.getByLabel('Что изменено').selectOption({ label: 'Пользователь' });
  const changes = page.getByRole('table', { name: 'Изменения' });
  await expect(changes.getByRole('row').filter({ hasText: 'разблокировка' }).first()).toContainText(
    'Администратор',
  );
  await expect(changes.getByRole('row').filter({ hasText: 'блокировка' }).first()).toBeVisible();
});

test('a manager cannot open the users screen', async ({ page, baseURL }) => {
  await signIn(page, staff.manager.email, staff.manager.password);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Недостаточно прав' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Пользователи' })).toHaveCount(0);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const api = await fetch(`${baseURL}/api/admin/users`, { headers: { authorization: `Bearer ${token}` } });
  expect(api.status).toBe(403);
});
