/**
 * Referral links: buyer A copies her link from the account page, buyer B arrives by it, signs up and orders, and
 * staff see the referral with B's order total on the «Рефералы» screen.
 */
import type { Browser, Page } from '@playwright/test';
import { e2eBotToken, staff } from '../global-setup';
import { installTelegramClient } from '../support/telegram-client';
import { miniAppUrl, signedInitData } from '../support/telegram-init-data';
import { productsToBuy } from './checkout-support';
import { expect, test } from './fixtures';
import { chooseVariant, signUpWithForm } from './storefront-support';

async function signUp(page: Page, name: string, email: string): Promise<void> {
  await signUpWithForm(page, { name, email, password: 'referral-e2e-password' });
}

/** A browser of another person: her own storage and her own address for the shop's per-address limits. */
async function anotherVisitor(browser: Browser, baseURL: string, address: string, width: number) {
  const context = await browser.newContext({
    baseURL,
    locale: 'ru-RU',
    viewport: { width, height: width > 800 ? 800 : 844 },
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  return { context, page: await context.newPage() };
}

test('a buyer shares her link, a friend signs up and orders by it, and staff see the referral', async ({
  page,
  context,
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const [product] = await productsToBuy(request, 18);

  // Buyer A copies her personal link from the account page.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUp(page, 'Анна Приглашающая', `anna-ref-${stamp}@e2e.test`);
  await page.goto('/account');
  const invite = page.getByRole('region', { name: 'Пригласить подругу' });
  await expect(invite.getByText('По вашей ссылке пока никто не заказывал')).toBeVisible();
  await invite.getByRole('button', { name: 'Копировать' }).click();
  await expect(invite.getByText('Ссылка скопирована')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/\?ref=[2-9A-HJKMNP-Z]{8}$/);
  await expect(invite.getByLabel('Ваша ссылка')).toHaveValue(link);
  await invite.screenshot({ path: `/tmp/shots/${testInfo.project.name}-referral-account.png` });

  // Buyer B arrives by it: the code is remembered and the address no longer shows it.
  const b = await anotherVisitor(browser, baseURL ?? '', '10.250.1.2', 390);
  await b.page.goto(link);
  await expect(b.page).toHaveURL(/\/$/);
  const code = link.split('ref=')[1];
  expect(await b.page.evaluate(() => localStorage.getItem('referral-code'))).toBe(code);

  await b.page.goto(`/product/${product?.id}`);
  await chooseVariant(b.page);
  await b.page.getByRole('main').getByRole('button', { name: 'В корзину', exact: true }).click();
  await expect(b.page.getByText('Товар добавлен в корзину').first()).toBeVisible();
  await signUp(b.page, 'Вера Приглашённая', `vera-ref-${stamp}@e2e.test`);
  await b.page.goto('/checkout');
  const main = b.page.getByRole('main');
  await main.getByLabel('Телефон').fill('8 900 765-43-21');
  await main.getByLabel('Улица').fill('ул. Покровка');
  await main.getByLabel('Дом').fill('17');
  await main.getByRole('button', { name: /^Заказать за/ }).click();
  await expect(b.page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
  const total = (await b.page.getByTestId('order-total').textContent()) ?? '';
  const number = ((await b.page.getByText(/^Заказ №\d+$/).textContent()) ?? '').replace('Заказ ', '');
  expect(total).toMatch(/₽$/);
  // The order decided the link: the device forgets the code.
  expect(await b.page.evaluate(() => localStorage.getItem('referral-code'))).toBeNull();
  await b.context.close();

  await page.reload();
  await expect(invite.getByText('Подруг, заказавших по вашей ссылке: 1')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await invite.screenshot({ path: '/tmp/shots/desktop-referral-account.png' });

  // Staff see Anna, the one buyer she brought, and Vera's first order with its total.
  const s = await anotherVisitor(browser, baseURL ?? '', '10.250.1.3', 1280);
  await s.page.goto('/admin/login');
  await s.page.getByLabel('Email или телефон').fill(staff.admin.email);
  await s.page.getByLabel('Пароль').fill(staff.admin.password);
  await s.page.getByRole('button', { name: 'Войти' }).click();
  await expect(s.page.getByRole('heading', { level: 1, name: 'Панель', exact: true })).toBeVisible();
  await s.page.getByRole('navigation').getByRole('link', { name: 'Рефералы' }).click();
  await expect(s.page.getByRole('heading', { level: 1, name: 'Рефералы' })).toBeVisible();
  const referrer = s.page
    .getByRole('table', { name: 'Кто приглашает' })
    .getByRole('row')
    .filter({ hasText: 'Анна Приглашающая' })
    .filter({ hasText: code ?? '' });
  await expect(referrer).toContainText(total);
  const attribution = s.page
    .getByRole('table', { name: 'Приглашённые покупательницы' })
    .getByRole('row')
    .filter({ has: s.page.getByRole('link', { name: number }) });
  await expect(attribution).toContainText('Вера Приглашённая');
  await expect(attribution).toContainText(total);
  await s.page.screenshot({ path: `/tmp/shots/desktop-referral-admin.png`, fullPage: true });
  await s.page.setViewportSize({ width: 390, height: 844 });
  await s.page.screenshot({ path: `/tmp/shots/mobile-referral-admin.png`, fullPage: true });
  await s.context.close();
});

test('in the mini-app a ref_ start parameter is remembered, and her own link is the t.me one, shared by Telegram', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const id = 820_000_000 + Math.floor(Math.random() * 1_000_000);
  const initData = signedInitData({ id, first_name: 'Ирина', last_name: 'Смирнова' }, e2eBotToken);
  const telegram = await installTelegramClient(page);
  await page.goto(`${miniAppUrl('/', initData)}&tgWebAppStartParam=ref_K7M2Q9XD`);
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'mini-app');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('referral-code'))).toBe('K7M2Q9XD');

  await page.goto(miniAppUrl('/account', initData));
  const invite = page.getByRole('region', { name: 'Пригласить подругу' });
  const link = invite.getByLabel('Ваша ссылка');
  await expect(link).toHaveValue(/^https:\/\/t\.me\/\w+\?startapp=ref_[2-9A-HJKMNP-Z]{8}$/);
  await invite.getByRole('button', { name: 'Поделиться' }).click();
  await expect
    .poll(async () => String((await telegram.lastOf('web_app_open_tg_link'))?.path_full ?? ''))
    .toContain(encodeURIComponent(await link.inputValue()));
  await invite.screenshot({ path: `/tmp/shots/${testInfo.project.name}-miniapp-referral-account.png` });
});
