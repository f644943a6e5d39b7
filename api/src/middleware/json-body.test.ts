import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import { schema } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Over real HTTP, because Node's server gives every POST a body stream, even one sent with neither
 * Content-Length nor Transfer-Encoding; an in-process request cannot show that.
 */
describe('bodies of calls that take none, over HTTP', () => {
  let t: TestApp;
  let server: ReturnType<typeof serve>;
  let port: number;

  /** Sends the request exactly as written and answers the status and the body. */
  const raw = (head: string[], body = '') =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [statusLine = '', ...rest] = text.split('\r\n');
        resolve({
          status: Number(statusLine.split(' ')[1]),
          body: rest.join('\r\n').split('\r\n\r\n')[1] ?? '',
        });
      });
      socket.write(`${[...head, 'Host: 127.0.0.1', 'Connection: close'].join('\r\n')}\r\n\r\n${body}`);
    });

  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.deps.database.db
      .insert(schema.promocodes)
      .values({ code: 'SHOWN10', discountType: 'percentage', discountValue: 10 });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        port = info.port;
        resolve();
      });
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('signs out on a bare POST: no body, no Content-Type, no Content-Length', async () => {
    const response = await raw(['POST /api/auth/logout HTTP/1.1']);
    expect(response.status).toBe(200);
    expect(response.body).toContain('"loggedOut":true');
  });

  it('counts a promocode copy on a bare POST', async () => {
    const response = await raw(['POST /api/promocodes/SHOWN10/copy HTTP/1.1']);
    expect(response.status).toBe(200);
    expect(response.body).toContain('"copied":true');
  });

  it('takes an empty body with a length of 0 or an empty chunked body, whatever the content type', async () => {
    for (const head of [
      ['Content-Length: 0'],
      ['Content-Length: 0', 'Content-Type: text/plain'],
      ['Content-Length: 0', 'Content-Type: application/json'],
      ['Transfer-Encoding: chunked', 'Content-Type: application/x-www-form-urlencoded'],
    ]) {
      const body = head[0]?.startsWith('Transfer') ? '0\r\n\r\n' : '';
      expect((await raw(['POST /api/auth/logout HTTP/1.1', ...head], body)).status, head.join()).toBe(200);
    }
  });

  it('still refuses a body that is not JSON with 415', async () => {
    const plain = await raw(['POST /api/auth/logout HTTP/1.1', 'Content-Length: 5'], 'hello');
    expect(plain.status).toBe(415);
    expect(plain.body).toContain('UNSUPPORTED_MEDIA_TYPE');
    const chunked = await raw(
      [
        'POST /api/promocodes/SHOWN10/copy HTTP/1.1',
        'Transfer-Encoding: chunked',
        'Content-Type: text/plain',
      ],
      '5\r\nhello\r\n0\r\n\r\n',
    );
    expect(chunked.status).toBe(415);
  });
});
