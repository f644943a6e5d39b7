import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3399';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const shots = [
  ['delivery-390', '/delivery-payment', 390, 844],
  ['lookup-390', '/order-lookup', 390, 844],
  ['product-1280', '/product/8', 1280, 800],
];
for (const [name, path, width, height] of shots) {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'ru-RU' });
  const page = await context.newPage();
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
  await context.close();
}
// checkout with a product in the cart, courier, empty address submitted
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
const page = await context.newPage();
await page.goto(base + '/product/8');
await page.waitForTimeout(2000);
const size = page.getByRole('main').getByRole('radiogroup', { name: 'Размер' }).getByRole('radio').first();
await size.click().catch(() => {});
await page.getByRole('main').getByRole('button', { name: 'В корзину', exact: true }).click();
await page.waitForTimeout(1000);
await page.goto(base + '/checkout');
await page.waitForTimeout(2500);
await page.screenshot({ path: '/tmp/shots/checkout-390.png', fullPage: true });
await browser.close();
