import { schema } from '@shop/db';
import { testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../testing/test-app';

describe.each(testDatabaseKinds())('shipping on %s', (kind) => {
  let t: TestApp;
  const get = async (path: string) => {
    const response = await t.app.request(`/api/shipping${path}`);
    return { status: response.status, body: await json(response) };
  };
  const calculate = async (body: unknown) => {
    const response = await t.app.request('/api/shipping/calculate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await json(response) };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('offers the built-in courier while the shop has no methods: 300 ₽, free from 3 000 ₽', async () => {
    const { status, body } = await get('/methods');
    expect(status).toBe(200);
    expect(body.data.methods).toEqual([
      expect.objectContaining({
        id: 'courier',
        priceKopecks: 30_000,
        feeKopecks: 30_000,
        freeFromKopecks: 300_000,
        estimatedDays: '1-2 рабочих дня',
      }),
    ]);
    expect((await calculate({ subtotalKopecks: 300_000 })).body.data).toMatchObject({
      methodId: 'courier',
      feeKopecks: 0,
      freeShipping: true,
      amountToFreeShippingKopecks: 0,
    });
  });

  it('refuses the spec’s orderValue and other fields it does not know with a 400 that names them', async () => {
    for (const path of ['/methods?orderValue=5000', '/settings?orderValue=5000&region=moscow']) {
      const { status, body } = await get(path);
      expect(status, path).toBe(400);
      expect(body.error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Неизвестные поля: orderValue',
        fields: { orderValue: 'Неизвестное поле' },
      });
    }
    const { status, body } = await calculate({ subtotalKopecks: 100, orderValue: 5000, extra: { a: 1 } });
    expect(status).toBe(400);
    expect(body.error.message).toBe('Неизвестные поля: orderValue, extra');
  });

  describe('with the shop’s methods', () => {
    beforeAll(async () => {
      await t.deps.database.db.insert(schema.shippingMethods).values([
        {
          id: 'courier',
          name: 'Курьерская доставка',
          priceKopecks: 30_000,
          freeFromKopecks: 300_000,
          estimatedDays: '1-2 рабочих дня',
          regions: ['moscow'],
          isDefault: true,
        },
        {
          id: 'cdek',
          name: 'СДЭК',
          priceKopecks: 39_000,
          freeFromKopecks: 500_000,
          estimatedDays: '2-5 рабочих дней',
          sortOrder: 1,
          details: { carrier: 'СДЭК', trackingAvailable: true },
        },
        {
          id: 'express',
          name: 'Экспресс',
          priceKopecks: 90_000,
          estimatedDays: 'в день заказа',
          minOrderValueKopecks: 1_000_000,
          regions: ['moscow'],
          sortOrder: 2,
        },
        { id: 'closed', name: 'Закрыт', priceKopecks: 1, estimatedDays: '-', isActive: false, sortOrder: 3 },
      ]);
    });

    it('lists the methods that fit the order value and region, with their fees', async () => {
      const ids = async (query: string) =>
        (await get(`/methods?${query}`)).body.data.methods.map((m: { id: string; feeKopecks: number }) => [
          m.id,
          m.feeKopecks,
        ]);
      expect(await ids('orderValueKopecks=100000')).toEqual([
        ['courier', 30_000],
        ['cdek', 39_000],
      ]);
      expect(await ids('orderValueKopecks=1000000&region=moscow')).toEqual([
        ['courier', 0],
        ['cdek', 0],
        ['express', 90_000],
      ]);
      expect(await ids('orderValueKopecks=1000000&region=kazan')).toEqual([['cdek', 0]]);
    });

    it('answers the settings: the default method, its threshold and fee', async () => {
      const { body } = await get('/settings?orderValueKopecks=250000');
      expect(body.data).toMatchObject({
        region: 'moscow',
        defaultMethod: 'courier',
        freeShipping: { enabled: true, minOrderValueKopecks: 300_000 },
        calculatedShipping: { methodId: 'courier', priceKopecks: 30_000 },
      });
      expect((await get('/settings?region=kazan')).body.data).toMatchObject({
        defaultMethod: 'cdek',
        calculatedShipping: { methodId: 'cdek', priceKopecks: 39_000 },
      });
    });

    it('calculates the fee of a named method', async () => {
      const { status, body } = await calculate({
        subtotalKopecks: 450_000,
        region: 'kazan',
        methodId: 'cdek',
      });
      expect(status).toBe(200);
      expect(body.data).toEqual({
        methodId: 'cdek',
        name: 'СДЭК',
        feeKopecks: 39_000,
        estimatedDays: '2-5 рабочих дней',
        freeShipping: false,
        freeFromKopecks: 500_000,
        amountToFreeShippingKopecks: 50_000,
      });
    });

    it('refuses an unknown or closed method, one that does not fit, and an unknown region', async () => {
      const unknown = await calculate({ subtotalKopecks: 1, methodId: 'teleport' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toMatchObject({
        message: 'Способ доставки не найден',
        fields: { methodId: 'Способ доставки не найден' },
      });
      expect((await calculate({ subtotalKopecks: 1, methodId: 'closed' })).status).toBe(404);
      const unfit = await calculate({ subtotalKopecks: 1, methodId: 'express' });
      expect(unfit.status).toBe(409);
      expect(unfit.body.error.message).toBe('Этот способ доставки недоступен для вашего заказа');
      await t.deps.database.db.update(schema.shippingMethods).set({ regions: ['moscow'] });
      const region = await get('/methods?region=vladivostok');
      expect(region.status).toBe(404);
      expect(region.body.error.message).toBe('Доставка в этот регион недоступна');
      await t.deps.database.db.update(schema.shippingMethods).set({ regions: [] });
    });
  });

  it.each([
    ['/methods?orderValueKopecks=-1', 'orderValueKopecks'],
    ['/methods?orderValueKopecks=abc', 'orderValueKopecks'],
    ['/methods?orderValueKopecks=1.5', 'orderValueKopecks'],
    ['/methods?orderValueKopecks=99999999999999', 'orderValueKopecks'],
    ['/settings?region=Moscow', 'region'],
    ['/settings?region=%3Cscript%3E', 'region'],
  ])('answers 400 naming the field for %s', async (path, field) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields ?? {})).toContain(field);
  });

  it('refuses a NUL byte in the query with the JSON error body', async () => {
    const { status, body } = await get('/settings?region=moscow%00');
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });

  it.each([
    [{ subtotalKopecks: -1 }, 'subtotalKopecks'],
    [{ subtotalKopecks: '100' }, 'subtotalKopecks'],
    [{ subtotalKopecks: 1.5 }, 'subtotalKopecks'],
    [{}, 'subtotalKopecks'],
    [{ subtotalKopecks: 1, methodId: 5 }, 'methodId'],
  ])('refuses a bad calculation body %j with 400', async (body, field) => {
    const answer = await calculate(body);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.fields)).toContain(field);
  });
});
