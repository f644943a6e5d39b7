import { createProduct, createPromocode, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../testing/auth-fixtures';
import { cartRequests } from '../testing/cart-requests';
import { createTestApp, json, type TestApp } from '../testing/test-app';

describe.each(testDatabaseKinds())('checking a promocode on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let productId: number;
  const db = () => t.deps.database.db;
  const validate = async (code: string, body: unknown, auth: string | null = token) => {
    const response = await t.app.request(`/api/promocodes/validate/${encodeURIComponent(code)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? bearer(auth) : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await json(response) };
  };
  const items = (quantity: number) => [{ productId, size: 'M', color: 'BLK', quantity, price: 1 }];

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await tokenFor(t, 'user');
    productId = (await createProduct(db(), { priceKopecks: 100_000 })).id;
  });
  afterAll(() => t.close());

  it('answers the code and its discount on the lines sent, at catalogue prices, ignoring the subtotal', async () => {
    const code = await createPromocode(db(), { discountType: 'percentage', discountValue: 15 });
    const { status, body } = await validate(code.code.toLowerCase(), { subtotal: 1, cartItems: items(2) });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      code: code.code,
      promocodeId: code.id,
      discountType: 'percentage',
      discountKopecks: 30_000,
      shippingDiscountKopecks: 0,
    });
  });

  it("uses the user's server cart when no lines are sent", async () => {
    const own = await tokenFor(t, 'user');
    await cartRequests(t, own).add({ productId, size: 'M', color: 'BLK', quantity: 1 });
    const code = await createPromocode(db(), { discountType: 'free_shipping', discountValue: 0 });
    const { body } = await validate(code.code, {}, own);
    expect(body.data).toMatchObject({ discountKopecks: 0, shippingDiscountKopecks: 30_000 });
  });

  it('refuses with the spec messages', async () => {
    const guest = await validate('ANY', { cartItems: items(1) }, null);
    expect(guest.status).toBe(401);
    expect(guest.body.error.message).toBe('Вы должны войти в систему, чтобы использовать промокоды');
    expect((await validate('NOSUCHCODE', { cartItems: items(1) })).body.error.message).toBe(
      'Неверный промокод',
    );
    const off = await createPromocode(db(), { isActive: false });
    expect((await validate(off.code, { cartItems: items(1) })).body.error.message).toBe(
      'Промокод недействителен',
    );
    const big = await createPromocode(db(), { minOrderValueKopecks: 300_000 });
    const small = await validate(big.code, { subtotal: 1_000_000, cartItems: items(2) });
    expect(small.status).toBe(400);
    expect(small.body.error.message).toBe('Минимальная сумма заказа для этого промокода — 3\u00a0000\u00a0₽');
    expect((await validate(big.code, { cartItems: items(3) })).status).toBe(200);
  });

  it('answers 400 for bad lines', async () => {
    const code = await createPromocode(db());
    expect(
      (await validate(code.code, { cartItems: [{ productId: -1, size: 'M', color: 'BLK', quantity: 1 }] }))
        .status,
    ).toBe(400);
    expect((await validate(code.code, { cartItems: 'all' })).status).toBe(400);
    expect((await validate(code.code, { subtotal: -5 })).status).toBe(400);
  });

  it.each([' ', '\t', '\n', '   '])(
    'answers a blank code (%j) with 400 «Введите промокод», never a 500',
    async (blank) => {
      const { status, body } = await validate(blank, { cartItems: items(1) });
      expect(status).toBe(400);
      expect(body).toEqual({
        success: false,
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Проверьте правильность заполнения полей',
          fields: { code: 'Введите промокод' },
        },
      });
    },
  );
});
