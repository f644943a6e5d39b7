import type { Role } from '@shop/core';
import { createCategory, createProduct, testDatabaseKinds } from '@shop/db/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../testing/auth-fixtures';
import { hostileUploads } from '../testing/hostile-uploads';
import { createTestApp, describeDatabaseFree, json, type TestApp } from '../testing/test-app';
import { htmlPage, photo, pngBomb, svgImage } from '../testing/test-images';

const MB = 1024 * 1024;

describe.each(testDatabaseKinds())('uploads on %s', (kind) => {
  let t: TestApp;
  let picture: Buffer;
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of ['user', 'manager', 'admin'] as const) tokens[role] = await tokenFor(t, role);
    picture = await photo(2400, 1600);
  });
  afterAll(() => t.close());

  const form = (field: string, files: { bytes: Buffer; name: string; type: string }[]) => {
    const body = new FormData();
    for (const file of files) body.append(field, new Blob([file.bytes], { type: file.type }), file.name);
    return body;
  };
  const upload = (bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg', role: Role | null = 'manager') =>
    t.app.request('/api/uploads/single', {
      method: 'POST',
      headers: role ? bearer(tokens[role]) : {},
      body: form('file', [{ bytes, name, type }]),
    });

  it('lets staff upload and delete; a customer gets 403, a guest 401', async () => {
    expect((await upload(picture, 'a.jpg', 'image/jpeg', null)).status).toBe(401);
    const refused = await upload(picture, 'a.jpg', 'image/jpeg', 'user');
    expect(refused.status).toBe(403);
    expect((await json(refused)).error.message).toBeTruthy();
    expect((await upload(picture, 'a.jpg', 'image/jpeg', 'admin')).status).toBe(200);
    const { data } = await json(await upload(picture));
    const remove = (role?: Role) =>
      t.app.request(`/api/uploads/${data.id}`, {
        method: 'DELETE',
        headers: role ? bearer(tokens[role]) : {},
      });
    expect((await remove()).status).toBe(401);
    expect((await remove('user')).status).toBe(403);
    expect((await t.app.request(data.url)).status).toBe(200);
    expect((await remove('admin')).status).toBe(200);
    expect((await t.app.request(data.url)).status).toBe(404);
    expect((await t.app.request(data.variants.zoom.url)).status).toBe(404);
    const gone = await remove('manager');
    expect(gone.status).toBe(404);
    expect((await json(gone)).error.message).toBe('Файл не найден');
  });

  it('refuses to delete an image a product still shows', async () => {
    const { data } = await json(await upload(picture));
    const db = t.deps.database.db;
    const category = await createCategory(db);
    await createProduct(db, { category, images: [{ url: data.url, isPrimary: true }] });
    const response = await t.app.request(`/api/uploads/${data.id}`, {
      method: 'DELETE',
      headers: bearer(tokens.admin),
    });
    expect(response.status).toBe(409);
    expect((await json(response)).error.message).toMatch(/используется в товаре/);
    expect((await t.app.request(data.url)).status).toBe(200);
  });

  // Encoding photos and refusing hostile files costs the same on either database, and the statements these tests
  // run (the session's user, an upload's row) run on both in the two tests above: PGlite only.
  describeDatabaseFree(kind, 'the image work', () => {
    it('re-encodes a photo into WebP card, page and zoom variants under random names, without its metadata', async () => {
      const response = await upload(picture, 'IMG_2041.jpg');
      expect(response.status).toBe(200);
      const { data } = await json(response);
      expect(data).toMatchObject({ width: 2400, height: 1600, url: data.variants.page.url });
      expect(data.variants.card).toMatchObject({ width: 480, height: 320 });
      expect(data.variants.page).toMatchObject({ width: 960, height: 640 });
      expect(data.variants.zoom).toMatchObject({ width: 1600, height: 1067 });
      for (const variant of Object.values(data.variants) as { url: string }[]) {
        expect(variant.url).toMatch(/^\/uploads\/u\/[a-f0-9]{32}-(card|page|zoom)\.webp$/);
        const file = await t.app.request(variant.url);
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toBe('image/webp');
        expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(file.headers.get('x-content-type-options')).toBe('nosniff');
        const bytes = Buffer.from(await file.arrayBuffer());
        const metadata = await sharp(bytes).metadata();
        expect(metadata.format).toBe('webp');
        expect(metadata.exif).toBeUndefined();
        expect(bytes.includes('Secret Author')).toBe(false);
      }
      const again = await json(await upload(picture, 'IMG_2041.jpg'));
      expect(again.data.url).not.toBe(data.url);
      expect(data.url).not.toContain('IMG_2041');
    });

    it('makes a JPEG photo (1280 px long side) and a 320 px thumbnail for Telegram, served as image/jpeg', async () => {
      const { data } = await json(await upload(picture, 'IMG_2041.jpg'));
      const base = data.url.replace(/-page\.webp$/, '');
      for (const [suffix, width, height] of [
        ['-photo.jpg', 1280, 853],
        ['-thumb.jpg', 320, 213],
      ] as const) {
        const file = await t.app.request(`${base}${suffix}`);
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toBe('image/jpeg');
        const bytes = Buffer.from(await file.arrayBuffer());
        expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
        expect(bytes.length).toBeLessThanOrEqual(5 * MB);
        const metadata = await sharp(bytes).metadata();
        expect(metadata).toMatchObject({ format: 'jpeg', width });
        // Scaled from the zoom variant (1600 x 1067), so a rounding may add a row.
        expect(Math.abs(metadata.height - height)).toBeLessThanOrEqual(1);
        expect(bytes.includes('Secret Author')).toBe(false);
      }
    });

    it('makes the JPEGs of a photo uploaded before they existed the first time Telegram asks for them', async () => {
      const { data } = await json(await upload(picture));
      const key = data.url.replace(/^\/uploads\//, '').replace(/-page\.webp$/, '');
      const storage = t.deps.storage!;
      await storage.delete(`${key}-photo.jpg`);
      await storage.delete(`${key}-thumb.jpg`);
      const [photoFile, again] = await Promise.all([
        t.app.request(`/uploads/${key}-photo.jpg`),
        t.app.request(`/uploads/${key}-photo.jpg`),
      ]);
      expect([photoFile.status, again.status]).toEqual([200, 200]);
      expect(photoFile.headers.get('content-type')).toBe('image/jpeg');
      expect([...Buffer.from(await photoFile.arrayBuffer()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(await storage.get(`${key}-thumb.jpg`)).toBeDefined();
      expect((await t.app.request(`/uploads/u/${'0'.repeat(32)}-photo.jpg`)).status).toBe(404);
    });

    it('takes several files at once, in the order sent', async () => {
      const small = await photo(300, 400);
      const response = await t.app.request('/api/uploads/multiple', {
        method: 'POST',
        headers: bearer(tokens.admin),
        body: form('files', [
          { bytes: picture, name: 'a.jpg', type: 'image/jpeg' },
          { bytes: small, name: 'b.jpg', type: 'image/jpeg' },
        ]),
      });
      expect(response.status).toBe(200);
      const { data } = await json(response);
      expect(data.map((image: { width: number }) => image.width)).toEqual([2400, 300]);
      // A small picture is never enlarged.
      expect(data[1].variants.zoom).toMatchObject({ width: 300, height: 400 });
    });

    it.each([
      [
        'a text file',
        Buffer.from('просто текст, не картинка'),
        'notes.jpg',
        'image/jpeg',
        /не является изображением/,
      ],
      ['an SVG', svgImage, 'logo.svg', 'image/svg+xml', /SVG/],
      ['an SVG named as a PNG', svgImage, 'logo.png', 'image/png', /SVG/],
      ['an HTML page named as a PNG', htmlPage, 'photo.png', 'image/png', /SVG|не является изображением/],
      [
        'a PNG signature followed by HTML',
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), htmlPage]),
        'photo.png',
        'image/png',
        /повреждён/,
      ],
    ])('refuses %s with 400 and a Russian message', async (_label, bytes, name, type, message) => {
      const response = await upload(bytes, name, type);
      expect(response.status).toBe(400);
      const body = await json(response);
      expect(body.success).toBe(false);
      expect(body.error.message).toMatch(message);
    });

    it.each([
      'a form whose closing boundary never comes',
      'animated GIF of 60 frames',
      'PNG strip, 1 x 2,000,000 pixels',
      'JPEG header claiming 6000 x 6000 pixels over 640 x 480 of data',
      'JPEG cut in half',
      'empty file',
    ])('refuses a hostile upload (%s) with a 4xx Russian message and keeps serving', async (label) => {
      const hostile = hostileUploads().find((candidate) => candidate.label === label)!;
      const init = await hostile.init();
      const response = await t.app.request(hostile.path, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), ...bearer(tokens.manager) },
      });
      expect(response.status).toBe(hostile.status);
      const body = await json(response);
      expect(body).toMatchObject({ success: false });
      expect(body.error.message).toMatch(/[а-яё]/i);
      expect((await upload(await photo(200, 300))).status).toBe(200);
    });

    it('refuses a request that is not a multipart form with 415', async () => {
      const response = await t.app.request('/api/uploads/single', {
        method: 'POST',
        headers: { ...bearer(tokens.admin), 'content-type': 'image/jpeg' },
        body: await photo(200, 200),
      });
      expect(response.status).toBe(415);
      expect((await json(response)).error.message).toBeTruthy();
    });

    /** A body of `size` bytes that counts how much of it the server pulled. */
    function countedBody(size: number) {
      const boundary = 'shopboundary';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      );
      const chunk = Buffer.alloc(256 * 1024, 0xaa);
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= size) return controller.close();
          const piece = sent === 0 ? Buffer.concat([head, chunk]) : chunk;
          sent += piece.length;
          controller.enqueue(piece);
        },
      });
      return { stream, boundary, pulled: () => sent };
    }

    it('refuses a 50 MB upload with 413 from its declared length, before reading the body', async () => {
      const body = countedBody(50 * MB);
      const started = performance.now();
      const response = await t.app.request('/api/uploads/single', {
        method: 'POST',
        headers: {
          ...bearer(tokens.admin),
          'content-type': `multipart/form-data; boundary=${body.boundary}`,
          'content-length': String(50 * MB),
        },
        body: body.stream,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
      expect((await json(response)).error.message).toBe('Файл слишком большой: не более 10 МБ');
      expect(performance.now() - started).toBeLessThan(1000);
      expect(body.pulled()).toBeLessThan(MB);
    });

    it('refuses a 50 MB upload sent without a length with 413 once 10 MB have streamed in', async () => {
      const body = countedBody(50 * MB);
      const response = await t.app.request('/api/uploads/single', {
        method: 'POST',
        headers: {
          ...bearer(tokens.admin),
          'content-type': `multipart/form-data; boundary=${body.boundary}`,
        },
        body: body.stream,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
      expect((await json(response)).error.message).toBe('Файл слишком большой: не более 10 МБ');
      expect(body.pulled()).toBeGreaterThan(10 * MB);
      expect(body.pulled()).toBeLessThan(12 * MB);
    });

    it('refuses a decompression bomb (400 megapixels in a small PNG) using well under 200 MB', async () => {
      const bomb = pngBomb(20_000);
      expect(bomb.length).toBeLessThan(MB);
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 2);
      const response = await upload(bomb, 'bomb.png', 'image/png');
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      expect(response.status).toBe(400);
      expect((await json(response)).error.message).toBe(
        'Изображение слишком большое: не более 40 мегапикселей',
      );
      expect(peak - baseline).toBeLessThan(200 * MB);
    });
  });
});
