import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyApiMiddleware, handleErrors, refuseUnknownApiPaths } from './app';
import { createLogger } from './lib/logger';
import { createRouter } from './lib/router';
import { createTestApp, json, type TestApp } from './testing/test-app';

describe.each(testDatabaseKinds())('api frame on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers /api/health with the database kind and applied migrations', async () => {
    const response = await t.app.request('/api/health');
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.success).toBe(true);
    expect(body.data.status).toBe('ok');
    expect(body.data.database.kind).toBe(kind);
    expect(body.data.database.migrations.upToDate).toBe(true);
    expect(body.data.database.migrations.applied).toBeGreaterThan(0);
  });

  it('answers an unknown /api path with a JSON 404 for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await t.app.request('/api/no-such-thing', { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await json(response)).toEqual({
        success: false,
        error: { code: 'NOT_FOUND', message: 'Такого адреса API нет' },
      });
    }
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await t.app.request('/api/categories', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(response.status).toBe(415);
    expect((await json(response)).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a bad query parameter with 400 and the field named', async () => {
    const response = await t.app.request('/api/categories/tree?activeOnly=maybe');
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.error.fields)).toContain('activeOnly');
  });

  it('refuses a NUL character in the address with 400, never a database error', async () => {
    for (const path of [
      '/api/categories?parentId=%00',
      '/api/categories/tree?activeOnly=%00',
      '/api/products?category=%00',
    ]) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(400);
      expect((await json(response)).error.message).toContain('NUL');
    }
  });

  it('logs one JSON line per request without the query string, with the request id it answers', async () => {
    const response = await t.app.request('/api/health?token=secret-value');
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const line = t.logLines.map((text) => JSON.parse(text)).find((entry) => entry.requestId === requestId);
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      path: '/api/health',
      status: 200,
    });
    expect(t.logLines.join('\n')).not.toContain('secret-value');
  });

  it('writes a request whose path holds a forged log line as exactly one JSON line', async () => {
    const before = t.logLines.length;
    const forged = '2026-11-25T20:59:59.999Z INFO signed in {"userId":"forged-admin"}';
    const response = await t.app.request(`/api/nope%0A${forged}`);
    expect(response.status).toBe(404);
    const written = t.logLines.slice(before).join('\n').split('\n');
    expect(written).toHaveLength(1);
    const entry = JSON.parse(written[0] ?? '');
    expect(entry).toMatchObject({ level: 'info', msg: 'request', status: 404 });
    expect(entry.path).toMatch(/^\/api\/nope\n2026-11-25T20:59:59\.999Z.*forged-admin/);
    expect(entry.requestId).toBe(response.headers.get('x-request-id'));
  });
});

describe('error handling of the api frame', () => {
  const lines: string[] = [];
  const log = createLogger('debug', (line) => lines.push(line));
  const app = new OpenAPIHono();
  applyApiMiddleware(app, log);
  const echo = createRoute({
    method: 'post',
    path: '/echo',
    request: {
      body: {
        required: true,
        content: {
          'application/json': { schema: z.object({ name: z.string().min(2), age: z.number().int() }) },
        },
      },
    },
    responses: { 200: { description: 'echo' } },
  });
  app.route(
    '/api',
    createRouter()
      .openapi(echo, (c) => c.json(c.req.valid('json'), 200))
      .get('/boom', () => {
        throw new Error('database password is hunter2');
      }),
  );
  refuseUnknownApiPaths(app);
  handleErrors(app, log);

  const post = (body: string, type = 'application/json') =>
    app.request('/api/echo', { method: 'POST', headers: { 'content-type': type }, body });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await post('{"name": ');
    expect(response.status).toBe(400);
    expect((await json(response)).error.code).toBe('INVALID_JSON');
  });

  it('answers a missing body with a validation error, not a crash', async () => {
    const response = await app.request('/api/echo', { method: 'POST' });
    expect(response.status).toBe(400);
  });

  it('names each invalid field in Russian', async () => {
    const response = await post(JSON.stringify({ name: 'a', age: 'x' }));
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.fields.name).toMatch(/[а-я]/i);
    expect(body.error.fields.age).toBeTruthy();
  });

  it('refuses a NUL character inside a JSON body with 400', async () => {
    const response = await post(JSON.stringify({ name: 'ab\u0000cd', age: 1 }));
    expect(response.status).toBe(400);
    expect((await json(response)).error.message).toContain('NUL');
  });

  it('still parses a valid body after the NUL check read it', async () => {
    const response = await post(JSON.stringify({ name: 'Анна', age: 30 }));
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ name: 'Анна', age: 30 });
  });

  it('answers a wrong content type with 415 before validation', async () => {
    const response = await post('name=ab', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(415);
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await post(JSON.stringify({ name: 'x'.repeat(1_100_000), age: 1 }));
    expect(response.status).toBe(413);
  });

  it('answers 413 to a body declared over 1 MB, and takes one declared within it', async () => {
    const body = JSON.stringify({ name: 'Анна', age: 30 });
    const declared = (length: number) =>
      app.request('/api/echo', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(length) },
        body,
      });
    const refused = await declared(2 * 1024 * 1024);
    expect(refused.status).toBe(413);
    expect((await json(refused)).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await declared(Buffer.byteLength(body))).status).toBe(200);
  });

  it('answers an unexpected failure with 500 that leaks no detail, and logs the detail', async () => {
    const response = await app.request('/api/boom');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('at ');
    expect(JSON.parse(text)).toEqual({
      success: false,
      error: { code: 'INTERNAL_ERROR', message: 'Произошла ошибка' },
    });
    const failed = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(failed).toMatchObject({ level: 'error', method: 'GET', path: '/api/boom' });
    expect(failed.error.message).toContain('hunter2');
  });
});
