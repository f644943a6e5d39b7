import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_REFERENCE_PATH, OPENAPI_PATH } from './app';
import { createTestApp, json, type TestApp } from './testing/test-app';

const documentationPaths = new Set([OPENAPI_PATH, API_REFERENCE_PATH]);

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('describes every registered /api route with its responses', async () => {
    const doc = await json(await t.app.request(OPENAPI_PATH));
    expect(doc.openapi).toBe('3.1.0');
    const registered = t.app.routes.filter(
      (route) =>
        route.method !== 'ALL' && route.path.startsWith('/api/') && !documentationPaths.has(route.path),
    );
    expect(registered.length).toBeGreaterThan(3);
    const missing = registered
      .map((route) => ({ method: route.method.toLowerCase(), path: route.path.replace(/:(\w+)/g, '{$1}') }))
      .filter(
        ({ method, path }) => !doc.paths?.[path.replace(/\/$/, '')]?.[method] && !doc.paths?.[path]?.[method],
      );
    expect(missing).toEqual([]);
    for (const operations of Object.values<Record<string, { responses: Record<string, unknown> }>>(
      doc.paths,
    )) {
      for (const operation of Object.values(operations)) {
        expect(operation.responses['200'] ?? operation.responses['201']).toBeDefined();
      }
    }
  });

  it('serves a browsable reference page', async () => {
    const response = await t.app.request(API_REFERENCE_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain(OPENAPI_PATH);
  });
});
