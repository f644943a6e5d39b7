import type { Role } from '@shop/core';
import { createCategory, createColor, createSize, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProductBody } from '../../testing/admin-product-body';
import { bearer, tokenFor } from '../../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../../testing/test-app';
import { photo } from '../../testing/test-images';

describe.each(testDatabaseKinds())('product images on %s', (kind) => {
  let t: TestApp;
  let categoryId: number;
  const tokens = {} as Record<Role, string>;
  const urls: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of ['manager'] as const) tokens[role] = await tokenFor(t, role);
    const db = t.deps.database.db;
    await createColor(db, { code: 'RED' });
    await createColor(db, { code: 'BLK' });
    await createSize(db, { code: 'S' });
    categoryId = (await createCategory(db)).id;
    for (const size of [
      [800, 1200],
      [900, 900],
    ] as const) {
      const body = new FormData();
      body.append('file', new Blob([await photo(size[0], size[1])], { type: 'image/jpeg' }), 'p.jpg');
      const response = await t.app.request('/api/uploads/single', {
        method: 'POST',
        headers: bearer(tokens.manager),
        body,
      });
      urls.push((await json(response)).data.url);
    }
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, body: unknown) =>
    t.app.request(path, {
      method,
      headers: { ...bearer(tokens.manager), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  let count = 0;
  const productBody = (images?: unknown[]) => {
    const baseSku = `IMG-${kind.slice(0, 2).toUpperCase()}-${++count}`;
    return adminProductBody({
      name: { ru: 'Платье с фото' },
      categoryId,
      baseSku,
      priceKopecks: 390_000,
      variants: [
        { colorCode: 'RED', sizeCode: 'S', sku: `${baseSku}-RED-S`, quantity: 2 },
        { colorCode: 'BLK', sizeCode: 'S', sku: `${baseSku}-BLK-S`, quantity: 2 },
      ],
      ...(images ? { images } : {}),
    });
  };

  it('saves the images with the product, in order, primary and tied to colors; the storefront shows them', async () => {
    const images = [
      { url: urls[0], isPrimary: true, colorCode: null },
      { url: urls[1], isPrimary: false, colorCode: 'RED' },
    ];
    const created = await json(await send('POST', '/api/admin/products', productBody(images)));
    expect(created.data.images).toEqual([
      { url: urls[0], isPrimary: true, colorCode: null, order: 0 },
      { url: urls[1], isPrimary: false, colorCode: 'RED', order: 1 },
    ]);
    const { id } = created.data;

    const storefront = await json(await t.app.request(`/api/products/${id}`));
    expect(storefront.data.images.map((image: { url: string }) => image.url)).toEqual(urls);
    expect(storefront.data.images[1]).toMatchObject({ colorCode: 'RED', isPrimary: false });

    // Reordered and the primary moved.
    const body = productBody([
      { url: urls[1], isPrimary: true, colorCode: 'BLK' },
      { url: urls[0], isPrimary: false, colorCode: null },
    ]);
    const changed = await json(
      await send('PUT', `/api/admin/products/${id}`, {
        ...body,
        baseSku: created.data.baseSku,
        variants: created.data.variants,
      }),
    );
    expect(
      changed.data.images.map((image: { url: string; isPrimary: boolean }) => [image.url, image.isPrimary]),
    ).toEqual([
      [urls[1], true],
      [urls[0], false],
    ]);

    // A change without an image list keeps the images.
    const { images: _left, ...withoutImages } = {
      ...body,
      baseSku: created.data.baseSku,
      variants: created.data.variants,
    };
    const kept = await json(await send('PUT', `/api/admin/products/${id}`, withoutImages));
    expect(kept.data.images).toHaveLength(2);
  });

  it.each([
    [
      'two primary images',
      [
        { url: '/uploads/u/a.webp', isPrimary: true, colorCode: null },
        { url: '/uploads/u/b.webp', isPrimary: true, colorCode: null },
      ],
      'images.1.isPrimary',
      'Главным может быть только одно изображение',
    ],
    [
      'a color the product has no variant of',
      [{ url: '/uploads/u/a.webp', isPrimary: true, colorCode: 'WHT' }],
      'images.0.colorCode',
      'Цвет изображения должен быть среди цветов вариантов товара',
    ],
    [
      'an address outside the shop',
      [{ url: 'javascript:alert(1)', isPrimary: true, colorCode: null }],
      'images.0.url',
      'Изображение: файл, загруженный в магазин, или адрес https://',
    ],
  ])('refuses %s with 400 on the field', async (_label, images, field, message) => {
    const response = await send('POST', '/api/admin/products', productBody(images));
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields[field]).toBe(message);
  });
});
