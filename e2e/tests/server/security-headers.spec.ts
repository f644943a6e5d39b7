/**
 * The shop under its security headers, in the browser. A tiny page server stands in for Telegram Web: its origin
 * (http://localhost:Q) is added to STOREFRONT_FRAME_ORIGINS, so it may frame the storefront, which the mini-app
 * needs, and never the admin app. The same server reached as http://127.0.0.1:Q is a stranger's origin.
 */
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { type FakeBotApi, startFakeBotApi } from '@shop/bot/testing';
import { e2eBotToken } from '../../global-setup';
import { seededDataDir } from '../../support/seeded-data-dir';
import { type ShopServer, startShopServer } from '../../support/shop-server';
import { miniAppUrl, signedInitData } from '../../support/telegram-init-data';

// One shop (seeded: up to a minute on a busy machine) and one stand-in, shared by the tests of this file.
test.describe.configure({ mode: 'serial' });

let shop: ShopServer;
let telegram: FakeBotApi;
let standIn: Server;
let standInPort: number;
let dataDir: string;

/** A page that shows `src` in an iframe, the way Telegram Web shows a mini-app. */
function startStandIn(): Promise<Server> {
  const server = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://stand-in').searchParams.get('src') ?? '';
    const attribute = src.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>Telegram Web</title><iframe src="${attribute}" title="mini-app" width="390" height="700"></iframe>`,
    );
  });
  return new Promise((resolve) => server.listen(0, () => resolve(server)));
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  standIn = await startStandIn();
  standInPort = (standIn.address() as AddressInfo).port;
  dataDir = seededDataDir('shop-framing-');
  telegram = await startFakeBotApi({ token: e2eBotToken });
  shop = await startShopServer({
    DATA_DIR: dataDir,
    BOT_TOKEN: e2eBotToken,
    TELEGRAM_API_ROOT: telegram.apiRoot,
    STOREFRONT_FRAME_ORIGINS: `https://web.telegram.org,http://localhost:${standInPort}`,
    LOG_LEVEL: 'warn',
  });
});

test.afterAll(async () => {
  await shop?.stop();
  await telegram?.close();
  await new Promise((resolve) => standIn?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

/** Opens the stand-in at `framer` showing the shop's `path`; answers what the console said meanwhile. */
async function openFramed(page: Page, framer: string, src: string) {
  const console: string[] = [];
  page.on('console', (message) => console.push(message.text()));
  await page.goto(`${framer}/?src=${encodeURIComponent(src)}`);
  return console;
}

const cspViolations = (console: string[]) => console.filter((text) => /Content Security Policy/i.test(text));

test('Telegram Web (a listed origin) shows the storefront as a mini-app, with no CSP violation', async ({
  page,
}) => {
  const products = await (await fetch(`${shop.baseUrl}/api/products?limit=1`)).json();
  const product = products.data.products[0] as { id: number; displayName: string };
  const initData = signedInitData({ id: 800_000_301, first_name: 'Вера' }, e2eBotToken);
  const signIn = page.waitForResponse((response) => response.url().endsWith('/api/auth/telegram'));
  const console = await openFramed(
    page,
    `http://localhost:${standInPort}`,
    `${shop.baseUrl}${miniAppUrl(`/product/${product.id}`, initData)}`,
  );

  const miniApp = page.frameLocator('iframe[title="mini-app"]');
  await expect(miniApp.getByRole('heading', { level: 1, name: product.displayName })).toBeVisible();
  await expect(miniApp.locator('html')).toHaveAttribute('data-mode', 'mini-app');
  // The sign-in from initData goes through inside the frame.
  expect((await signIn).status()).toBe(200);
  expect(cspViolations(console)).toEqual([]);
});

test('a stranger’s page cannot frame the storefront', async ({ page }) => {
  const console = await openFramed(page, `http://127.0.0.1:${standInPort}`, `${shop.baseUrl}/`);
  await expectRefused(page, console);
});

test('no page, not even Telegram Web, can frame the admin app', async ({ page }) => {
  const console = await openFramed(page, `http://localhost:${standInPort}`, `${shop.baseUrl}/admin/`);
  await expectRefused(page, console);
  await expect(page.frameLocator('iframe[title="mini-app"]').getByRole('heading')).toHaveCount(0);
});

/** Chromium puts its error page into a refused frame and says why in the console. */
async function expectRefused(page: Page, console: string[]) {
  await expect
    .poll(() =>
      page
        .frames()
        .find((frame) => frame !== page.mainFrame())
        ?.url(),
    )
    .toBe('chrome-error://chromewebdata/');
  await expect.poll(() => cspViolations(console).join('\n')).toMatch(/frame-ancestors/);
}

test('the API reference renders under its policy', async ({ page }) => {
  const console: string[] = [];
  page.on('console', (message) => console.push(message.text()));
  await page.goto(`${shop.baseUrl}/api/docs`);
  await expect(page.getByRole('heading', { level: 2, name: 'promocodes' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'auth' }),
  ).toBeVisible();
  expect(cspViolations(console)).toEqual([]);
});
