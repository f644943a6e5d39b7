import { randomUUID } from 'node:crypto';
import { type Role, shopDayOf } from '@shop/core';
import { schema } from '@shop/db';
import { createProduct, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../../testing/test-app';

describe.each(testDatabaseKinds())('admin dashboard on %s', (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;
  const db = () => t.deps.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of ['user', 'manager', 'admin'] as const) tokens[role] = await tokenFor(t, role);
    await db().insert(schema.shippingMethods).values({
      id: 'pickup',
      name: 'Самовывоз',
      priceKopecks: 0,
      estimatedDays: 'сегодня',
      isDefault: true,
    });
  });
  afterAll(() => t.close());

  const get = (path: string, role?: Role) =>
    t.app.request(path, { headers: role ? bearer(tokens[role]) : {} });

  async function order(productId: number, quantity: number) {
    const response = await t.app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        contact: { name: 'Панель Проверка', phone: '+7 900 111-22-33' },
        address: { region: 'moscow', city: 'Москва', street: 'Покровка', house: '17' },
        shippingMethodId: 'pickup',
        paymentMethod: 'card_on_delivery',
        lines: [{ productId, colorCode: 'BLK', sizeCode: 'M', quantity }],
      }),
    });
    expect(response.status).toBe(201);
    return (await json(response)).data as { id: string; number: number; totals: { totalKopecks: number } };
  }

  it('is for staff only', async () => {
    expect((await get('/api/admin/dashboard')).status).toBe(401);
    expect((await get('/api/admin/dashboard', 'user')).status).toBe(403);
    expect((await get('/api/admin/dashboard', 'manager')).status).toBe(200);
  });

  it('adds up a period: days, statuses, best sellers, low stock and the latest orders', async () => {
    const dress = await createProduct(db(), {
      name: { ru: 'Платье для панели' },
      priceKopecks: 100_000,
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 10 }],
    });
    const scarf = await createProduct(db(), {
      name: { ru: 'Шарф для панели' },
      priceKopecks: 50_000,
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 3 }],
    });
    const first = await order(dress.id, 3);
    const second = await order(scarf.id, 1);
    const cancelled = await order(dress.id, 1);
    expect(
      (
        await t.app.request(`/api/admin/orders/${cancelled.id}/status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...bearer(tokens.admin) },
          body: JSON.stringify({ status: 'cancelled' }),
        })
      ).status,
    ).toBe(200);

    const data = (await json(await get('/api/admin/dashboard?days=7', 'admin'))).data;
    expect(data.days).toBe(7);
    expect(data.perDay).toHaveLength(7);
    const today = shopDayOf(Date.now());
    const revenue = first.totals.totalKopecks + second.totals.totalKopecks;
    expect(data.perDay.at(-1)).toEqual({ day: today, orders: 2, revenueKopecks: revenue });
    expect(data.totals).toEqual({
      orders: 2,
      revenueKopecks: revenue,
      averageKopecks: Math.round(revenue / 2),
    });
    expect(data.byStatus).toContainEqual({ status: 'pending', label: 'Новый', count: 2 });
    expect(data.byStatus).toContainEqual({ status: 'cancelled', label: 'Отменён', count: 1 });
    expect(data.topProducts.slice(0, 2)).toEqual([
      { productId: dress.id, name: 'Платье для панели', quantity: 3, revenueKopecks: 300_000 },
      { productId: scarf.id, name: 'Шарф для панели', quantity: 1, revenueKopecks: 50_000 },
    ]);
    expect(data.lowStock).toContainEqual(expect.objectContaining({ productId: scarf.id, quantity: 2 }));
    expect(data.lowStock.map((v: { productId: number }) => v.productId)).not.toContain(dress.id);
    expect(data.recentOrders.slice(0, 3).map((o: { number: number }) => o.number)).toEqual([
      cancelled.number,
      second.number,
      first.number,
    ]);
  });

  it('refuses a period out of bounds', async () => {
    for (const days of ['0', '366', 'много']) {
      const response = await get(`/api/admin/dashboard?days=${days}`, 'admin');
      expect(response.status).toBe(400);
      expect((await json(response)).error.fields.days).toBe('Период: целое число дней от 1 до 365');
    }
  });
});
