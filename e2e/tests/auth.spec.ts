import { e2eBotToken } from '../global-setup';
import { miniAppUrl, signedInitData } from '../support/telegram-init-data';
import { expect, test } from './fixtures';
import { signUpWithForm } from './storefront-support';

test('a customer registers, sees the account, logs out and signs in again', async ({ page }, testInfo) => {
  const email = `olga-${testInfo.project.name}-${Date.now()}@e2e.test`;
  const password = 'olga-e2e-password';

  await signUpWithForm(page, { name: 'Ольга Смирнова', email: email, password: password });

  await page.goto('/account');
  const profile = page.getByRole('region', { name: 'Профиль' });
  await expect(profile.getByText('Ольга Смирнова')).toBeVisible();
  await expect(profile.getByText(email)).toBeVisible();
  await expect(profile.getByText(/не привязан/)).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Войти' }).first()).toBeVisible();
  // The refresh cookie is revoked with the sign-out.
  expect((await page.request.post('/api/auth/refresh-token')).status()).toBe(401);

  await page.goto('/auth');
  await page.getByLabel('Email, телефон или имя пользователя').fill(email.toUpperCase());
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('button', { name: 'Меню пользователя' })).toBeVisible();

  // An access token the server no longer accepts is renewed with the refresh cookie, and the page still opens.
  await page.evaluate(() => localStorage.setItem('token', 'expired.access.token'));
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Профиль' }).getByText(email)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe('expired.access.token');
});

test('a page left while the session is being renewed keeps the buyer signed in', async ({
  page,
}, testInfo) => {
  const email = `vera-${testInfo.project.name}-${Date.now()}@e2e.test`;
  await signUpWithForm(page, { name: 'Вера Орлова', email: email, password: 'vera-e2e-password' });

  // The access token has expired; the page's renewal never gets its answer, because she leaves the page.
  await page.evaluate(() => localStorage.setItem('token', 'expired.access.token'));
  const renewalSent = page.waitForRequest('**/api/auth/refresh-token');
  await page.route('**/api/auth/refresh-token', () => {}, { times: 1 });
  await page.goto('/account');
  await renewalSent;
  await page.goto('/account');

  await expect(page.getByRole('region', { name: 'Профиль' }).getByText(email)).toBeVisible();
});

test('the wrong password is refused with the spec’s message', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email, телефон или имя пользователя').fill('nobody@e2e.test');
  await page.getByLabel('Пароль').fill('wrong-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toHaveText('Неверный email/телефон или пароль');
});

test('a guest is sent from /account to /auth', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
});

test('inside Telegram the storefront signs in with no form and greets by first name', async ({
  page,
}, testInfo) => {
  const id = testInfo.project.name === 'mobile' ? 800_000_001 : 800_000_002;
  const initData = signedInitData(
    { id, first_name: 'Мария', last_name: 'Иванова', username: `maria_${id}`, language_code: 'ru' },
    e2eBotToken,
  );
  await page.goto(miniAppUrl('/', initData));

  const bottomNav = page.getByRole('navigation', { name: 'Нижняя навигация' });
  await expect(bottomNav.getByRole('link', { name: 'Мария' })).toBeVisible();
  await expect(page.getByLabel('Email, телефон или имя пользователя')).toHaveCount(0);

  await bottomNav.getByRole('link', { name: 'Мария' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(
    page.getByRole('region', { name: 'Профиль' }).getByText(`привязан (@maria_${id})`),
  ).toBeVisible();
});
