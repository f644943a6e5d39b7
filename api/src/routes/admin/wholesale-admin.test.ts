import { defaultBundleSettings, defaultRetailWholesaleSettings, type Role, shopDayStart } from '@shop/core';
import { schema } from '@shop/db';
import { createCategory, createProduct, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAs, tokenFor } from '../../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../../testing/test-app';

describe.each(testDatabaseKinds())('wholesale administration on %s', (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;
  const db = () => t.deps.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of ['user', 'manager', 'admin'] as const) tokens[role] = await tokenFor(t, role);
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, role?: Role, body?: unknown) =>
    requestAs(t, role && tokens[role], method, path, body);

  const settingsBody = { retail: defaultRetailWholesaleSettings, bundle: defaultBundleSettings };
  const bulkBody = { productIds: [1], change: { action: 'enable' } };
  const termsBody = { enabled: true, minQuantity: 5, wholesalePriceKopecks: null, discountPercentage: 10 };

  describe('role matrix', () => {
    it.each([
      ['GET', '/api/admin/wholesale/settings', undefined],
      ['PUT', '/api/admin/wholesale/settings', settingsBody],
    ] as const)('%s %s: admin only (guest 401, customer and manager 403)', async (method, path, body) => {
      expect((await call(method, path, undefined, body)).status).toBe(401);
      for (const role of ['user', 'manager'] as const) {
        const response = await call(method, path, role, body);
        expect(response.status).toBe(403);
        expect((await json(response)).error.message).toBe('Недостаточно прав');
      }
      expect((await call(method, path, 'admin', body)).status).toBe(200);
    });

    it.each([
      ['GET', '/api/admin/wholesale/products', undefined],
      ['GET', '/api/admin/wholesale/analytics', undefined],
      ['POST', '/api/admin/wholesale/products/bulk', bulkBody],
      ['PUT', '/api/admin/wholesale/products/1', termsBody],
    ] as const)('%s %s: staff (guest 401, customer 403)', async (method, path, body) => {
      expect((await call(method, path, undefined, body)).status).toBe(401);
      const customer = await call(method, path, 'user', body);
      expect(customer.status).toBe(403);
      expect((await json(customer)).error.message).toBe('Недостаточно прав');
      if (method === 'GET') {
        expect((await call(method, path, 'manager')).status).toBe(200);
        expect((await call(method, path, 'admin')).status).toBe(200);
      }
    });
  });

  describe('settings', () => {
    it('saves both documents, writes the audit log, and the storefront reads them at once', async () => {
      const before = await json(await call('GET', '/api/admin/wholesale/settings', 'admin'));
      expect(before.data.bundle.minQuantity).toBe(defaultBundleSettings.minQuantity);
      // The storefront reads (and may cache) the settings before the change.
      await t.app.request('/api/wholesale/public-retail-settings');
      await t.app.request('/api/wholesale/bundle-settings');

      const saved = await call('PUT', '/api/admin/wholesale/settings', 'admin', {
        retail: {
          allowRetailPurchases: false,
          minimumOrderValueKopecks: 500_000,
          businessRules: { wholesaleSuggestionThreshold: 7 },
        },
        bundle: {
          bundleTypeSettings: {
            allowIndividual: true,
            allowColorSet: false,
            allowSizeSet: true,
            allowFullSet: false,
          },
          defaultBundleType: 'size_set',
          minQuantity: 12,
        },
      });
      expect(saved.status).toBe(200);
      const body = await json(saved);
      expect(body.data.retail.displaySettings.buttonText.ru).toBe('Купить оптом');
      expect(body.data.bundle.minQuantity).toBe(12);

      const retail = await json(await t.app.request('/api/wholesale/public-retail-settings'));
      expect(retail.data.allowRetailPurchases).toBe(false);
      expect(retail.data.minimumOrderValue).toBe(5000);
      expect(retail.data.businessRules.wholesaleSuggestionThreshold).toBe(7);
      const bundle = await json(await t.app.request('/api/wholesale/bundle-settings'));
      expect(bundle.data).toMatchObject({
        defaultBundleType: 'size_set',
        minQuantity: 12,
        bundleTypeSettings: { allowColorSet: false, allowFullSet: false },
      });

      const audit = await json(await call('GET', '/api/admin/audit?entity=settings', 'admin'));
      expect(audit.data.changes[0]).toMatchObject({
        entity: 'settings',
        entityId: 'wholesale',
        action: 'update',
      });

      await call('PUT', '/api/admin/wholesale/settings', 'admin', settingsBody);
    });

    it.each([
      [
        'a default bundle type that is not allowed',
        { bundle: { bundleTypeSettings: { allowFullSet: false }, defaultBundleType: 'full_set' } },
        'bundle.defaultBundleType',
        'Тип набора по умолчанию должен быть разрешён',
      ],
      [
        'a minimum above the maximum',
        { retail: { defaultMinQuantity: 50, defaultMaxQuantity: 10 } },
        'retail.defaultMinQuantity',
        'Минимальное количество больше максимального',
      ],
      ['a bundle minimum of 0', { bundle: { minQuantity: 0 } }, 'bundle.minQuantity', undefined],
    ])('refuses %s with 400 on its field and keeps what was saved', async (_name, patch, field, message) => {
      const response = await call('PUT', '/api/admin/wholesale/settings', 'admin', {
        retail: { ...defaultRetailWholesaleSettings, ...(patch as { retail?: object }).retail },
        bundle: { ...defaultBundleSettings, ...(patch as { bundle?: object }).bundle },
      });
      expect(response.status).toBe(400);
      const body = await json(response);
      expect(body.error.fields[field]).toBeTruthy();
      if (message) expect(body.error.fields[field]).toBe(message);
      const kept = await json(await call('GET', '/api/admin/wholesale/settings', 'admin'));
      expect(kept.data).toEqual(settingsBody);
    });
  });

  describe('products', () => {
    it('lists with the filters, changes many products in one call, and the product page shows it at once', async () => {
      const category = await createCategory(db());
      const coat = await createProduct(db(), {
        category,
        name: { ru: 'Пальто оптовое' },
        priceKopecks: 1_000_000,
      });
      const scarf = await createProduct(db(), {
        category,
        name: { ru: 'Шарф оптовый' },
        priceKopecks: 200_000,
      });
      const list = async (query: string) =>
        json(
          await call('GET', `/api/admin/wholesale/products?categoryId=${category.id}&${query}`, 'manager'),
        );

      expect((await list('wholesale=true')).data.products).toEqual([]);
      // The storefront's product page before the change (cached by the catalogue).
      const pageBefore = await json(await t.app.request(`/api/products/${coat.id}`));
      expect(pageBefore.data.wholesale.enabled).toBe(false);

      const enabled = await call('POST', '/api/admin/wholesale/products/bulk', 'manager', {
        productIds: [coat.id, scarf.id],
        change: { action: 'enable' },
      });
      expect(enabled.status).toBe(200);
      expect((await json(enabled)).data.updated).toBe(2);
      await call('POST', '/api/admin/wholesale/products/bulk', 'manager', {
        productIds: [coat.id, scarf.id],
        change: { action: 'setMinQuantity', minQuantity: 8 },
      });
      await call('POST', '/api/admin/wholesale/products/bulk', 'manager', {
        productIds: [coat.id],
        change: { action: 'setDiscount', discountPercentage: 20 },
      });
      await call('POST', '/api/admin/wholesale/products/bulk', 'manager', {
        productIds: [scarf.id],
        change: { action: 'setPrice', wholesalePriceKopecks: 150_000 },
      });

      const offered = (await list('wholesale=true')).data;
      expect(offered.pagination.total).toBe(2);
      expect(offered.products.map((p: { name: string }) => p.name)).toEqual([
        'Пальто оптовое',
        'Шарф оптовый',
      ]);
      expect(offered.products[0].wholesale).toMatchObject({
        enabled: true,
        minQuantity: 8,
        discountPercentage: 20,
        wholesalePriceKopecks: null,
        effectivePriceKopecks: 800_000,
      });
      expect(offered.products[1].wholesale).toMatchObject({
        wholesalePriceKopecks: 150_000,
        discountPercentage: null,
      });
      expect((await list('search=шарф')).data.products).toHaveLength(1);

      const page = await json(await t.app.request(`/api/products/${coat.id}`));
      expect(page.data.wholesale).toMatchObject({ available: true, enabled: true, minQuantity: 8 });

      const audit = await json(
        await call('GET', `/api/admin/audit?entity=product&entityId=${scarf.id}`, 'admin'),
      );
      expect(audit.data.changes.map((change: { action: string }) => change.action)).toEqual([
        'wholesale.setPrice',
        'wholesale.setMinQuantity',
        'wholesale.enable',
      ]);

      await call('POST', '/api/admin/wholesale/products/bulk', 'admin', {
        productIds: [scarf.id],
        change: { action: 'disable' },
      });
      expect((await list('wholesale=false')).data.products.map((p: { id: number }) => p.id)).toEqual([
        scarf.id,
      ]);
    });

    it('replaces one product terms', async () => {
      const dress = await createProduct(db(), {
        priceKopecks: 500_000,
        wholesale: { wholesalePriceKopecks: 400_000 },
      });
      const response = await call('PUT', `/api/admin/wholesale/products/${dress.id}`, 'manager', {
        enabled: true,
        minQuantity: 3,
        wholesalePriceKopecks: null,
        discountPercentage: 10,
      });
      expect(response.status).toBe(200);
      const page = await json(await t.app.request(`/api/products/${dress.id}`));
      expect(page.data.wholesale).toMatchObject({
        available: true,
        enabled: true,
        minQuantity: 3,
        wholesalePrice: 4500,
      });
    });

    it.each([
      [
        'a minimum of 0',
        { action: 'setMinQuantity', minQuantity: 0 },
        'change.minQuantity',
        'Минимум для опта — целое число от 1 до 100',
      ],
      [
        'a minimum of 101',
        { action: 'setMinQuantity', minQuantity: 101 },
        'change.minQuantity',
        'Минимум для опта — целое число от 1 до 100',
      ],
      [
        'a negative price',
        { action: 'setPrice', wholesalePriceKopecks: -1 },
        'change.wholesalePriceKopecks',
        'Оптовая цена — сумма от 0 ₽',
      ],
      [
        'a discount of 91 %',
        { action: 'setDiscount', discountPercentage: 91 },
        'change.discountPercentage',
        'Оптовая скидка — целое число от 0 до 90 %',
      ],
      ['an unknown action', { action: 'explode' }, 'change.action', 'Неизвестное действие с оптом'],
    ])('refuses %s with 400 and changes nothing', async (_name, change, field, message) => {
      const product = await createProduct(db(), { wholesale: { minQuantity: 5 } });
      const response = await call('POST', '/api/admin/wholesale/products/bulk', 'manager', {
        productIds: [product.id],
        change,
      });
      expect(response.status).toBe(400);
      expect((await json(response)).error.fields[field]).toBe(message);
      const [row] = (
        await json(await call('GET', `/api/admin/wholesale/products?search=${product.baseSku}`, 'manager'))
      ).data.products;
      expect(row.wholesale).toMatchObject({ enabled: false, minQuantity: 5, wholesalePriceKopecks: null });
    });

    it('refuses an empty selection, and an unknown product rolls the whole change back', async () => {
      const empty = await call('POST', '/api/admin/wholesale/products/bulk', 'manager', {
        productIds: [],
        change: { action: 'enable' },
      });
      expect(empty.status).toBe(400);
      expect((await json(empty)).error.fields.productIds).toBe('Выберите от 1 до 200 товаров');

      const real = await createProduct(db());
      const missing = await call('POST', '/api/admin/wholesale/products/bulk', 'manager', {
        productIds: [real.id, 999_999],
        change: { action: 'enable' },
      });
      expect(missing.status).toBe(404);
      expect((await json(missing)).error.message).toBe('Товары не найдены: 999999');
      const page = await json(await t.app.request(`/api/products/${real.id}`));
      expect(page.data.wholesale.enabled).toBe(false);

      const both = await call('PUT', `/api/admin/wholesale/products/${real.id}`, 'manager', {
        enabled: true,
        minQuantity: 5,
        wholesalePriceKopecks: 100,
        discountPercentage: 10,
      });
      expect(both.status).toBe(400);
      expect((await json(both)).error.fields.discountPercentage).toBe(
        'Укажите либо оптовую цену, либо скидку',
      );
    });
  });

  describe('analytics', () => {
    it('counts wholesale orders and revenue per day, by bundle, and their share of all revenue', async () => {
      const product = await createProduct(db(), { name: { ru: 'Блузка аналитики' } });
      const at = (day: string) => new Date(shopDayStart(day).getTime() + 12 * 3600_000);
      async function order(
        day: string,
        status: 'pending' | 'cancelled',
        lines: { total: number; group?: string; type?: string; quantity?: number }[],
      ) {
        const [row] = await db()
          .insert(schema.orders)
          .values({
            customer: { name: 'Оптовик', phone: '+79001112233' },
            subtotalKopecks: lines.reduce((sum, line) => sum + line.total, 0),
            totalKopecks: lines.reduce((sum, line) => sum + line.total, 0),
            status,
            createdAt: at(day),
          })
          .returning();
        await db()
          .insert(schema.orderItems)
          .values(
            lines.map((line) => ({
              orderId: row!.id,
              productId: product.id,
              name: 'Блузка аналитики',
              sku: 'SKU',
              colorCode: 'BLK',
              colorName: 'Чёрный',
              sizeCode: 'M',
              priceKopecks: line.total,
              quantity: line.quantity ?? 1,
              lineTotalKopecks: line.total,
              isWholesale: line.group !== undefined,
              wholesaleGroupId: line.group ?? null,
              wholesaleMetadata: line.type
                ? {
                    groupType: line.type as 'full_set',
                    retailPriceKopecks: 1,
                    wholesalePriceKopecks: 1,
                    appliedDiscountKopecks: 0,
                    discountPercentage: 0,
                  }
                : null,
            })),
          );
      }
      await order('2025-03-01', 'pending', [
        { total: 60_000, group: `wg_${product.id}_full_set_all_all`, type: 'full_set', quantity: 10 },
        { total: 40_000, group: `wg_${product.id}_full_set_all_all`, type: 'full_set', quantity: 10 },
        { total: 100_000 },
      ]);
      await order('2025-03-03', 'pending', [
        { total: 50_000, group: `wg_${product.id}_color_group_BLK_all`, type: 'color_group', quantity: 5 },
      ]);
      await order('2025-03-02', 'pending', [{ total: 250_000 }]);
      await order('2025-03-02', 'cancelled', [{ total: 900_000, group: 'wg_x', type: 'full_set' }]);
      await order('2025-04-01', 'pending', [{ total: 70_000, group: 'wg_y', type: 'full_set' }]);

      const response = await call(
        'GET',
        '/api/admin/wholesale/analytics?from=2025-03-01&to=2025-03-03',
        'manager',
      );
      expect(response.status).toBe(200);
      const { data } = await json(response);
      expect(data.totals).toEqual({
        orders: 2,
        revenueKopecks: 150_000,
        averageKopecks: 75_000,
        allRevenueKopecks: 500_000,
        allOrders: 3,
        sharePercent: 30,
      });
      expect(data.perDay).toEqual([
        { day: '2025-03-01', orders: 1, revenueKopecks: 100_000 },
        { day: '2025-03-02', orders: 0, revenueKopecks: 0 },
        { day: '2025-03-03', orders: 1, revenueKopecks: 50_000 },
      ]);
      expect(data.byGroupType).toEqual([
        { groupType: 'full_set', items: 20, revenueKopecks: 100_000 },
        { groupType: 'color_group', items: 5, revenueKopecks: 50_000 },
      ]);
      expect(data.topBundles[0]).toMatchObject({
        productId: product.id,
        name: 'Блузка аналитики',
        groupType: 'full_set',
        bundles: 1,
        items: 20,
        revenueKopecks: 100_000,
      });
    });

    it.each([
      ['to before from', '?from=2025-03-05&to=2025-03-01', 'to', 'Дата «по» не может быть раньше даты «с»'],
      ['a day that does not exist', '?from=2025-13-01', 'from', 'Такой даты нет'],
      ['a period over a year', '?from=2023-01-01&to=2025-01-01', 'from', 'Период — не больше 366 дней'],
    ])('refuses %s with 400', async (_name, query, field, message) => {
      const response = await call('GET', `/api/admin/wholesale/analytics${query}`, 'manager');
      expect(response.status).toBe(400);
      expect((await json(response)).error.fields[field]).toBe(message);
    });
  });
});
