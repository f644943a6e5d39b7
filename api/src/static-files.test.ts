import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from './testing/test-app';

describe('serving the built front ends', () => {
  const root = mkdtempSync(join(tmpdir(), 'shop-static-'));
  const write = (path: string, content: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  let t: TestApp;

  beforeAll(async () => {
    write('storefront/index.html', '<title>storefront</title>');
    write('storefront/assets/app-abc123.js', 'console.log(1)');
    write('storefront/assets/app-abc123.js.br', 'brotli bytes');
    write('admin/index.html', '<title>admin</title>');
    write('admin/assets/admin-def456.js', 'console.log(2)');
    write('uploads/seed/dress.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp('pglite', {
      staticRoots: {
        storefront: join(root, 'storefront'),
        admin: join(root, 'admin'),
        uploads: join(root, 'uploads'),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers storefront routes with the storefront index, never cached', async () => {
    for (const path of ['/', '/products/category/platya', '/product/12', '/no-such-page']) {
      const response = await t.app.request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('storefront');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves a rebuilt index without a restart', async () => {
    write('storefront/index.html', '<title>storefront rebuilt</title>');
    const future = new Date(Date.now() + 5000);
    utimesSync(join(root, 'storefront/index.html'), future, future);
    expect(await (await t.app.request('/catalog-after-rebuild')).text()).toContain('storefront rebuilt');
  });

  it('serves hashed assets for a year and prefers the precompressed copy', async () => {
    const response = await t.app.request('/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
  });

  it('answers a missing asset with 404 instead of the index', async () => {
    expect((await t.app.request('/assets/missing.js')).status).toBe(404);
  });

  it('answers unknown API paths with JSON even though the storefront catches everything else', async () => {
    const response = await t.app.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect((await json(response)).error.code).toBe('NOT_FOUND');
  });

  it('serves the admin app under /admin/', async () => {
    const redirect = await t.app.request('/admin');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/admin/');
    for (const path of ['/admin/', '/admin/login', '/admin/products']) {
      expect(await (await t.app.request(path)).text()).toContain('admin');
    }
    expect((await t.app.request('/admin/assets/admin-def456.js')).status).toBe(200);
  });

  it('serves uploads and refuses paths that climb out of the folder', async () => {
    const upload = await t.app.request('/uploads/seed/dress.svg');
    expect(upload.status).toBe(200);
    expect(upload.headers.get('content-type')).toContain('image/svg+xml');
    expect(upload.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await t.app.request('/uploads/..%2fstorefront/assets/app-abc123.js')).status).toBe(404);
    expect((await t.app.request('/uploads/%2e%2e%2fstorefront%2fassets%2fapp-abc123.js')).status).toBe(404);
  });
});
