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
