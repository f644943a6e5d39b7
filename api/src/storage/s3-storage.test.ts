import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { bearer, tokenFor } from '../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../testing/test-app';
import { photo } from '../testing/test-images';
import { s3Storage } from './s3-storage';

/** The S3 path against a real S3-compatible server (s3rver) on a local port. */
describe('uploads in an S3-compatible bucket', () => {
  let server: S3rver;
  let folder: string;
  let endpoint: string;
  let t: TestApp;
  const bucketStorage = () =>
    s3Storage({
      bucket: 'shop-uploads',
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'shop-s3-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: folder,
      configureBuckets: [{ name: 'shop-uploads', configs: [] }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    t = await createTestApp('pglite', { storage: bucketStorage() });
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const key = `u/${'ab'.repeat(16)}-card.webp`;

  it('puts, reads back and deletes a file', async () => {
    const storage = bucketStorage();
    await storage.put(key, Buffer.from('webp bytes'), 'image/webp');
    const file = await storage.get(key);
    expect(file?.size).toBe(10);
    expect((await buffer(file!.body)).toString()).toBe('webp bytes');
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    expect(storage.url(key)).toBe(`/uploads/${key}`);
  });

  it('serves an upload from the bucket to another api instance', async () => {
    const token = await tokenFor(t, 'manager');
    const body = new FormData();
    body.append('file', new Blob([await photo(1200, 800)], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await t.app.request('/api/uploads/single', {
      method: 'POST',
      headers: bearer(token),
      body,
    });
    expect(response.status).toBe(200);
    const { data } = await json(response);

    // A second instance shares nothing with the first but the database and the bucket.
    const { app: other } = createApp({ ...t.deps, storage: bucketStorage() });
    const file = await other.request(data.variants.zoom.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toContain('immutable');
    const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1200, height: 800 });

    const removed = await other.request(`/api/uploads/${data.id}`, {
      method: 'DELETE',
      headers: bearer(token),
    });
    expect(removed.status).toBe(200);
    expect((await t.app.request(data.url)).status).toBe(404);
  });
});
