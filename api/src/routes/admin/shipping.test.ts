import { randomUUID } from 'node:crypto';
import type { Role } from '@shop/core';
import { createProduct, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAs, tokenFor } from '../../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../../testing/test-app';

describe.each(testDatabaseKinds())('shipping administration on %s', (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of ['user', 'manager', 'admin'] as const) tokens[role] = await tokenFor(t, role);
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, role?: Role, body?: unknown) =>
    requestAs(t, role && tokens[role], method, path, body);

  const methodBody = (id: string, overrides: Record<string, unknown> = {}) => ({
    id,
    name: 'Курьер по Москве',
    description: 'До двери',
    priceKopecks: 35_000,
    freeFromKopecks: 500_000,
    estimatedDays: '1-2 рабочих дня',
    minOrderValueKopecks: null,
    maxOrderValueKopecks: null,
    regions: ['moscow'],
    isActive: true,
    isDefault: false,
    sortOrder: 1,
    details: { carrier: 'Свои курьеры', trackingAvailable: true },
    ...overrides,
  });

  const checkoutMethods = async (orderValue: number, region = 'moscow') => {
    const response = await t.app.request(
      `/api/shipping/methods?orderValueKopecks=${orderValue}&region=${region}`,
    );
    return (await json(response)).data.methods as { id: string; feeKopecks: number; isDefault: boolean }[];
  };

  describe('role matrix', () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/shipping/methods'],
      ['POST', '/api/admin/shipping/methods', {}],
      ['PUT', '/api/admin/shipping/methods/courier', {}],
      ['POST', '/api/admin/shipping/methods/courier/default'],
      ['DELETE', '/api/admin/shipping/methods/courier'],
    ];
    it.each(calls)('%s %s: guest 401, customer and manager 403', async (method, path, body) => {
      expect((await call(method, path, undefined, body)).status).toBe(401);
      for (const role of ['user', 'manager'] as const) {
        const response = await call(method, path, role, body);
        expect(response.status).toBe(403);
        expect((await json(response)).error.message).toBe('Недостаточно прав');
      }
    });
  });

  it('creates methods with regions, prices and bounds, and the checkout offers them at once', async () => {
    const created = await call(
      'POST',
      '/api/admin/shipping/methods',
      'admin',
      methodBody('courier', { isDefault: true }),
    );
    expect(created.status).toBe(200);
    expect((await json(created)).data).toMatchObject({
      id: 'courier',
      regions: ['moscow'],
      freeFromKopecks: 500_000,
      isDefault: true,
      details: { carrier: 'Свои курьеры', trackingAvailable: true },
    });
    await call(
      'POST',
      '/api/admin/shipping/methods',
      'admin',
      methodBody('cargo', {
        name: 'Транспортная компания',
        regions: ['moscow', 'russia'],
        priceKopecks: 90_000,
        freeFromKopecks: null,
        minOrderValueKopecks: 1_000_000,
        sortOrder: 2,
      }),
    );

    expect((await checkoutMethods(200_000)).map((m) => [m.id, m.feeKopecks])).toEqual([['courier', 35_000]]);
    expect((await checkoutMethods(1_200_000)).map((m) => [m.id, m.feeKopecks])).toEqual([
      ['courier', 0],
      ['cargo', 90_000],
    ]);
    expect((await checkoutMethods(1_200_000, 'russia')).map((m) => m.id)).toEqual(['cargo']);

    const changed = await call(
      'PUT',
      '/api/admin/shipping/methods/courier',
      'admin',
      methodBody('courier', { priceKopecks: 40_000, isDefault: true }),
    );
    expect(changed.status).toBe(200);
    expect((await checkoutMethods(200_000))[0]?.feeKopecks).toBe(40_000);
  });

  it('prices the next order with a changed fee at once, though orders read the methods through a cache', async () => {
    const product = await createProduct(t.deps.database.db, {
      priceKopecks: 100_000,
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 10 }],
    });
    const order = async () => {
      const response = await t.app.request('/api/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          contact: { name: 'Анна Смирнова', phone: '8 (900) 123-45-67' },
          address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
          shippingMethodId: 'courier',
          paymentMethod: 'cash',
          lines: [{ productId: product.id, colorCode: 'BLK', sizeCode: 'M', quantity: 1 }],
        }),
      });
      expect(response.status).toBe(201);
      return (await json(response)).data.shipping.feeKopecks as number;
    };
    expect(await order()).toBe(40_000);
    await call(
      'PUT',
      '/api/admin/shipping/methods/courier',
      'admin',
      methodBody('courier', { priceKopecks: 45_000, isDefault: true }),
    );
    expect(await order()).toBe(45_000);
  });

  it('keeps one default: a new default replaces the old, and the default cannot be deleted', async () => {
    await call(
      'POST',
      '/api/admin/shipping/methods',
      'admin',
      methodBody('pickup', { priceKopecks: 0, regions: [] }),
    );
    const made = await call('POST', '/api/admin/shipping/methods/pickup/default', 'admin');
    expect(made.status).toBe(200);
    const list = (await json(await call('GET', '/api/admin/shipping/methods', 'admin'))).data as {
      id: string;
      isDefault: boolean;
    }[];
    expect(list.filter((m) => m.isDefault).map((m) => m.id)).toEqual(['pickup']);

    const refused = await call('DELETE', '/api/admin/shipping/methods/pickup', 'admin');
    expect(refused.status).toBe(409);
    expect((await json(refused)).error.message).toMatch(/способ по умолчанию/);

    await call('POST', '/api/admin/shipping/methods/courier/default', 'admin');
    expect((await call('DELETE', '/api/admin/shipping/methods/pickup', 'admin')).status).toBe(200);
    expect((await checkoutMethods(200_000)).map((m) => m.id)).not.toContain('pickup');
  });

  it('refuses a taken id with 409 on the id field', async () => {
    const response = await call('POST', '/api/admin/shipping/methods', 'admin', methodBody('courier'));
    expect(response.status).toBe(409);
    expect((await json(response)).error.fields).toEqual({ id: 'Способ доставки с таким кодом уже есть' });
  });

  it.each([
    [
      'a negative price',
      { priceKopecks: -100 },
      'priceKopecks',
      'Сумма: от 0 до 10 000 000 ₽, не больше двух знаков после запятой',
    ],
    [
      'an upper bound below the lower',
      { minOrderValueKopecks: 500_000, maxOrderValueKopecks: 100_000 },
      'maxOrderValueKopecks',
      'Верхняя граница суммы заказа должна быть больше нижней',
    ],
    ['an empty name', { name: ' ' }, 'name', 'Введите название (до 200 символов)'],
    [
      'a region written in Russian',
      { regions: ['Москва'] },
      'regions.0',
      'Код региона: латинские буквы в нижнем регистре, цифры и подчёркивания',
    ],
    [
      'a switched-off default',
      { isActive: false, isDefault: true },
      'isDefault',
      'Способом по умолчанию может быть только включённый способ',
    ],
    [
      'an id with spaces',
      { id: 'my method' },
      'id',
      'Код способа: 2-40 латинских букв в нижнем регистре, цифр, дефисов или подчёркиваний',
    ],
  ])('refuses %s with a Russian message on its field', async (_label, overrides, field, message) => {
    const response = await call(
      'POST',
      '/api/admin/shipping/methods',
      'admin',
      methodBody(`m-${kind}`, overrides),
    );
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields[field]).toBe(message);
  });

  it('answers 404 for an unknown method and refuses making a switched-off method the default', async () => {
    const unknown = await call('PUT', '/api/admin/shipping/methods/nowhere', 'admin', methodBody('nowhere'));
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).error.message).toBe('Способ доставки не найден');
    await call('POST', '/api/admin/shipping/methods', 'admin', methodBody('post', { isActive: false }));
    const refused = await call('POST', '/api/admin/shipping/methods/post/default', 'admin');
    expect(refused.status).toBe(409);
    expect((await json(refused)).error.message).toMatch(/включите его/);
  });

  describe('pickup place coordinates', () => {
    const pickupBody = (id: string, details: Record<string, unknown>) =>
      methodBody(id, {
        name: 'Пункт выдачи на Тверской',
        priceKopecks: 0,
        freeFromKopecks: null,
        details: { pickupAddress: 'Москва, Тверская ул., 7', ...details },
      });

    it("keeps a pickup point's coordinates, and the checkout receives them with the method", async () => {
      const created = await call(
        'POST',
        '/api/admin/shipping/methods',
        'admin',
        pickupBody('tverskaya', { latitude: 55.7577, longitude: 37.6129 }),
      );
      expect(created.status).toBe(200);
      expect((await json(created)).data.details).toMatchObject({ latitude: 55.7577, longitude: 37.6129 });

      const listed = (await json(await call('GET', '/api/admin/shipping/methods', 'admin'))).data as {
        id: string;
        details: Record<string, unknown>;
      }[];
      expect(listed.find((method) => method.id === 'tverskaya')?.details).toMatchObject({
        latitude: 55.7577,
        longitude: 37.6129,
      });
      const offered = (await checkoutMethods(100_000)) as unknown as { id: string; details: object }[];
      expect(offered.find((method) => method.id === 'tverskaya')?.details).toEqual({
        pickupAddress: 'Москва, Тверская ул., 7',
        latitude: 55.7577,
        longitude: 37.6129,
      });

      // Cleared by sending both empty.
      const cleared = await call(
        'PUT',
        '/api/admin/shipping/methods/tverskaya',
        'admin',
        pickupBody('tverskaya', { latitude: null, longitude: null }),
      );
      expect(cleared.status).toBe(200);
      expect((await json(cleared)).data.details).toMatchObject({ latitude: null, longitude: null });
    });

    it.each([
      [
        'a latitude past the pole',
        { latitude: 90.5, longitude: 37 },
        'details.latitude',
        'Широта — число от −90 до 90, например 55.7595',
      ],
      [
        'a longitude past -180',
        { latitude: 55, longitude: -180.01 },
        'details.longitude',
        'Долгота — число от −180 до 180, например 37.6455',
      ],
      [
        'a latitude as text',
        { latitude: '55,75', longitude: 37 },
        'details.latitude',
        'Широта — число от −90 до 90, например 55.7595',
      ],
      [
        'a latitude alone',
        { latitude: 55.75 },
        'details.longitude',
        'Укажите и широту, и долготу — или оставьте оба поля пустыми',
      ],
      [
        'a longitude alone',
        { latitude: null, longitude: 37.6 },
        'details.latitude',
        'Укажите и широту, и долготу — или оставьте оба поля пустыми',
      ],
    ])('refuses %s with a Russian message on its field', async (_label, details, field, message) => {
      const response = await call(
        'POST',
        '/api/admin/shipping/methods',
        'admin',
        pickupBody(`p-${kind}`, details),
      );
      expect(response.status).toBe(400);
      expect((await json(response)).error.fields[field]).toBe(message);
    });

    it('accepts the extreme coordinates and refuses a detail it does not know', async () => {
      const edge = await call(
        'POST',
        '/api/admin/shipping/methods',
        'admin',
        pickupBody(`edge-${kind}`, { latitude: -90, longitude: 180 }),
      );
      expect(edge.status).toBe(200);
      const unknown = await call(
        'POST',
        '/api/admin/shipping/methods',
        'admin',
        pickupBody(`lat-${kind}`, { lat: 55.75, lng: 37.61 }),
      );
      expect(unknown.status).toBe(400);
      expect((await json(unknown)).error).toHaveProperty('message');
      const listed = (await json(await call('GET', '/api/admin/shipping/methods', 'admin'))).data as {
        id: string;
      }[];
      expect(listed.map((method) => method.id)).not.toContain(`lat-${kind}`);
    });
  });
});
