import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const infoPages = [
  '/about',
  '/contact',
  '/delivery-payment',
  '/returns-exchange',
  '/size-chart',
  '/privacy-policy',
];

/**
 * The page's width as laid out. Compared with the screen's own width: a phone's browser widens its layout viewport to
 * a page that overflows, so `innerWidth` grows with it and cannot tell.
 */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const path of infoPages) {
  test(`${path} fits the screen's width, without sideways scrolling of the page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  });
}

test('on a 320 px phone no page scrolls sideways: the footer, the promocode cards and the lists wrap', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/', '/products', '/product/1', '/cart', '/about']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The home page's promocode cards are drawn with the rest of the page.
    if (path === '/') await expect(page.getByRole('button', { name: 'Копировать' }).first()).toBeVisible();
    expect(await pageWidth(page), path).toBeLessThanOrEqual(320);
  }
});

test('the size chart shows its note whole, outside the table that scrolls on a phone', async ({ page }) => {
  await page.goto('/size-chart');
  const note = page.getByText('Обхваты в сантиметрах.', { exact: false });
  await expect(note).toBeVisible();
  const box = await note.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  await expect(page.getByRole('table').first()).toHaveAccessibleDescription(/Обхваты в сантиметрах/);
});

const kopecksText = (kopecks: number) =>
  `${Math.round(kopecks / 100)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, '\u00a0')}\u00a0₽`;

interface ShippingMethodView {
  name: string;
  priceKopecks: number;
  freeFromKopecks: number | null;
  estimatedDays: string;
}

test('the delivery page lists the shipping methods checkout offers, with their fees and free-from sums', async ({
  page,
  request,
}) => {
  const shipping = (await (await request.get('/api/shipping/settings')).json()).data as {
    methods: ShippingMethodView[];
  };
  const store = (await (await request.get('/api/settings/store')).json()).data;
  const service = (await (await request.get('/api/settings/customer-service')).json()).data;
  await page.goto('/delivery-payment');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    store.footerData.pages.deliveryPayment.title,
  );
  const courier = shipping.methods.find((method) => method.name === 'Курьерская доставка');
  expect(courier?.freeFromKopecks).toBe(300_000);
  for (const method of shipping.methods) {
    const line = main.getByRole('listitem').filter({ hasText: method.name });
    await expect(line).toContainText(
      method.priceKopecks === 0 ? 'бесплатно' : kopecksText(method.priceKopecks),
    );
    if (method.freeFromKopecks !== null && method.priceKopecks > 0) {
      await expect(line).toContainText(`при заказе от ${kopecksText(method.freeFromKopecks)} — бесплатно`);
    }
    await expect(line).toContainText(method.estimatedDays);
  }
  await expect(main).not.toContainText('от 5\u00a0000\u00a0₽ доставка бесплатная');
  for (const payment of store.footerData.paymentMethods as { name: string }[]) {
    await expect(main.getByRole('listitem').filter({ hasText: payment.name })).toBeVisible();
  }
  await expect(main).toContainText(`комиссия ${service.payment.cashCommissionPercent}% от суммы заказа`);
  await page.screenshot({ path: test.info().outputPath('delivery-payment.png'), fullPage: true });
});

test('the home info bar names the free-shipping sum of the method checkout starts from', async ({
  page,
  request,
}) => {
  const shipping = (await (await request.get('/api/shipping/settings')).json()).data;
  const freeFrom = shipping.freeShipping.minOrderValueKopecks as number;
  await page.goto('/');
  const bar = page.getByRole('complementary', { name: 'Объявления магазина' });
  await expect(bar.getByRole('listitem').first()).toBeAttached();
  await expect(bar).toContainText(`Бесплатная доставка от ${kopecksText(freeFrom)}`);
  await expect(bar).not.toContainText('5\u00a0000');
  await expect(bar).not.toContainText('{');
});

test('the returns and privacy pages show the terms and policy kept in the store settings', async ({
  page,
  request,
}) => {
  const { footerData } = (await (await request.get('/api/settings/store')).json()).data;
  await page.goto('/returns-exchange');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(footerData.pages.returnsExchange.title);
  await expect(main).toContainText(`${footerData.returns.periodDays} дней с момента получения`);
  await expect(main).toContainText(footerData.returns.refundPeriod);
  for (const rule of footerData.returns.rules as string[]) await expect(main).toContainText(rule);
  await page.goto('/privacy-policy');
  for (const section of footerData.privacyPolicy.sections as { title: string }[]) {
    await expect(main.getByRole('heading', { name: section.title })).toBeVisible();
  }
  // The policy's date stands apart from the first section's heading, as the sections stand apart.
  const date = await main.getByText(/^Редакция от /).boundingBox();
  const first = await main.getByRole('heading', { level: 2 }).first().boundingBox();
  const second = await main.getByRole('heading', { level: 2 }).nth(1).boundingBox();
  const previousEnd = await main.getByRole('heading', { level: 2 }).first().locator('xpath=..').boundingBox();
  if (!date || !first || !second || !previousEnd) throw new Error('the policy is not on screen');
  expect(first.y - (date.y + date.height)).toBeCloseTo(second.y - (previousEnd.y + previousEnd.height), 0);
  await page.screenshot({ path: test.info().outputPath('privacy-policy.png') });
});

test('the footer names «Контакты» once and the current year in its ©', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} `);
  await expect(footer.getByText('Контакты', { exact: true })).toHaveCount(1);
  await expect(footer.getByRole('link', { name: 'Контакты', exact: true })).toHaveAttribute(
    'href',
    '/contact',
  );
  await page.screenshot({ path: test.info().outputPath('footer.png'), fullPage: true });
});
