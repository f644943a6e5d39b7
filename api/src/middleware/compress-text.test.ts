import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { listen } from '../http-server';
import { compressText, heldText, preferredEncoding } from './compress-text';

const large = { items: Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Платье ${index}` })) };

function app() {
  const app = new Hono();
  app.use('*', compressText());
  app.get('/large', (c) => c.json(large));
  app.get('/small', (c) => c.json({ ok: true }));
  app.get('/text', (c) => c.text('x'.repeat(5000)));
  app.get('/page', (c) => c.html(`<p>${'Платье '.repeat(500)}</p>`));
  app.get('/refused', (c) => c.json({ error: { message: 'x'.repeat(2000) } }, 400));
  return app;
}

describe('compressed answers and pages', () => {
  it('sends a large answer in brotli to a client that takes it, the same JSON once decoded', async () => {
    const response = await app().request('/large', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(JSON.stringify(large).length / 4);
    expect(JSON.parse(brotliDecompressSync(bytes).toString('utf8'))).toEqual(large);
  });

  it('sends gzip to a client without brotli, and refusals too', async () => {
    const response = await app().request('/refused', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    const body = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8'));
    expect(body.error.message).toHaveLength(2000);
  });

  it('compresses the answer of a POST (an order, never kept) and a large one, the same JSON once decoded', async () => {
    const shop = new Hono();
    shop.use('*', compressText());
    shop.post('/order', (c) => c.json(large, 201));
    const huge = {
      items: Array.from({ length: 2000 }, (_, index) => ({ id: index, name: `Платье ${index}` })),
    };
    shop.get('/huge', (c) => c.json(huge));
    const order = await shop.request('/order', { method: 'POST', headers: { 'Accept-Encoding': 'gzip' } });
    expect(order.status).toBe(201);
    expect(order.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await order.arrayBuffer())).toString('utf8'))).toEqual(large);
    const big = await shop.request('/huge', { headers: { 'Accept-Encoding': 'br' } });
    expect(big.headers.get('Content-Encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await big.arrayBuffer())).toString('utf8'))).toEqual(
      huge,
    );
  });

  it('compresses pages as well', async () => {
    const response = await app().request('/page', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toContain(
      'Платье',
    );
  });

  it('answers the same compressed bytes again from what it kept', async () => {
    const shop = app();
    const read = async () =>
      Buffer.from(
        await (await shop.request('/large', { headers: { 'Accept-Encoding': 'br' } })).arrayBuffer(),
      );
    expect((await read()).equals(await read())).toBe(true);
  });

  it('leaves plain a client that takes neither, small answers and other types', async () => {
    const plain = await app().request('/large');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.json()).toEqual(large);
    const small = await app().request('/small', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const text = await app().request('/text', { headers: { 'Accept-Encoding': 'br' } });
    expect(text.headers.get('Content-Encoding')).toBeNull();
  });

  it('reads what a client takes from Accept-Encoding', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('br;q=0.0, gzip; q=0')).toBeUndefined();
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it('through the Node server: the text is taken as the answer holds it, headers and status kept', async () => {
    const shop = new Hono();
    shop.use('*', compressText());
    shop.post('/order', (c) => {
      c.header('X-Order', 'A-1');
      return c.json(large, 201);
    });
    shop.get('/small', (c) => c.json({ ok: true }));
    const server = listen(shop.fetch, { port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const send = (method: string, path: string) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path, method, headers: { 'Accept-Encoding': 'br' } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      });
    try {
      // The Node adapter's answers hold their text until something reads the body (what heldText relies on).
      expect(heldText(new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } }))).toBe(
        '{"ok":true}',
      );
      const order = await send('POST', '/order');
      expect(order.status).toBe(201);
      expect(order.headers).toMatchObject({
        'content-encoding': 'br',
        vary: 'Accept-Encoding',
        'x-order': 'A-1',
      });
      expect(order.headers['content-type']).toContain('application/json');
      expect(JSON.parse(brotliDecompressSync(order.body).toString('utf8'))).toEqual(large);
      const small = await send('GET', '/small');
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(small.body.toString('utf8'))).toEqual({ ok: true });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
