import type { Role } from '@shop/core';
import { createCategory, createColor, createSize, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, login, tokenFor } from '../../testing/auth-fixtures';
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
    t.app.request(path, {
      method,
      headers: {
        ...(token ? bearer(token) : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const productBody = (baseSku: string, priceKopecks = 459_000) => ({
    name: { ru: 'Платье для журнала' },
    description: { ru: '' },
    categoryId,
    baseSku,
    priceKopecks,
    originalPriceKopecks: null,
    isActive: true,
    isNew: false,
    isSale: false,
    isFeatured: false,
    variants: [{ colorCode: 'BLK', sizeCode: 'M', sku: `${baseSku}-BLK-M`, quantity: 2 }],
    retail: {
      enabled: true,
      allowPurchase: true,
      hidePrice: false,
      showWholesalePrice: false,
      minQuantity: null,
      maxQuantity: null,
    },
    wholesale: {
      available: false,
      enabled: false,
      minQuantity: 5,
      wholesalePriceKopecks: null,
      discountPercentage: null,
    },
  });

  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/audit')).status).toBe(401);
    for (const role of ['user', 'manager'] as const) {
      expect((await call('GET', '/api/admin/audit', tokens[role])).status).toBe(403);
    }
    expect((await call('GET', '/api/admin/audit', tokens.admin)).status).toBe(200);
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

  it('refuses bad filters', async () => {
    const entity = await call('GET', '/api/admin/audit?entity=planet', tokens.admin);
    expect(entity.status).toBe(400);
    expect((await json(entity)).error.fields.entity).toBe('Неизвестный вид записи');
    expect((await call('GET', '/api/admin/audit?from=2026-13-01', tokens.admin)).status).toBe(400);
  });
});
