import type { Server } from 'node:http';
import { Agent, request } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, listen, MAX_HEADER_BYTES } from './http-server';

interface RawAnswer {
  status: number;
  contentType: string | undefined;
  body: string;
}

/** node:http rather than fetch: the point is what a raw oversized request gets back. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: res.headers['content-type'],
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the HTTP server', () => {
  // The limit is the server's, before any app code; the e2e tests check the same against the whole shop.
  const app = new Hono().get('/api/echo', (c) =>
    c.json({ authorization: c.req.header('authorization')?.length ?? 0 }),
  );
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = listen(app.fetch, { port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const expectJsonError = (answer: RawAnswer, status: number) => {
    expect(answer.status).toBe(status);
    expect(answer.contentType).toContain('application/json');
    const body = JSON.parse(answer.body);
    expect(body.success).toBe(false);
    expect(body.error.message).toEqual(expect.any(String));
    return body;
  };

  it('keeps an idle connection longer than a proxy in front keeps its own, and tells the client so', async () => {
    const agent = new Agent({ keepAlive: true });
    const keepAlive = await new Promise<string | string[] | undefined>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/echo', agent }, (res) => {
        res.resume();
        resolve(res.headers['keep-alive']);
      });
      req.on('error', reject);
      req.end();
    });
    agent.destroy();
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    expect(keepAlive).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
  });

  it('answers a 20 KB bearer token with the JSON error body and 431', async () => {
    const answer = await get(port, '/api/echo', { authorization: `Bearer ${'a'.repeat(20 * 1024)}` });
    const body = expectJsonError(answer, 431);
    expect(body.error.message).toContain('не более 16 КБ');
    expect(body.error.code).toBe('REQUEST_HEADER_FIELDS_TOO_LARGE');
  });

  it('answers a 100 KB query value with the JSON error body and 431', async () => {
    const answer = await get(port, `/api/echo?search=${'x'.repeat(100 * 1024)}`);
    expect(expectJsonError(answer, 431).error.code).toBe('REQUEST_HEADER_FIELDS_TOO_LARGE');
  });

  it('lets a request just under the limit through to the app', async () => {
    const bearer = `Bearer ${'a'.repeat(MAX_HEADER_BYTES - 1024)}`;
    const answer = await get(port, '/api/echo', { authorization: bearer });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ authorization: bearer.length });
  });

  it('answers a malformed request line with the JSON error body and 400', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end('NOT-HTTP\r\n\r\n'));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.split('\r\n\r\n')[1] ?? '')).toMatchObject({ success: false });
  });
});
