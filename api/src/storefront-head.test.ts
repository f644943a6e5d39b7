import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

/** A built storefront as Vite leaves it: the entry, one shared chunk, and the three landing pages' chunks. */
const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_vendor.js'],
    css: ['assets/index-1.css'],
  },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  '_grid.js': { file: 'assets/grid-1.js', imports: ['_vendor.js'], css: ['assets/grid-1.css'] },
  'src/app/routes/product-page.tsx': {
    file: 'assets/product-page-1.js',
    imports: ['_vendor.js', 'index.html', '_grid.js'],
    css: ['assets/product-page-1.css', 'assets/index-1.css'],
  },
  'src/app/routes/catalog-page.tsx': {
    file: 'assets/catalog-page-1.js',
    imports: ['index.html', '_grid.js'],
  },
  'src/app/routes/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['index.html'] },
};

describe('the head of a storefront page', () => {
  const root = mkdtempSync(join(tmpdir(), 'shop-head-'));
  let t: TestApp;
  let productId: number;

  beforeAll(async () => {
    mkdirSync(join(root, '.vite'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<html><head><title>Магазин</title></head><body></body></html>');
    writeFileSync(join(root, '.vite/manifest.json'), JSON.stringify(manifest));
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

  it("names a product page's first photo, as the page's image will ask for it, and the page's own code", async () => {
    const head = await headOf(`/product/${productId}`);
    // The only color is chosen at once, and its gallery opens on its primary photo.
    expect(head).toContain(
      `<link rel="preload" as="image" href="${photo('a')}" imagesrcset="${widths(photo('a'))}" imagesizes="(min-width: 768px) 50vw, 100vw" fetchpriority="high">`,
    );
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/product-page-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/grid-1.js">');
    expect(head).toContain('<link rel="preload" as="style" href="/assets/product-page-1.css">');
    expect(head).toContain('<link rel="preload" as="style" href="/assets/grid-1.css">');
    // What the entry loads already is not named twice.
    expect(head).not.toContain('vendor-1.js');
    expect(head).not.toContain('index-1.css');
  });

  it("names the catalogue's first card picture at the card's width, for the list of the address", async () => {
    const head = await headOf('/products?sort=newest&colors=red');
    expect(head).toContain(
      `<link rel="preload" as="image" href="${photo('a').replace('-page', '-card')}" imagesrcset="${widths(photo('a'))}" imagesizes="(min-width: 768px) 25vw, 50vw" fetchpriority="high">`,
    );
    expect(head).toContain('/assets/catalog-page-1.js');
    // A list with nothing in it names no picture.
    expect(await headOf('/products?colors=WHT')).not.toContain('as="image"');
  });

  it('names the home page code, no picture without banners, and nothing on other pages', async () => {
    const home = await headOf('/');
    expect(home).toContain('/assets/home-page-1.js');
    expect(home).not.toContain('as="image"');
    expect(await headOf('/cart')).toBe('<head><title>Магазин</title>');
    // A product that does not exist: its page's code, no picture.
    const missing = await headOf('/product/999999');
    expect(missing).toContain('/assets/product-page-1.js');
    expect(missing).not.toContain('as="image"');
  });

  it('keeps the build manifest from browsers', async () => {
    expect((await t.app.request('/.vite/manifest.json')).status).toBe(404);
  });
});
