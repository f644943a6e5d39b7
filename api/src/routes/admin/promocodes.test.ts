import { type Role, shopDayEndIso, shopDayStartIso } from '@shop/core';
import { placeOrder } from '@shop/db';
import { createProduct, createPromocode, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, requestAs, tokenFor } from '../../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../../testing/test-app';

describe.each(testDatabaseKinds())('promocode administration on %s', (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of ['user', 'manager', 'admin'] as const) tokens[role] = await tokenFor(t, role);
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, role?: Role, body?: unknown) =>
    requestAs(t, role && tokens[role], method, path, body);

  let codeCount = 0;
  const codeBody = (overrides: Record<string, unknown> = {}) => ({
    code: `Leto${kind.slice(0, 2)}${++codeCount}`,
    description: 'Летняя скидка',
    discountType: 'percentage',
    discountValue: 15,
    minOrderValueKopecks: 300_000,
    maxDiscountKopecks: null,
    validFrom: shopDayStartIso('2026-06-01'),
    validUntil: shopDayEndIso('2036-08-31'),
    maxUsage: 100,
    perUserLimit: 1,
    tier: 'premium',
    isActive: true,
    isPublic: true,
    ...overrides,
  });

  describe('role matrix', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/promocodes'],
      ['GET', `/api/admin/promocodes/${id}`],
      ['POST', '/api/admin/promocodes', {}],
      ['PUT', `/api/admin/promocodes/${id}`, {}],
      ['POST', `/api/admin/promocodes/${id}/activate`],
      ['POST', `/api/admin/promocodes/${id}/deactivate`],
      ['DELETE', `/api/admin/promocodes/${id}`],
    ];
    it.each(calls)('%s %s: guest 401, customer 403', async (method, path, body) => {
      expect((await call(method, path, undefined, body)).status).toBe(401);
      const response = await call(method, path, 'user', body);
      expect(response.status).toBe(403);
      expect((await json(response)).error.message).toBe('Недостаточно прав');
    });
    it('lets a manager work with promocodes', async () => {
      expect((await call('GET', '/api/admin/promocodes', 'manager')).status).toBe(200);
    });
  });

  it('creates a code upper-cased with every field, lists it and shows it on the home showcase at once', async () => {
    // The storefront reads first, so a cached home page would fail the check below.
    await t.app.request('/api/homepage');
    const response = await call('POST', '/api/admin/promocodes', 'manager', codeBody({ code: 'osen-25' }));
    expect(response.status).toBe(200);
    const created = (await json(response)).data;
    expect(created).toMatchObject({
      code: 'OSEN-25',
      description: 'Летняя скидка',
      discountType: 'percentage',
      discountValue: 15,
      minOrderValueKopecks: 300_000,
      maxUsage: 100,
      perUserLimit: 1,
      tier: 'premium',
      isActive: true,
      state: 'active',
      usageCount: 0,
      usage: { orders: 0, revenueKopecks: 0, discountKopecks: 0 },
    });
    expect(Date.parse(created.validFrom)).toBe(Date.parse(shopDayStartIso('2026-06-01')));

    const list = (await json(await call('GET', '/api/admin/promocodes', 'admin'))).data;
    expect(list.map((code: { code: string }) => code.code)).toContain('OSEN-25');
    const active = (await json(await t.app.request('/api/promocodes/active?limit=50'))).data;
    expect(active.map((code: { code: string }) => code.code)).toContain('OSEN-25');
    const home = (await json(await t.app.request('/api/homepage'))).data;
    expect(home.promocodes.length).toBeGreaterThan(0);
  });

  it('refuses a code taken in another letter case with 409 on the code field', async () => {
    await call('POST', '/api/admin/promocodes', 'admin', codeBody({ code: 'ZIMA-10' }));
    const response = await call('POST', '/api/admin/promocodes', 'admin', codeBody({ code: 'zima-10' }));
    expect(response.status).toBe(409);
    expect((await json(response)).error.fields).toEqual({
      code: 'Промокод с таким кодом уже есть (регистр не важен)',
    });
  });

  it.each([
    [
      'a percentage above 100',
      { discountValue: 150 },
      'discountValue',
      'Скидка в процентах: целое число от 1 до 100',
    ],
    [
      'a negative minimum order',
      { minOrderValueKopecks: -100 },
      'minOrderValueKopecks',
      'Сумма: от 0 до 10 000 000 ₽, не больше двух знаков после запятой',
    ],
    [
      'an end before the start',
      { validUntil: shopDayStartIso('2026-05-01') },
      'validUntil',
      'Дата окончания должна быть позже даты начала',
    ],
    [
      'a code with spaces',
      { code: 'две скидки' },
      'code',
      'Код: 3-32 латинские буквы, цифры, дефис или подчёркивание',
    ],
    ['an unknown tier', { tier: 'gold' }, 'tier', 'Выберите уровень'],
    ['a zero usage cap', { maxUsage: 0 }, 'maxUsage', 'Лимит использований: целое число от 1 до 1 000 000'],
    [
      'a per-customer limit above the cap',
      { maxUsage: 2, perUserLimit: 3 },
      'perUserLimit',
      'Лимит на покупателя не может быть больше общего лимита',
    ],
    [
      'a fixed discount of nothing',
      { discountType: 'fixed', discountValue: 0 },
      'discountValue',
      'Скидка в рублях: больше нуля, не больше 1 000 000 ₽',
    ],
  ])('refuses %s with a Russian message on its field', async (_label, overrides, field, message) => {
    const response = await call('POST', '/api/admin/promocodes', 'admin', codeBody(overrides));
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.fields[field]).toBe(message);
  });

  it('refuses a missing field', async () => {
    const { code: _code, ...withoutCode } = codeBody();
    const response = await call('POST', '/api/admin/promocodes', 'admin', withoutCode);
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields.code).toBe(
      'Код: 3-32 латинские буквы, цифры, дефис или подчёркивание',
    );
  });

  it('stores a free-shipping code without a value', async () => {
    const response = await call(
      'POST',
      '/api/admin/promocodes',
      'admin',
      codeBody({ discountType: 'free_shipping', discountValue: 500, maxDiscountKopecks: 10_000 }),
    );
    expect((await json(response)).data).toMatchObject({
      discountType: 'free_shipping',
      discountValue: 0,
      maxDiscountKopecks: null,
    });
  });

  it('changes, deactivates and activates a code; a customer cannot use it while off', async () => {
    const created = (await json(await call('POST', '/api/admin/promocodes', 'admin', codeBody()))).data;
    const changed = await call(
      'PUT',
      `/api/admin/promocodes/${created.id}`,
      'admin',
      codeBody({ code: created.code, discountType: 'fixed', discountValue: 50_000, tier: 'vip' }),
    );
    expect(changed.status).toBe(200);
    expect((await json(changed)).data).toMatchObject({
      discountType: 'fixed',
      discountValue: 50_000,
      tier: 'vip',
    });

    const off = await json(await call('POST', `/api/admin/promocodes/${created.id}/deactivate`, 'manager'));
    expect(off.data).toMatchObject({ isActive: false, state: 'inactive' });
    const active = (await json(await t.app.request('/api/promocodes/active?limit=50'))).data;
    expect(active.map((code: { code: string }) => code.code)).not.toContain(created.code);

    const on = await json(await call('POST', `/api/admin/promocodes/${created.id}/activate`, 'manager'));
    expect(on.data).toMatchObject({ isActive: true, state: 'active' });
  });

  it('counts uses, revenue and discount from orders, and keeps a used code from deletion and a cap below its uses', async () => {
    const db = t.deps.database.db;
    const promocode = await createPromocode(db, {
      code: `USED${kind.toUpperCase()}`,
      usageCount: 2,
      maxUsage: 10,
    });
    const product = await createProduct(db);
    const order = (n: number, total: number, discount: number) =>
      placeOrder(db, {
        userId: null,
        idempotencyKey: `promo-stats-${kind}-${n}`,
        requestHash: `hash-${n}`,
        customer: { name: 'Анна', phone: '+79990000000' },
        address: { region: 'moscow', city: 'Москва' },
        shipping: { methodId: 'courier', name: 'Курьер', feeKopecks: 0 },
        subtotalKopecks: total + discount,
        discountKopecks: discount,
        paymentFeeKopecks: 0,
        totalKopecks: total,
        promocode: { id: promocode.id, code: promocode.code, discountKopecks: discount },
        paymentMethod: 'cash',
        lines: [
          {
            productId: product.id,
            name: 'Платье',
            sku: `${product.baseSku}-BLK-M`,
            image: null,
            colorCode: 'BLK',
            colorName: 'Чёрный',
            sizeCode: 'M',
            sizeName: 'M',
            quantity: 1,
            unitPriceKopecks: total + discount,
            originalPriceKopecks: null,
            discountKopecks: 0,
            lineTotalKopecks: total + discount,
            isWholesale: false,
            wholesaleGroupId: null,
            wholesaleMetadata: null,
          },
        ],
      });
    await t.app.request('/api/admin/shipping/methods', {
      method: 'POST',
      headers: { ...bearer(tokens.admin), 'content-type': 'application/json' },
      body: JSON.stringify({
        id: 'courier',
        name: 'Курьер',
        description: '',
        priceKopecks: 30_000,
        freeFromKopecks: null,
        estimatedDays: '1-2 дня',
        minOrderValueKopecks: null,
        maxOrderValueKopecks: null,
        regions: [],
        isActive: true,
        isDefault: false,
        sortOrder: 0,
        details: {},
      }),
    });
    await order(1, 450_000, 50_000);
    await order(2, 270_000, 30_000);

    const one = (await json(await call('GET', `/api/admin/promocodes/${promocode.id}`, 'admin'))).data;
    expect(one.usage).toEqual({ orders: 2, revenueKopecks: 720_000, discountKopecks: 80_000 });
    expect(one.usageCount).toBe(4);

    const removal = await call('DELETE', `/api/admin/promocodes/${promocode.id}`, 'admin');
    expect(removal.status).toBe(409);
    expect((await json(removal)).error.message).toMatch(/есть в заказах \(2\)/);

    const lowCap = await call(
      'PUT',
      `/api/admin/promocodes/${promocode.id}`,
      'admin',
      codeBody({ code: promocode.code, maxUsage: 3, perUserLimit: null }),
    );
    expect(lowCap.status).toBe(409);
    expect((await json(lowCap)).error.fields.maxUsage).toMatch(/\(4\)/);
  });

  it('deletes an unused code; unknown and malformed ids answer 404 and 400', async () => {
    const created = (await json(await call('POST', '/api/admin/promocodes', 'admin', codeBody()))).data;
    expect((await call('DELETE', `/api/admin/promocodes/${created.id}`, 'admin')).status).toBe(200);
    const gone = await call('GET', `/api/admin/promocodes/${created.id}`, 'admin');
    expect(gone.status).toBe(404);
    expect((await json(gone)).error.message).toBe('Промокод не найден');
    const malformed = await call('GET', '/api/admin/promocodes/42', 'admin');
    expect(malformed.status).toBe(400);
    expect((await json(malformed)).error.fields.id).toBe('Неверный идентификатор промокода');
  });
});
