/**
 * A buyer's own account: editing her name, phone and email, and «Забыли пароль?» with the letter read from a real
 * SMTP server the test starts. The shop runs on its own with SMTP_URL pointing there (the suite's shop has no mail).
 */

import type { Page } from '@playwright/test';
import { type SmtpInbox, startSmtpInbox } from '@shop/api/testing/smtp-inbox';
import { expect, test } from './fixtures';
import { shopOfItsOwn } from './shop-of-its-own';

let inbox: SmtpInbox;
const shop = shopOfItsOwn({
  name: 'account-mail',
  project: 'mobile',
  reason:
    'one phone-sized run: the forms are the same at every width, and the shop sends its mail to this run',
  before: async () => {
    inbox = await startSmtpInbox();
    return { SMTP_URL: inbox.url, MAIL_FROM: 'Ласточка <shop@e2e.test>' };
  },
  after: () => inbox.close(),
});

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
    page.getByText('Если такой аккаунт есть, мы отправили ссылку для смены пароля: на его почту или в Telegram'),
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
