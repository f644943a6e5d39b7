import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { FIRST_SCREEN_STATE_ID } from '@shop/core/rules';
import { createCategory, createColor, createSize } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProductBody } from './testing/admin-product-body';
import { requestAs, tokenFor } from './testing/auth-fixtures';
import { createTestApp, json, type TestApp } from './testing/test-app';

/** The built storefront and its drawing module, as `npm start` serves them (`npm run build` makes both). */
const storefrontDir = dirname(createRequire(import.meta.url).resolve('@shop/miniapp/package.json'));
const storefront = join(storefrontDir, 'dist');
const storefrontDrawing = join(storefrontDir, 'dist-ssr/render-first-screen.js');

const NAME = 'Платье </script><script>alert(1)</script> из льна';

describe('landing pages drawn by the server', () => {
  let t: TestApp;
  let adminToken: string;
  let productId: number;
  let body: ReturnType<typeof adminProductBody>;

  beforeAll(async () => {
    if (!existsSync(storefrontDrawing))
      throw new Error(`${storefrontDrawing} is missing: run \`npm run build\``);
    t = await createTestApp('pglite', { staticRoots: { storefront, storefrontDrawing } });
    adminToken = await tokenFor(t, 'admin');
    const db = t.deps.database.db;
    await createColor(db, { code: 'RED' });
    await createSize(db, { code: 'M' });
    const category = await createCategory(db);
    body = adminProductBody({
      name: { ru: NAME },
      categoryId: category.id,
      baseSku: 'SSR-1',
      priceKopecks: 459_050,
    });
    const created = await requestAs(t, adminToken, 'POST', '/api/admin/products', body);
    productId = (await json(created)).data.id;
  });
  afterAll(() => t?.close());

  /** The page as a browser gets it, once the drawing is ready (it is left out while it takes too long). */
  const drawnPage = async (path: string) => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await t.app.request(path);
      const html = await response.text();
      if (html.includes(FIRST_SCREEN_STATE_ID)) return { html, response };
    }
    throw new Error(`${path} was never drawn`);
  };
  const stateOf = (html: string) => {
    const start = html.indexOf('>', html.indexOf(`id="${FIRST_SCREEN_STATE_ID}"`)) + 1;
    return JSON.parse(html.slice(start, html.indexOf('</script>', start)));
  };
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>');

  it('draws the product page with its name and price, and the answers it was drawn from', async () => {
    const { html } = await drawnPage(`/product/${productId}`);
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf(`id="${FIRST_SCREEN_STATE_ID}"`));
    expect(text(root)).toContain(NAME);
    expect(text(root)).toMatch(/4\s590,50\s₽/);
    const { answers, parts } = stateOf(html);
    const product = answers.find((answer: { data?: { id?: number } }) => answer.data?.id === productId);
    expect(product.data.price).toBe(4590.5);
    // The browser loads the code of every part the page was drawn with before it lets a tap through.
    expect(parts).toEqual(expect.arrayContaining(['ProductPage', 'Footer']));
    // The web theme's colours are there before any script runs.
    expect(html).toMatch(/<html lang="ru" class="[\w-]+">/);
  });

  it('keeps a name that closes a script inside its data', async () => {
    const { html } = await drawnPage(`/product/${productId}`);
    const scripts = html.match(/<script\b/g) ?? [];
    // The entry, the mini-app guard and the answers: no script of the product's name.
    expect(scripts).toHaveLength(3);
    expect(JSON.stringify(stateOf(html))).toContain(NAME);
  });

  it('draws the new price once the price changes', async () => {
    await drawnPage(`/product/${productId}`);
    const changed = await requestAs(t, adminToken, 'PUT', `/api/admin/products/${productId}`, {
      ...body,
      priceKopecks: 399_000,
    });
    expect(changed.status).toBe(200);
    const { html } = await drawnPage(`/product/${productId}`);
    expect(text(html)).toMatch(/3\s990\s₽/);
    expect(text(html)).not.toMatch(/4\s590,50\s₽/);
  });

  it('allows its one inline script by hash and no other', async () => {
    const { html, response } = await drawnPage('/products');
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(policy).not.toContain('unsafe-inline;');
  });

  it('leaves the other pages, a missing product and the home preview to the scripts', async () => {
    for (const path of ['/cart', '/checkout', '/account', '/product/999999', '/?preview=home']) {
      const html = await (await t.app.request(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain(FIRST_SCREEN_STATE_ID);
    }
  });
});
