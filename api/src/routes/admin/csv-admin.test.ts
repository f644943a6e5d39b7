import { randomUUID } from 'node:crypto';
import type { Role } from '@shop/core';
import { schema } from '@shop/db';
import { createProduct, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../../testing/test-app';

describe.each(testDatabaseKinds())('CSV exports on %s', (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of ['user', 'manager', 'admin'] as const) tokens[role] = await tokenFor(t, role);
  });
  afterAll(() => t.close());

  const get = (path: string, role?: Role) =>
    t.app.request(path, { headers: role ? bearer(tokens[role]) : {} });

  it.each(['/api/admin/csv/products.csv', '/api/admin/csv/orders.csv'])(
    '%s: guest 401, customer 403',
    async (path) => {
      expect((await get(path)).status).toBe(401);
      expect((await get(path, 'user')).status).toBe(403);
    },
  );

  it('exports every variant with its stock and prices in roubles', async () => {
    const products = [];
    for (let i = 0; i < 3; i++) {
      products.push(
        await createProduct(t.deps.database.db, {
          name: { ru: `Платье «Экспорт»; ${i}` },
          priceKopecks: 459_050,
          variants: [
            { colorCode: 'BLK', sizeCode: 'M', quantity: i },
            { colorCode: 'BLK', sizeCode: 'S', quantity: 7 },
          ],
        }),
      );
    }
    const response = await get('/api/admin/csv/products.csv', 'manager');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'SKU;Артикул;Товар;Категория;Цвет;Размер;Остаток;Цена, ₽;Цена до скидки, ₽;В продаже',
    );
    expect(lines).toHaveLength(1 + 6);
    const first = lines.find((line) => line.includes('Экспорт»; 0') && line.includes(';M;'));
    // A name holding the delimiter and quotes is quoted, as CSV requires.
    expect(first).toMatch(/;"Платье «Экспорт»; 0";.*;M;0;4590,50;;да$/);
  });

  it('exports orders with buyer, status and totals', async () => {
    const db = t.deps.database.db;
    await db
      .insert(schema.shippingMethods)
      .values({ id: 'csv', name: 'Курьер', priceKopecks: 0, estimatedDays: '1', isDefault: true });
    const product = await createProduct(db, { variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 5 }] });
    const placed = await t.app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        contact: { name: 'Анна Выгрузка', phone: '+7 900 000-11-22', email: 'csv@mail.test' },
        address: { region: 'moscow', city: 'Москва' },
        shippingMethodId: 'csv',
        paymentMethod: 'card_on_delivery',
        lines: [{ productId: product.id, colorCode: 'BLK', sizeCode: 'M', quantity: 2 }],
      }),
    });
    const order = (await json(placed)).data;
    const text = await (await get('/api/admin/csv/orders.csv', 'admin')).text();
    const line = text.split('\r\n').find((l) => l.startsWith(`${order.number};`));
    expect(line).toContain(';Новый;Анна Выгрузка;+79000001122;csv@mail.test;Москва;Курьер;Не оплачен;');
    expect(line).toContain(`;${(order.totals.totalKopecks / 100).toFixed(2).replace('.', ',')};`);
  });
});
