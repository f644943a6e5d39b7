import type { Role } from '@shop/core';
import { createCategory, createColor, createSize, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProductBody } from '../../testing/admin-product-body';
import { createAccount, login, requestAs, tokenFor } from '../../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../../testing/test-app';

describe.each(testDatabaseKinds())('the audit log on %s', (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;
  let categoryId: number;
  let editor: { token: string; name: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of ['user', 'manager', 'admin'] as const) tokens[role] = await tokenFor(t, role);
    const account = await createAccount(t, { role: 'manager', name: 'Мария Редактор' });
    editor = { token: (await login(t, account.email, account.password)).token, name: 'Мария Редактор' };
    const db = t.deps.database.db;
    categoryId = (await createCategory(db)).id;
    await createColor(db, { code: 'BLK' });
    await createSize(db, { code: 'M' });
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, token?: string, body?: unknown) =>
    requestAs(t, token, method, path, body);

  const productBody = (baseSku: string, priceKopecks = 459_000) =>
    adminProductBody({
      name: { ru: 'Платье для журнала' },
      categoryId,
      baseSku,
      priceKopecks,
      variants: [{ colorCode: 'BLK', sizeCode: 'M', sku: `${baseSku}-BLK-M`, quantity: 2 }],
    });

  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/audit')).status).toBe(401);
    for (const role of ['user', 'manager'] as const) {
      expect((await call('GET', '/api/admin/audit', tokens[role])).status).toBe(403);
    }
    expect((await call('GET', '/api/admin/audit', tokens.admin)).status).toBe(200);
  });

  const logOf = async (entity: string, entityId: string | number) =>
    (await json(await call('GET', `/api/admin/audit?entity=${entity}&entityId=${entityId}`, tokens.admin)))
      .data.changes as { action: string; actor: { name: string }; before: unknown; after: unknown }[];

  it('keeps only the fields a save changed, and a save that changed nothing leaves no row', async () => {
    const sku = `AUN-${kind.slice(0, 2).toUpperCase()}`;
    const created = await call('POST', '/api/admin/products', editor.token, productBody(sku));
    const id = (await json(created)).data.id;
    // Saved again as the product form sends it: what the admin API answered, images and attributes included.
    const {
      id: _id,
      totalStock: _stock,
      createdAt: _c,
      updatedAt: _u,
      images,
      ...shown
    } = (await json(await call('GET', `/api/admin/products/${id}`, editor.token))).data;
    const asForm = { ...shown, images: images.map(({ order: _o, ...image }: { order: number }) => image) };
    expect((await call('PUT', `/api/admin/products/${id}`, editor.token, asForm)).status).toBe(200);
    expect((await call('PUT', `/api/admin/products/${id}`, editor.token, productBody(sku))).status).toBe(200);
    const changed = { ...asForm, priceKopecks: 359_000, retail: { ...asForm.retail, enabled: false } };
    expect((await call('PUT', `/api/admin/products/${id}`, editor.token, changed)).status).toBe(200);

    const log = await logOf('product', id);
    expect(log.map((c) => c.action)).toEqual(['update', 'create']);
    expect(log[0]).toEqual(
      expect.objectContaining({
        before: { priceKopecks: 459_000, retail: { enabled: true } },
        after: { priceKopecks: 359_000, retail: { enabled: false } },
      }),
    );
  });

  it('records who created, changed and deleted a product, with before and after; a refused write leaves nothing', async () => {
    const sku = `AUD-${kind.slice(0, 2).toUpperCase()}`;
    const created = await call('POST', '/api/admin/products', editor.token, productBody(sku));
    expect(created.status).toBe(200);
    const id = (await json(created)).data.id;
    expect(
      (await call('PUT', `/api/admin/products/${id}`, editor.token, productBody(sku, 399_000))).status,
    ).toBe(200);
    const refused = await call('PUT', `/api/admin/products/${id}`, editor.token, productBody(sku, -1));
    expect(refused.status).toBe(400);
    expect((await call('POST', `/api/admin/products/${id}/deactivate`, editor.token)).status).toBe(200);
    expect((await call('DELETE', `/api/admin/products/${id}`, editor.token)).status).toBe(200);

    const log = (
      await json(await call('GET', `/api/admin/audit?entity=product&entityId=${id}`, tokens.admin))
    ).data;
    expect(log.changes.map((c: { action: string }) => c.action)).toEqual([
      'delete',
      'deactivate',
      'update',
      'create',
    ]);
    expect(log.changes.every((c: { actor: { name: string } }) => c.actor.name === editor.name)).toBe(true);
    const update = log.changes[2];
    expect(update.before.priceKopecks).toBe(459_000);
    expect(update.after.priceKopecks).toBe(399_000);
    expect(log.changes[0]).toMatchObject({ after: null, before: { baseSku: sku } });
  });

  it('records category writes: create, change, move and delete, each with who and what', async () => {
    const slug = `audit-${kind}`;
    const body = (name: string) => ({
      slug,
      name: { ru: name },
      parentId: null,
      productType: 'clothing',
      image: null,
      isActive: true,
      isVisible: true,
      isFeatured: false,
      showOnHomepage: false,
      homepageOrder: 0,
    });
    const created = await call('POST', '/api/categories', editor.token, body('Журнал'));
    expect(created.status).toBe(200);
    const id = (await json(created)).data.id;
    expect((await call('PUT', `/api/categories/${id}`, editor.token, body('Журнал мод'))).status).toBe(200);
    // The new category is last among the roots, so it can move up.
    const moved = await call('POST', '/api/categories/reorder', editor.token, {
      categoryId: id,
      direction: 'up',
    });
    expect(moved.status).toBe(200);
    expect((await call('DELETE', `/api/categories/${id}`, editor.token)).status).toBe(200);

    const log = await logOf('category', id);
    expect(log.map((c) => c.action)).toEqual(['delete', 'reorder', 'update', 'create']);
    expect(log.every((c) => c.actor.name === editor.name)).toBe(true);
    expect(log[2]).toMatchObject({
      before: { name: { ru: 'Журнал' } },
      after: { name: { ru: 'Журнал мод' } },
    });
    expect(log[0]).toMatchObject({ before: { slug }, after: null });
  });

  it('records color and size writes; a refused delete leaves no row', async () => {
    const code = `A${kind.slice(0, 2).toUpperCase()}`;
    const color = (hex: string) => ({ code, name: { ru: 'Аудит' }, hex, sortOrder: 5, isActive: true });
    expect((await call('POST', '/api/admin/colors', editor.token, color('#112233'))).status).toBe(200);
    expect((await call('PUT', `/api/admin/colors/${code}`, editor.token, color('#445566'))).status).toBe(200);
    expect((await call('DELETE', `/api/admin/colors/${code}`, editor.token)).status).toBe(200);
    const colorLog = await logOf('color', code);
    expect(colorLog.map((c) => c.action)).toEqual(['delete', 'update', 'create']);
    expect(colorLog[1]).toMatchObject({ before: { hex: '#112233' }, after: { hex: '#445566' } });

    const size = { code, name: { ru: 'Аудит' }, productType: 'clothing', sortOrder: 5, isActive: true };
    expect((await call('POST', '/api/admin/sizes', editor.token, size)).status).toBe(200);
    expect(
      (await call('PUT', `/api/admin/sizes/${code}`, editor.token, { ...size, isActive: false })).status,
    ).toBe(200);
    const sizeLog = await logOf('size', code);
    expect(sizeLog.map((c) => c.action)).toEqual(['update', 'create']);
    expect(sizeLog[0]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    expect((await call('DELETE', '/api/admin/sizes/NOPE', editor.token)).status).toBe(404);
    expect(await logOf('size', 'NOPE')).toEqual([]);
  });

  it('refuses bad filters', async () => {
    const entity = await call('GET', '/api/admin/audit?entity=planet', tokens.admin);
    expect(entity.status).toBe(400);
    expect((await json(entity)).error.fields.entity).toBe('Неизвестный вид записи');
    expect((await call('GET', '/api/admin/audit?from=2026-13-01', tokens.admin)).status).toBe(400);
  });
});
