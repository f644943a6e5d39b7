import type { Role } from '@shop/core';
import { createCategory, createColor, createProduct, createSize, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProductBody } from '../../testing/admin-product-body';
import { requestAs, tokenFor } from '../../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../../testing/test-app';

describe.each(testDatabaseKinds())('catalogue administration on %s', (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of ['user', 'manager', 'admin'] as const) tokens[role] = await tokenFor(t, role);
    const db = t.deps.database.db;
    await createColor(db, { code: 'RED' });
    await createColor(db, { code: 'BLK' });
    await createSize(db, { code: 'S' });
    await createSize(db, { code: 'M' });
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, role?: Role, body?: unknown) =>
    requestAs(t, role && tokens[role], method, path, body);

  let slugCount = 0;
  const categoryBody = (overrides: Record<string, unknown> = {}) => ({
    slug: `novaya-${++slugCount}-${kind}`,
    name: { ru: 'Новая категория' },
    parentId: null,
    productType: 'clothing',
    image: null,
    isActive: true,
    isVisible: true,
    isFeatured: false,
    showOnHomepage: false,
    homepageOrder: 0,
    ...overrides,
  });

  let skuCount = 0;
  const productBody = (categoryId: number, overrides: Record<string, unknown> = {}) => {
    const baseSku = `ADM-${kind.slice(0, 2).toUpperCase()}-${++skuCount}`;
    return adminProductBody({
      name: { ru: 'Платье из льна', en: 'Linen dress' },
      description: { ru: 'Лёгкое летнее платье' },
      categoryId,
      baseSku,
      priceKopecks: 459_000,
      isNew: true,
      variants: [
        { colorCode: 'RED', sizeCode: 'S', sku: `${baseSku}-RED-S`, quantity: 3 },
        { colorCode: 'BLK', sizeCode: 'M', sku: `${baseSku}-BLK-M`, quantity: 0 },
      ],
      ...overrides,
    });
  };

  describe('role matrix', () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/products'],
      ['GET', '/api/admin/colors'],
      ['GET', '/api/admin/sizes'],
      ['POST', '/api/categories', {}],
      ['POST', '/api/categories/update-counts'],
      ['POST', '/api/admin/colors', {}],
    ];
    it.each(calls)(
      '%s %s: guest 401, user 403, manager and admin pass the guard',
      async (method, path, body) => {
        expect((await call(method, path, undefined, body)).status).toBe(401);
        const refused = await call(method, path, 'user', body);
        expect(refused.status).toBe(403);
        expect((await json(refused)).error.message).toBe('Недостаточно прав');
        for (const role of ['manager', 'admin'] as const) {
          expect([200, 400]).toContain((await call(method, path, role, body)).status);
        }
      },
    );
  });

  describe('categories', () => {
    it('creates, renames, moves and deletes a category; the storefront tree follows at once', async () => {
      const created = await json(await call('POST', '/api/categories', 'manager', categoryBody()));
      expect(created.success).toBe(true);
      const { id, slug } = created.data;
      const child = await json(
        await call(
          'POST',
          '/api/categories',
          'manager',
          categoryBody({ parentId: id, name: { ru: 'Дочерняя' } }),
        ),
      );
      expect(child.data.level).toBe(1);
      expect(child.data.path).toBe(`/${id}/${child.data.id}/`);

      const renamed = await json(
        await call(
          'PUT',
          `/api/categories/${id}`,
          'admin',
          categoryBody({ slug, name: { ru: 'Переименована' } }),
        ),
      );
      expect(renamed.data.displayName).toBe('Переименована');
      const shown = await json(await t.app.request(`/api/categories/${slug}`));
      expect(shown.data.displayName).toBe('Переименована');
      expect(shown.data.children.map((c: { id: number }) => c.id)).toEqual([child.data.id]);

      const refused = await call('DELETE', `/api/categories/${id}`, 'admin');
      expect(refused.status).toBe(409);
      expect((await json(refused)).error.message).toMatch(/подкатегорий — 1/);

      expect((await call('DELETE', `/api/categories/${child.data.id}`, 'admin')).status).toBe(200);
      expect((await call('DELETE', `/api/categories/${id}`, 'admin')).status).toBe(200);
      expect((await t.app.request(`/api/categories/${slug}`)).status).toBe(404);
    });

    it('refuses a duplicate slug with 409 naming the field, and bad fields with 400', async () => {
      const first = categoryBody();
      await call('POST', '/api/categories', 'admin', first);
      const duplicate = await call('POST', '/api/categories', 'admin', categoryBody({ slug: first.slug }));
      expect(duplicate.status).toBe(409);
      expect((await json(duplicate)).error.fields).toEqual({
        slug: 'Такой адрес уже занят другой категорией',
      });

      const bad = await call('POST', '/api/categories', 'admin', {
        ...categoryBody({ slug: 'Плохой адрес' }),
        name: {},
      });
      expect(bad.status).toBe(400);
      const body = await json(bad);
      expect(body.error.fields.slug).toMatch(/латинские буквы/);
      expect(body.error.fields['name.ru']).toBe('Введите название на русском (до 200 символов)');
    });

    it('refuses to delete a category that holds products, and to nest a category in itself', async () => {
      const category = await createCategory(t.deps.database.db);
      await createProduct(t.deps.database.db, { category });
      const refused = await call('DELETE', `/api/categories/${category.id}`, 'admin');
      expect(refused.status).toBe(409);
      expect((await json(refused)).error.message).toMatch(/в ней товаров — 1/);

      const loop = await call(
        'PUT',
        `/api/categories/${category.id}`,
        'admin',
        categoryBody({ slug: category.slug, parentId: category.id }),
      );
      expect(loop.status).toBe(400);
      expect((await json(loop)).error.fields.parentId).toMatch(/не может быть вложена/);
    });

    it('moves a category up among its siblings and recounts products', async () => {
      const parent = await createCategory(t.deps.database.db);
      const a = await json(
        await call('POST', '/api/categories', 'admin', categoryBody({ parentId: parent.id })),
      );
      const b = await json(
        await call('POST', '/api/categories', 'admin', categoryBody({ parentId: parent.id })),
      );
      const moved = await call('POST', '/api/categories/reorder', 'manager', {
        categoryId: b.data.id,
        direction: 'up',
      });
      expect(moved.status).toBe(200);
      const children = await json(await t.app.request(`/api/categories?parentId=${parent.id}`));
      expect(children.data.map((c: { id: number }) => c.id)).toEqual([b.data.id, a.data.id]);
      const edge = await call('POST', '/api/categories/reorder', 'manager', {
        categoryId: b.data.id,
        direction: 'up',
      });
      expect(edge.status).toBe(400);

      const category = await createCategory(t.deps.database.db, { parent });
      await createProduct(t.deps.database.db, { category });
      expect((await call('POST', '/api/categories/update-counts', 'manager')).status).toBe(200);
      const roots = await json(await t.app.request('/api/categories/flat'));
      const counted = roots.data.find((c: { id: number }) => c.id === parent.id);
      expect(counted.productCount).toBe(1);
    });
  });

  describe('colors and sizes', () => {
    it('creates, edits and deletes a color; a color in use is refused', async () => {
      const color = { code: 'MNT', name: { ru: 'Мятный' }, hex: '#98ff98', sortOrder: 50, isActive: true };
      const created = await json(await call('POST', '/api/admin/colors', 'manager', color));
      expect(created.data.hex).toBe('#98FF98');
      expect((await call('POST', '/api/admin/colors', 'manager', color)).status).toBe(409);
      const edited = await json(
        await call('PUT', '/api/admin/colors/MNT', 'manager', { ...color, name: { ru: 'Мята' } }),
      );
      expect(edited.data.name.ru).toBe('Мята');
      const mapping = await json(await t.app.request('/api/colors/mapping'));
      expect(mapping.data.codeToName.MNT).toBe('Мята');
      expect((await call('DELETE', '/api/admin/colors/MNT', 'manager')).status).toBe(200);

      const used = await call('DELETE', '/api/admin/colors/RED', 'manager');
      await createProduct(t.deps.database.db, {
        variants: [{ colorCode: 'RED', sizeCode: 'S', quantity: 1 }],
      });
      const refused = await call('DELETE', '/api/admin/colors/RED', 'manager');
      expect([200, 409]).toContain(used.status);
      expect(refused.status).toBe(409);
      expect((await json(refused)).error.message).toMatch(/Цвет нельзя удалить/);
      const bad = await call('POST', '/api/admin/colors', 'manager', { ...color, code: 'x', hex: 'red' });
      expect(Object.keys((await json(bad)).error.fields).sort()).toEqual(['code', 'hex']);
    });

    it('creates and deletes a size; a size in use is refused', async () => {
      const size = { code: '44', name: { ru: '44' }, productType: 'footwear', sortOrder: 44, isActive: true };
      expect((await call('POST', '/api/admin/sizes', 'admin', size)).status).toBe(200);
      const list = await json(await call('GET', '/api/admin/sizes', 'admin'));
      expect(list.data.some((s: { code: string }) => s.code === '44')).toBe(true);
      expect((await call('DELETE', '/api/admin/sizes/44', 'admin')).status).toBe(200);
      await createProduct(t.deps.database.db, {
        variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 1 }],
      });
      expect((await call('DELETE', '/api/admin/sizes/M', 'admin')).status).toBe(409);
    });
  });

  describe('products', () => {
    it('creates a product with variants that the storefront shows at once, in its category too', async () => {
      const category = await createCategory(t.deps.database.db);
      // The storefront list is cached: read it first so a stale page would be served without invalidation.
      const before = await json(await t.app.request(`/api/products?category=${category.slug}`));
      expect(before.data.products).toHaveLength(0);

      const response = await call('POST', '/api/admin/products', 'manager', productBody(category.id));
      expect(response.status).toBe(200);
      const created = (await json(response)).data;
      expect(created.totalStock).toBe(3);
      expect(created.variants).toHaveLength(2);

      const page = await json(await t.app.request(`/api/products/${created.id}`));
      expect(page.data.displayName).toBe('Платье из льна');
      expect(page.data.price).toBe(4590);
      const list = await json(await t.app.request(`/api/products?category=${category.slug}`));
      expect(list.data.products.map((p: { id: number }) => p.id)).toEqual([created.id]);

      const hidden = await call('POST', `/api/admin/products/${created.id}/deactivate`, 'manager');
      expect((await json(hidden)).data.isActive).toBe(false);
      const after = await json(await t.app.request(`/api/products?category=${category.slug}`));
      expect(after.data.products).toHaveLength(0);
      expect((await t.app.request(`/api/products/${created.id}`)).status).toBe(404);
    });

    it('saves the attributes the product page lists; an emptied one goes, one left out stays', async () => {
      const category = await createCategory(t.deps.database.db);
      const written = { composition: ' 100% лён ', fit: 'Свободная', country: 'Россия', care: '' };
      const body = { ...productBody(category.id), attributes: written };
      const created = (await json(await call('POST', '/api/admin/products', 'manager', body))).data;
      const attributes = { composition: '100% лён', fit: 'Свободная', country: 'Россия' };
      expect(created.attributes).toEqual(attributes);
      expect((await json(await t.app.request(`/api/products/${created.id}`))).data.attributes).toEqual(
        attributes,
      );
      const edited = { ...body, attributes: { ...attributes, country: '', care: 'Ручная стирка' } };
      await call('PUT', `/api/admin/products/${created.id}`, 'manager', edited);
      const { attributes: _left, ...withoutAttributes } = body;
      await call('PUT', `/api/admin/products/${created.id}`, 'manager', withoutAttributes);
      expect((await json(await t.app.request(`/api/products/${created.id}`))).data.attributes).toEqual({
        composition: '100% лён',
        fit: 'Свободная',
        care: 'Ручная стирка',
      });
      const tooLong = { ...body, attributes: { care: 'я'.repeat(501) } };
      const refused = await call('PUT', `/api/admin/products/${created.id}`, 'manager', tooLong);
      expect(refused.status).toBe(400);
      expect((await json(refused)).error.fields['attributes.care']).toBe('Не длиннее 500 символов');
    });

    it('edits the variant matrix: a removed combination goes, stock and price change', async () => {
      const category = await createCategory(t.deps.database.db);
      const body = productBody(category.id);
      const created = (await json(await call('POST', '/api/admin/products', 'admin', body))).data;
      const edited = await json(
        await call('PUT', `/api/admin/products/${created.id}`, 'admin', {
          ...body,
          priceKopecks: 399_000,
          originalPriceKopecks: 459_000,
          isSale: true,
          variants: [{ ...body.variants[1], quantity: 7 }],
        }),
      );
      expect(edited.data.variants).toEqual([{ ...body.variants[1], quantity: 7 }]);
      expect(edited.data.totalStock).toBe(7);
      const shown = await json(await t.app.request(`/api/products/${created.id}`));
      expect(shown.data.price).toBe(3990);
      expect(shown.data.originalPrice).toBe(4590);
      expect(shown.data.colors).toEqual(['BLK']);
    });

    it('refuses duplicate articles and SKUs with 409 and bad prices or stock with 400 by field', async () => {
      const category = await createCategory(t.deps.database.db);
      const first = productBody(category.id);
      await call('POST', '/api/admin/products', 'admin', first);
      const again = productBody(category.id, { baseSku: first.baseSku });
      const duplicate = await call('POST', '/api/admin/products', 'admin', {
        ...again,
        variants: [{ ...first.variants[0] }],
      });
      expect(duplicate.status).toBe(409);
      expect((await json(duplicate)).error.fields).toEqual({
        baseSku: 'Товар с таким артикулом уже есть',
        'variants.0.sku': 'Этот SKU уже есть у другого товара',
      });

      const bad = await call('POST', '/api/admin/products', 'admin', {
        ...productBody(category.id),
        priceKopecks: -100,
        variants: [
          { colorCode: 'RED', sizeCode: 'S', sku: 'X-1', quantity: -1 },
          { colorCode: 'RED', sizeCode: 'S', sku: 'x-1', quantity: 1 },
        ],
      });
      expect(bad.status).toBe(400);
      const fields = (await json(bad)).error.fields;
      expect(fields.priceKopecks).toMatch(/Цена/);
      expect(fields['variants.0.quantity']).toMatch(/Остаток/);
      expect(fields['variants.1.sku']).toBe('Этот SKU уже указан у другого варианта');
      expect(fields['variants.1.sizeCode']).toBe('Такое сочетание цвета и размера уже есть');

      const missing = await call('POST', '/api/admin/products', 'admin', { name: { ru: 'Без всего' } });
      expect(missing.status).toBe(400);
      expect(Object.keys((await json(missing)).error.fields)).toEqual(
        expect.arrayContaining(['categoryId', 'baseSku', 'priceKopecks', 'variants']),
      );

      const unknown = await call(
        'POST',
        '/api/admin/products',
        'admin',
        productBody(category.id, {
          variants: [{ colorCode: 'ZZZ', sizeCode: 'S', sku: 'ZZ-1', quantity: 1 }],
        }),
      );
      expect(unknown.status).toBe(400);
      expect((await json(unknown)).error.fields).toEqual({
        'variants.0.colorCode': 'Такого цвета нет в справочнике',
      });
    });

    it('lists with search, filters, sorting and pagination', async () => {
      const category = await createCategory(t.deps.database.db);
      const db = t.deps.database.db;
      await createProduct(db, { category, name: { ru: 'Юбка синяя' }, priceKopecks: 100_000 });
      await createProduct(db, {
        category,
        name: { ru: 'Юбка красная' },
        priceKopecks: 300_000,
        isSale: true,
        variants: [{ colorCode: 'RED', sizeCode: 'S', quantity: 2 }],
      });
      await createProduct(db, { category, name: { ru: 'Блуза' }, isActive: false, variants: [] });

      const list = async (query: string) =>
        (await json(await call('GET', `/api/admin/products?categoryId=${category.id}&${query}`, 'manager')))
          .data;
      expect(
        (await list('sort=price&direction=asc')).products.map(
          (p: { priceKopecks: number }) => p.priceKopecks,
        ),
      ).toEqual([100_000, 299_000, 300_000]);
      expect((await list('search=юбка')).pagination.total).toBe(2);
      expect((await list('search=юб')).pagination.total).toBe(2);
      expect((await list('search=tst-')).pagination.total).toBe(3);
      expect((await list('search=%25%25')).pagination.total).toBe(0);
      expect((await list('isActive=false')).products.map((p: { name: { ru: string } }) => p.name.ru)).toEqual(
        ['Блуза'],
      );
      expect((await list('isSale=true')).products).toHaveLength(1);
      expect((await list('stock=out')).products).toHaveLength(1);
      expect((await list('stock=low')).products).toHaveLength(1);
      expect((await list('stock=in')).products).toHaveLength(1);
      const paged = await list('limit=2&page=2&sort=name&direction=asc');
      expect(paged.pagination).toMatchObject({ page: 2, total: 3, pages: 2, hasNext: false });
      expect(paged.products[0].name.ru).toBe('Юбка синяя');
      expect((await call('GET', '/api/admin/products?stock=some', 'manager')).status).toBe(400);
    });

    it('duplicates a product hidden and without stock, and deletes unless an open order holds it', async () => {
      const db = t.deps.database.db;
      const product = await createProduct(db);
      const copy = await json(await call('POST', `/api/admin/products/${product.id}/duplicate`, 'manager'));
      expect(copy.data).toMatchObject({ isActive: false, totalStock: 0, baseSku: `${product.baseSku}-COPY` });
      expect(copy.data.name.ru).toMatch(/\(копия\)$/);
      expect(copy.data.images).toHaveLength(1);

      const { schema } = await import('@shop/db');
      const [order] = await db
        .insert(schema.orders)
        .values({ customer: { name: 'Анна', phone: '+79990000000' }, subtotalKopecks: 1, totalKopecks: 1 })
        .returning();
      await db.insert(schema.orderItems).values({
        orderId: order!.id,
        productId: product.id,
        name: 'x',
        sku: 'x',
        colorCode: 'BLK',
        colorName: 'Чёрный',
        sizeCode: 'M',
        priceKopecks: 1,
        quantity: 1,
        lineTotalKopecks: 1,
      });
      const refused = await call('DELETE', `/api/admin/products/${product.id}`, 'admin');
      expect(refused.status).toBe(409);
      expect((await json(refused)).error.message).toMatch(/незавершённых заказах \(1\)/);

      expect((await call('DELETE', `/api/admin/products/${copy.data.id}`, 'admin')).status).toBe(200);
      expect((await call('GET', `/api/admin/products/${copy.data.id}`, 'admin')).status).toBe(404);
    });
  });
});
