import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProduct } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

const photo = (name: string) => `/uploads/u/${name.repeat(32).slice(0, 32)}-page.webp`;
const widths = (url: string) =>
  ['card 480w', 'page 960w', 'zoom 1600w']
    .map(
      (variant) => `${url.replace('-page.webp', `-${variant.split(' ')[0]}.webp`)} ${variant.split(' ')[1]}`,
    )
    .join(', ');

describe('the head of a storefront page', () => {
  const root = mkdtempSync(join(tmpdir(), 'shop-head-'));
  let t: TestApp;
  let productId: number;

  beforeAll(async () => {
    writeFileSync(
      join(root, 'index.html'),
      '<html><head><title>Магазин</title><script type="module" src="/assets/index.js"></script></head><body></body></html>',
    );
    t = await createTestApp('pglite', { staticRoots: { storefront: root } });
    const product = await createProduct(t.deps.database.db, {
      variants: [{ colorCode: 'RED', sizeCode: 'M', quantity: 3 }],
      images: [
        { url: photo('b'), isPrimary: false, type: 'gallery', colorCode: 'RED' },
        { url: photo('a'), isPrimary: true, type: 'main', colorCode: 'RED' },
      ],
    });
    productId = product.id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const headOf = async (path: string) => {
    const response = await t.app.request(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    return html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
  };

  it("names a product page's first photo, as the page's image will ask for it", async () => {
    // The only color is chosen at once, and its gallery opens on its primary photo. It is named ahead of the
    // scripts, so a phone asks for it before them.
    expect(await headOf(`/product/${productId}`)).toBe(
      `<head><title>Магазин</title><link rel="preload" as="image" href="${photo('a')}" imagesrcset="${widths(photo('a'))}" imagesizes="(min-width: 768px) 50vw, 100vw" fetchpriority="high">\n    <script type="module" src="/assets/index.js"></script>`,
    );
  });

  it("names the catalogue's first card picture at the card's width, for the list of the address", async () => {
    const head = await headOf('/products?sort=newest&colors=red');
    expect(head).toContain(
      `<link rel="preload" as="image" href="${photo('a').replace('-page', '-card')}" imagesrcset="${widths(photo('a'))}" imagesizes="(min-width: 768px) 25vw, 50vw" fetchpriority="high">`,
    );
    // A list with nothing in it names no picture.
    expect(await headOf('/products?colors=WHT')).not.toContain('as="image"');
  });

  it('names no picture for a home page without banners, a missing product, or the other pages', async () => {
    const plain = '<head><title>Магазин</title><script type="module" src="/assets/index.js"></script>';
    expect(await headOf('/')).toBe(plain);
    expect(await headOf('/product/999999')).toBe(plain);
    expect(await headOf('/cart')).toBe(plain);
  });
});
