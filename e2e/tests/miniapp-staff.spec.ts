/**
 * The staff mode inside Telegram: a manager whose Telegram ID an admin linked opens /staff with her launch
 * initData, finds today's order of a Telegram buyer, opens it and confirms it with Telegram's main button; the
 * buyer's message reaches the (fake) Bot API, Telegram's back button leads back to the list, and the variant's
 * stock is set from the order's line. A buyer's initData at the same address sees no staff data.
 * This shop runs beside the suite's own, with its own database and fake Bot API, so its messages can be read.
 */
import { type FakeBotApi, startFakeBotApi } from '@shop/bot/testing';
import { mostStockedVariants } from '../support/guest-orders';
import { installTelegramClient, type TelegramClient } from '../support/telegram-client';
import { miniAppUrl, signedInitData } from '../support/telegram-init-data';
import { screenshot } from './checkout-support';
import { expect, test } from './fixtures';
import { shopOfItsOwn } from './shop-of-its-own';

const botToken = '987654321:e2e-staff-mode-token-for-initdata';

let telegramApi: FakeBotApi;
// One phone-sized run: the staff mode is a phone's screen inside Telegram (the wide shot is taken in the test).
const shop = shopOfItsOwn({
  name: 'staff-mode',
  project: 'mobile',
  reason: 'runs in the mobile project only',
  before: async () => {
    telegramApi = await startFakeBotApi({ token: botToken });
    return { BOT_TOKEN: botToken, TELEGRAM_API_ROOT: telegramApi.apiRoot };
  },
  after: async () => {
    await telegramApi?.close();
  },
});

/** The shop's API as a client of its own: the answer's data, or the test fails with the error body. */
async function api<T>(path: string, options: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${shop.server.baseUrl}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(path === '/api/orders' ? { 'idempotency-key': crypto.randomUUID() } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const json = (await response.json()) as { data: T };
  expect(response.ok, `${path}: ${JSON.stringify(json)}`).toBe(true);
  return json.data;
}

const mainButtonText = (telegram: TelegramClient) =>
  expect.poll(async () => {
    const data = await telegram.lastOf('web_app_setup_main_button');
    return data?.is_visible ? data.text : null;
  });

const buyerId = 830_000_000 + Math.floor(Math.random() * 1_000_000);
const managerId = buyerId + 1;
const buyerInitData = () =>
  signedInitData({ id: buyerId, first_name: 'Вера', allows_write_to_pm: true }, botToken);

/** A Telegram buyer's order of one piece, placed from her server cart. */
async function buyerOrder() {
  const { token } = await api<{ token: string }>('/api/auth/telegram', {
    method: 'POST',
    body: { initData: buyerInitData() },
  });
  const [variant] = await mostStockedVariants(shop.server.baseUrl, 1);
  await api('/api/cart/add', {
    method: 'POST',
    token,
    body: { productId: variant?.productId, color: variant?.colorCode, size: variant?.sizeCode, quantity: 1 },
  });
  return api<{ id: string; number: number; items: { sku: string }[] }>('/api/orders', {
    method: 'POST',
    token,
    body: {
      contact: { name: 'Вера Соколова', phone: '+7 900 765-43-21' },
      address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
      shippingMethodId: 'courier',
      paymentMethod: 'card_on_delivery',
    },
  });
}

/** The admin links the manager's account to her Telegram ID on the users screen's route. */
async function linkManager() {
  const { token } = await api<{ token: string }>('/api/auth/login-unified', {
    method: 'POST',
    body: { identifier: shop.admin.email, password: shop.admin.password },
  });
  const { users } = await api<{ users: { id: string; email: string | null }[] }>(
    '/api/admin/users?search=manager%40e2e.test&role=manager',
    { token },
  );
  const manager = users.find((user) => user.email === 'manager@e2e.test');
  expect(manager).toBeDefined();
  await api(`/api/admin/users/${manager?.id}/telegram`, {
    method: 'POST',
    token,
    body: { telegramId: managerId },
  });
}

test('a linked manager confirms a Telegram buyer’s order from the staff mode, and sets its stock', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const order = await buyerOrder();
  await linkManager();
  const telegram = await installTelegramClient(page);
  const managerInitData = signedInitData({ id: managerId, first_name: 'Ольга' }, botToken);
  await page.goto(`${shop.server.baseUrl}${miniAppUrl('/staff', managerInitData)}`);
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'mini-app');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Заказы за сегодня' })).toBeVisible();
  const row = main.getByRole('link', { name: new RegExp(`№${order.number} · \\d\\d:\\d\\d`) });
  await expect(row).toContainText('Вера Соколова');
  await expect(row).toContainText('Новый');
  // The list has no single primary action: the shop's «Каталог» does not stand in on Telegram's main button.
  await mainButtonText(telegram).toBeNull();
  await screenshot(page, testInfo, 'staff-today');

  await row.click();
  await expect(main.getByRole('heading', { level: 1, name: `Заказ №${order.number}` })).toBeVisible();
  await expect(main.getByTestId('staff-order-status')).toHaveText('Новый');
  await mainButtonText(telegram).toBe('Статус: Подтверждён');
  await screenshot(page, testInfo, 'staff-order');

  await telegram.send('main_button_pressed');
  await expect(main.getByTestId('staff-order-status')).toHaveText('Подтверждён');
  await mainButtonText(telegram).toBe('Статус: Собирается');
  // The admin app's status change: the buyer hears of it in her chat with the bot.
  await expect
    .poll(() => telegramApi.deliveredTo(buyerId).map((message) => String(message.payload.text)), {
      timeout: 15_000,
    })
    .toContainEqual(expect.stringContaining(`Заказ №${order.number} подтверждён`));

  await telegram.send('back_button_pressed');
  await expect(main.getByRole('heading', { level: 1, name: 'Заказы за сегодня' })).toBeVisible();
  await expect(row).toContainText('Подтверждён');

  // The order's line leads to its variant's stock, set with the main button.
  await row.click();
  const sku = order.items[0]?.sku ?? '';
  await main.getByRole('link', { name: `Остаток ${sku}` }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Остаток товара' })).toBeVisible();
  await main.getByLabel('Новый остаток, шт.').fill('41');
  await mainButtonText(telegram).toBe('Сохранить остаток');
  await telegram.send('main_button_pressed');
  await expect(main.getByTestId('stock-quantity')).toHaveText('41 шт.');
  await screenshot(page, testInfo, 'staff-stock');
  const stock = await fetch(`${shop.server.baseUrl}/api/admin/stock/${encodeURIComponent(sku)}`);
  expect(stock.status).toBe(401);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goBack();
  await page.goBack();
  await expect(main.getByRole('heading', { level: 1, name: 'Заказы за сегодня' })).toBeVisible();
  await screenshot(page, testInfo, 'staff-today-wide');
});

test('a buyer’s initData at the staff address sees no staff data', async ({ page }, testInfo) => {
  await installTelegramClient(page);
  const refused: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/admin/')) refused.push(response.status());
  });
  await page.goto(`${shop.server.baseUrl}${miniAppUrl('/staff', buyerInitData())}`);
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'mini-app');
  const main = page.getByRole('main');
  await expect(main.getByText('Раздел только для сотрудников магазина')).toBeVisible();
  await expect(main.getByText('Заказы за сегодня')).toHaveCount(0);
  await expect(main.getByText(/№\d+ · \d\d:\d\d/)).toHaveCount(0);
  await screenshot(page, testInfo, 'staff-buyer');
  // Her token is refused by every staff call as well, whatever the page shows.
  const { token } = await api<{ token: string }>('/api/auth/telegram', {
    method: 'POST',
    body: { initData: buyerInitData() },
  });
  const today = await fetch(`${shop.server.baseUrl}/api/admin/orders`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(today.status).toBe(403);
  expect(refused).toEqual([]);
});
