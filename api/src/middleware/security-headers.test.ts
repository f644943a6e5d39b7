import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_SCRIPT } from '../lib/first-screen-script';
import { createTestApp, type TestApp } from '../testing/test-app';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const frontEnd =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'";
/** The storefront adds the drawn first screen's one inline script, by hash, and React's style attributes. */
const storefrontFrontEnd =
  `${frontEnd.replace("script-src 'self'", `script-src 'self' ${hash(FIRST_SCREEN_SCRIPT)}`)}; ` +
  "style-src-attr 'unsafe-inline'";
const storefrontPolicy = `${storefrontFrontEnd}; frame-ancestors 'self' https://web.telegram.org https://webk.telegram.org https://webz.telegram.org`;
const adminPolicy = `${frontEnd}; frame-ancestors 'none'`;
const inertPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The security headers of an answer, by name; absent ones are null. */
const securityHeadersOf = (response: Response) =>
  Object.fromEntries(
    [
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
      'strict-transport-security',
    ].map((name) => [name, response.headers.get(name)]),
  );

describe('security headers', () => {
  const root = mkdtempSync(join(tmpdir(), 'shop-headers-'));
  const write = (path: string, content: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  let t: TestApp;
  let proxied: TestApp;

  beforeAll(async () => {
    write('storefront/index.html', '<title>storefront</title>');
    write('storefront/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    write('storefront/assets/app-abc123.js', 'console.log(1)');
    write('admin/index.html', '<title>admin</title>');
    write('admin/assets/admin-def456.js', 'console.log(2)');
    write(
      'uploads/seed/dress.svg',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    write('uploads/products/dress.webp', 'webp bytes');
    const staticRoots = {
      storefront: join(root, 'storefront'),
      admin: join(root, 'admin'),
      uploads: join(root, 'uploads'),
    };
    t = await createTestApp('pglite', { staticRoots });
    proxied = await createTestApp('pglite', {
      staticRoots,
      config: {
        trustProxy: true,
        storefrontFrameOrigins: ['https://web.telegram.org', 'http://127.0.0.1:9999'],
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('lets the storefront be framed only by itself and Telegram’s web clients', async () => {
    for (const path of ['/', '/product/12', '/assets/app-abc123.js']) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(200);
      expect(securityHeadersOf(response), path).toEqual({
        'content-security-policy': storefrontPolicy,
        'x-frame-options': null,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'same-origin',
        'strict-transport-security': null,
      });
    }
  });

  it('never lets the admin app be framed', async () => {
    for (const path of ['/admin/', '/admin/orders', '/admin/assets/admin-def456.js', '/admin']) {
      const response = await t.app.request(path);
      expect(securityHeadersOf(response), path).toEqual({
        'content-security-policy': adminPolicy,
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'same-origin',
        'strict-transport-security': null,
      });
    }
  });

  it('serves the API reference with a policy that allows only its own inline script and styles', async () => {
    const response = await t.app.request('/api/docs');
    const html = await response.text();
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(script).toContain('/api/openapi.json');
    expect(securityHeadersOf(response)).toEqual({
      'content-security-policy':
        `default-src 'none'; script-src ${hash(script)}; style-src ${hash(style)}; connect-src 'self'; ` +
        "img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'strict-transport-security': null,
    });
    // Nothing else inline: no other script or style element, no style or event-handler attribute.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(html).not.toMatch(/\sstyle=|\son[a-z]+=/);
  });

  it('answers API calls, errors included, with a policy that forbids everything', async () => {
    for (const path of ['/api/health', '/api/no-such-thing']) {
      expect(securityHeadersOf(await t.app.request(path)), path).toEqual({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'same-origin',
        'strict-transport-security': null,
      });
    }
  });

  it('serves uploads and every SVG inert: no script runs, sandboxed', async () => {
    for (const path of ['/uploads/seed/dress.svg', '/uploads/products/dress.webp', '/favicon.svg']) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(200);
      expect(securityHeadersOf(response), path).toEqual({
        'content-security-policy': inertPolicy,
        'x-frame-options': null,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'same-origin',
        'strict-transport-security': null,
      });
    }
    expect((await t.app.request('/uploads/seed/dress.svg')).headers.get('content-type')).toContain(
      'image/svg+xml',
    );
  });

  it('sends HSTS only over https', async () => {
    for (const path of ['/', '/admin/', '/api/health', '/uploads/seed/dress.svg']) {
      const secure = await t.app.request(`https://shop.example${path}`);
      expect(secure.headers.get('strict-transport-security'), path).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(
        (await t.app.request(`http://shop.example${path}`)).headers.get('strict-transport-security'),
      ).toBe(null);
    }
    // X-Forwarded-Proto counts only from a trusted proxy.
    const forwarded = { headers: { 'x-forwarded-proto': 'https' } };
    expect((await t.app.request('/', forwarded)).headers.get('strict-transport-security')).toBeNull();
    expect((await proxied.app.request('/', forwarded)).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('takes the storefront’s framing origins from the configuration', async () => {
    expect((await proxied.app.request('/')).headers.get('content-security-policy')).toBe(
      `${storefrontFrontEnd}; frame-ancestors 'self' https://web.telegram.org http://127.0.0.1:9999`,
    );
    expect((await proxied.app.request('/admin/')).headers.get('content-security-policy')).toBe(adminPolicy);
  });
});
