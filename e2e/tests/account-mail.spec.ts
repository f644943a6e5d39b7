/**
 * A buyer's own account: editing her name, phone and email, her first order's phone landing in the profile, and
 * «Забыли пароль?» with the letter read from a real SMTP server the test starts and the bot message read from a
 * fake Bot API. The shop runs on its own with SMTP_URL and TELEGRAM_API_ROOT pointing there.
 */

import type { Page } from '@playwright/test';
import { type SmtpInbox, startSmtpInbox } from '@shop/api/testing/smtp-inbox';
import { type FakeBotApi, startFakeBotApi } from '@shop/bot/testing';
import { signedInitData } from '../support/telegram-init-data';
import { expect, test } from './fixtures';
import { shopOfItsOwn } from './shop-of-its-own';

const botToken = '123456789:account-mail-e2e-token-for-the-fake';
let inbox: SmtpInbox;
let telegram: FakeBotApi;
const shop = shopOfItsOwn({
  name: 'account-mail',
  project: 'mobile',
  reason:
    'one phone-sized run: the forms are the same at every width, and the shop sends its mail and bot messages to this run',
  before: async () => {
    inbox = await startSmtpInbox();
    telegram = await startFakeBotApi({ token: botToken });
    return {
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Ласточка <shop@e2e.test>',
      BOT_TOKEN: botToken,
      TELEGRAM_API_ROOT: telegram.apiRoot,
    };
  },
  after: async () => {
    await inbox.close();
    await telegram.close();
  },
});

/** A call to the shop's API outside the page, answering the envelope's data. */
async function api<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const answer = await fetch(`${shop.server.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  expect(answer.status, `${path}: ${answer.status}`).toBeLessThan(300);
  return ((await answer.json()) as { data: T }).data;
}

/** An account made through the API, outside the page: the browser stays signed out. */
async function register(name: string, email: string, password: string) {
  const answer = await fetch(`${shop.server.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password }),
  });
  expect(answer.status).toBe(200);
}

async function signIn(page: Page, identifier: string, password: string) {
  await page.goto(`${shop.server.baseUrl}/auth`);
  await page.getByLabel('Email, телефон или имя пользователя').fill(identifier);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

test('a buyer edits her name, phone and email and sees them after a reload; a taken email is refused', async ({
  page,
}) => {
  const stamp = Date.now();
  const taken = `taken-${stamp}@e2e.test`;
  await register('Другая покупательница', taken, 'other-e2e-password');
  await register('Вера Ким', `vera-${stamp}@e2e.test`, 'vera-e2e-password');
  await signIn(page, `vera-${stamp}@e2e.test`, 'vera-e2e-password');
  await expect(page).toHaveURL(/\/products$/);

  await page.goto(`${shop.server.baseUrl}/account`);
  const profile = page.getByRole('region', { name: 'Профиль' });
  await profile.getByRole('button', { name: 'Изменить' }).click();
  const form = profile.getByRole('form', { name: 'Профиль' });
  await form.getByLabel('Email').fill(taken);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Этот email уже указан в другом аккаунте')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('profile-email-taken.png') });

  const email = `vera.kim-${stamp}@e2e.test`;
  await form.getByLabel('Имя').fill('Вера Кимова');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Телефон').fill('8 (912) 345-67-89');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(profile.getByRole('status')).toHaveText('Профиль сохранён');

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Профиль' });
  await expect(reloaded.getByText('Вера Кимова')).toBeVisible();
  await expect(reloaded.getByText(email)).toBeVisible();
  await expect(reloaded.getByText('+7 912 345-67-89')).toBeVisible();
});

test('«Забыли пароль?» mails a link that sets a new password: it signs in, the old one no longer does', async ({
  page,
}) => {
  const email = `nina-${Date.now()}@e2e.test`;
  await register('Нина Орлова', email, 'old-e2e-password');

  await page.goto(`${shop.server.baseUrl}/auth`);
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email или телефон').fill(email);
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(
    page.getByText(
      'Если такой аккаунт есть, мы отправили ссылку для смены пароля: на его почту или в Telegram',
    ),
  ).toBeVisible();

  const letter = await inbox.nextTo(email, 15_000);
  const link = /(http\S+\/reset-password#token=[\w-]+)/.exec(letter.text)?.[1];
  expect(link, letter.text).toBeTruthy();
  expect(new URL(link ?? '').origin).toBe(shop.server.baseUrl);

  await page.goto(link ?? '');
  await page.getByLabel('Новый пароль').fill('new-e2e-password');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByRole('status')).toContainText('Пароль изменён. Войдите с новым паролем.');

  await signIn(page, email, 'old-e2e-password');
  await expect(page.getByRole('alert')).toHaveText('Неверный email/телефон или пароль');
  await signIn(page, email, 'new-e2e-password');
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('button', { name: 'Меню пользователя' })).toBeVisible();
});

test("a signed-in buyer's first order with a phone fills her profile's empty phone", async ({ page }) => {
  test.setTimeout(90_000);
  const email = `ira-${Date.now()}@e2e.test`;
  await register('Ирина Белова', email, 'ira-e2e-password');
  await signIn(page, email, 'ira-e2e-password');
  await expect(page).toHaveURL(/\/products$/);

  // Her server cart gets a dress through the API; the page reads the same cart.
  const { token } = await api<{ token: string }>('/api/auth/login-unified', {
    method: 'POST',
    body: { identifier: email, password: 'ira-e2e-password' },
  });
  const { products } = await api<{
    products: { id: number; variants: { colorCode: string; sizeCode: string; quantity: number }[] }[];
  }>('/api/products?limit=20');
  const [product, variant] =
    products
      .map((candidate) => [candidate, candidate.variants.find((one) => one.quantity > 0)] as const)
      .find(([, inStock]) => inStock) ?? [];
  expect(variant).toBeTruthy();
  await api('/api/cart/add', {
    method: 'POST',
    token,
    body: { productId: product?.id, color: variant?.colorCode, size: variant?.sizeCode, quantity: 1 },
  });

  await page.goto(`${shop.server.baseUrl}/checkout`);
  const main = page.getByRole('main');
  await expect(main.getByLabel('Имя и фамилия')).toHaveValue('Ирина Белова');
  await expect(main.getByLabel('Телефон')).toHaveValue('');
  await main.getByLabel('Телефон').fill('8 912 555-66-77');
  await main.getByLabel('Улица').fill('ул. Покровка');
  await main.getByLabel('Дом').fill('17');
  await main.getByRole('button', { name: /^Заказать за/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Заказ оформлен' })).toBeVisible();

  // Into the account without a reload: the storefront read her profile again after the order.
  await page
    .getByRole('navigation', { name: 'Нижняя навигация' })
    .getByRole('link', { name: 'Ирина' })
    .click();
  await expect(page).toHaveURL(/\/account$/);
  const profile = page.getByRole('region', { name: 'Профиль' });
  await expect(profile.getByText('+7 912 555-66-77')).toBeVisible();
  await profile.getByRole('button', { name: 'Изменить' }).click();
  await expect(profile.getByLabel('Телефон')).toHaveValue('+7 912 555-66-77');
  await expect(profile.getByText('Из вашего последнего заказа')).toHaveCount(0);
});

test('«Забыли пароль?» by phone sends a Telegram account its link in the bot; it sets her first password for the web', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const telegramId = 800_000_701;
  const session = await api<{ token: string }>('/api/auth/telegram', {
    method: 'POST',
    body: {
      initData: signedInitData({ id: telegramId, first_name: 'Дарья', allows_write_to_pm: true }, botToken),
    },
  });
  await api('/api/auth/me', { method: 'PATCH', token: session.token, body: { phone: '+7 913 222-44-66' } });

  await page.goto(`${shop.server.baseUrl}/auth`);
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await page.getByLabel('Email или телефон').fill('8 (913) 222-44-66');
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(
    page.getByText(
      'Если такой аккаунт есть, мы отправили ссылку для смены пароля: на его почту или в Telegram',
    ),
  ).toBeVisible();

  // The shop's outbox sender hands the message to the (fake) Bot API within a few seconds.
  await expect.poll(() => telegram.deliveredTo(telegramId).length, { timeout: 15_000 }).toBe(1);
  const text = String(telegram.deliveredTo(telegramId)[0]?.payload.text);
  const link = /(http\S+\/reset-password#token=[\w-]+)/.exec(text)?.[1];
  expect(link, text).toBeTruthy();

  await page.goto(link ?? '');
  await page.getByLabel('Новый пароль').fill('darya-e2e-password');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByRole('status')).toContainText('Пароль изменён. Войдите с новым паролем.');

  await signIn(page, '+7 913 222-44-66', 'darya-e2e-password');
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('button', { name: 'Меню пользователя' })).toBeVisible();
});
