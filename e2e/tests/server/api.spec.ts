import { expect, test } from '../fixtures';

test('the API answers health, JSON errors and its OpenAPI document on the same port', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect((await health.json()).data.database.kind).toBe('pglite');

  const unknown = await request.get('/api/does-not-exist');
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).success).toBe(false);

  const doc = await request.get('/api/openapi.json');
  expect((await doc.json()).paths['/api/health']).toBeDefined();
});

test('headers over the 16 KB limit get the JSON error body, not a bare status line', async ({ request }) => {
  const bearer = await request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${'a'.repeat(20 * 1024)}` },
  });
  expect(bearer.status()).toBe(431);
  expect((await bearer.json()).success).toBe(false);

  const query = await request.get(`/api/products?search=${'x'.repeat(100 * 1024)}`);
  expect(query.status()).toBe(431);
  expect((await query.json()).error.message).toContain('16 КБ');
});
