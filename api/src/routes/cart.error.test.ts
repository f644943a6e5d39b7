import { saveSettingsValue } from '@shop/db';
import { createProduct, createPromocode, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../testing/auth-fixtures';
import { cartRequests } from '../testing/cart-requests';
import { createTestApp, type TestApp } from '../testing/test-app';

describe.each(testDatabaseKinds())('cart refusals on %s', (kind) => {
  let t: TestApp;
  let cart: ReturnType<typeof cartRequests>;
  let productId: number;
  const db = () => t.deps.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cart = cartRequests(t, await tokenFor(t, 'user'));
    productId = (await createProduct(db(), { variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 3 }] }))
      .id;
  });
  afterAll(() => t.close());

  const line = (overrides: object = {}) => ({
    productId,
    size: 'M',
    color: 'BLK',
    quantity: 1,
    ...overrides,
  });

  it('refuses more than the stock with "Недостаточно товара" and what is left, and saves nothing', async () => {
    const refused = await cart.add(line({ quantity: 4 }));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      error: {
        code: 'INSUFFICIENT_STOCK',
        message: 'Недостаточно товара',
        fields: { quantity: 'Осталось 3 шт.' },
      },
    });
    expect((await cart.get()).body.data.lines).toEqual([]);

    await cart.add(line({ quantity: 2 }));
    const more = await cart.add(line({ quantity: 2 }));
    expect(more.status).toBe(409);
    expect(more.body.error.fields).toEqual({ quantity: 'Осталось 3 шт., в корзине уже 2 шт.' });
    const tooMany = await cart.update({ productId, size: 'M', color: 'BLK', newQuantity: 5 });
    expect(tooMany.status).toBe(409);
    expect((await cart.get()).body.data.lines[0].quantity).toBe(2);
    await cart.clear();
  });

  it('answers 404 for an unknown product, variant, line or wholesale set', async () => {
    expect((await cart.add(line({ productId: 99_999_999 }))).body.error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Товар не найден',
      fields: { productId: 'Товар не найден' },
    });
    expect((await cart.add(line({ size: 'XXL' }))).body.error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Такого сочетания цвета и размера нет',
      fields: {
        color: 'Такого сочетания цвета и размера нет',
        size: 'Такого сочетания цвета и размера нет',
      },
    });
    const notThere = await cart.update({ productId, size: 'M', color: 'BLK', newQuantity: 1 });
    expect(notThere.status).toBe(404);
    expect(notThere.body.error.message).toBe('Товара нет в корзине');
    expect((await cart.remove({ productId, size: 'M', color: 'BLK' })).status).toBe(404);
    const noGroup = await cart.updateGroup({ wholesaleGroupId: 'wg_1_full_set_all_all', newQuantity: 2 });
    expect(noGroup.status).toBe(404);
    expect(noGroup.body.error.message).toBe('Оптового набора нет в корзине');
    expect((await cart.removeGroup({ wholesaleGroupId: 'wg_1_full_set_all_all' })).status).toBe(404);
  });

  it('refuses a wholesale line of a product not sold wholesale, and a retail line of a wholesale-only one', async () => {
    const wholesaleOff = await cart.add(line({ isWholesale: true }));
    expect(wholesaleOff.status).toBe(409);
    expect(wholesaleOff.body.error.message).toBe('Оптовая продажа недоступна для этого товара');
    const wholesaleOnly = await createProduct(db(), {
      retail: { enabled: false },
      wholesale: { available: true, enabled: true, minQuantity: 5, discountPercentage: 15 },
    });
    const retail = await cart.add(line({ productId: wholesaleOnly.id }));
    expect(retail.status).toBe(409);
    expect(retail.body.error.message).toBe('Этот товар продаётся только оптом');
  });

  it("keeps retail quantities within the product's range, else the shop's default", async () => {
    const limited = await createProduct(db(), { retail: { maxQuantity: 2 } });
    const refused = await cart.add(line({ productId: limited.id, quantity: 3 }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Недопустимое количество',
      fields: { quantity: 'Можно купить не более 2 шт.' },
    });
    const pairs = await createProduct(db(), { retail: { minQuantity: 2, maxQuantity: 4 } });
    expect((await cart.add(line({ productId: pairs.id, quantity: 1 }))).body.error.fields).toEqual({
      quantity: 'Можно купить от 2 до 4 шт.',
    });
    expect((await cart.add(line({ productId: pairs.id, quantity: 2 }))).status).toBe(200);
    await cart.clear();
  });

  it('refuses retail lines while the shop sells wholesale only', async () => {
    await saveSettingsValue(db(), 'retail_wholesale', { enabled: true, allowRetailPurchases: false }, null);
    try {
      const refused = await cart.add(line());
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe('Этот товар продаётся только оптом');
    } finally {
      await saveSettingsValue(db(), 'retail_wholesale', { enabled: true, allowRetailPurchases: true }, null);
    }
    expect((await cart.add(line())).status).toBe(200);
    await cart.clear();
  });

  it.each([
    ['a negative quantity', { quantity: -1 }, 'quantity'],
    ['a zero quantity', { quantity: 0 }, 'quantity'],
    ['a huge quantity', { quantity: 1_000_000 }, 'quantity'],
    ['a fractional quantity', { quantity: 1.5 }, 'quantity'],
    ['a quantity as text', { quantity: '2' }, 'quantity'],
    ['a product id as an object', { productId: { $gt: 0 } }, 'productId'],
    ['a product id that is not digits', { productId: 'abc' }, 'productId'],
    ['a product id beyond int4', { productId: 99_999_999_999 }, 'productId'],
    ['an empty size', { size: '' }, 'size'],
    ['a color with markup', { color: '<b>' }, 'color'],
    [
      'a wholesale group id of another shape',
      { isWholesale: true, wholesaleGroupId: 'x' },
      'wholesaleGroupId',
    ],
  ])('answers 400 naming the field for %s', async (_name, overrides, field) => {
    const { status, body } = await cart.add(line(overrides));
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.error.fields)).toContain(field);
    expect((await cart.get()).body.data.lines).toEqual([]);
  });

  it('tells in words what a line lacks or carries wrong, in the cart and the change of a line', async () => {
    const { size: _size, ...withoutSize } = line();
    const { color: _color, ...withoutColor } = line();
    expect((await cart.add(withoutSize)).body.error.fields).toEqual({ size: 'Выберите размер' });
    expect((await cart.add(withoutColor)).body.error.fields).toEqual({ color: 'Выберите цвет' });
    expect((await cart.add(line({ size: '' }))).body.error.fields).toEqual({ size: 'Выберите размер' });
    expect((await cart.add(line({ size: 7 }))).body.error.fields).toEqual({ size: 'Неверный код' });
    for (const newQuantity of [-1, 1.5, 1_001, '2']) {
      const { status, body } = await cart.update({ productId, size: 'M', color: 'BLK', newQuantity });
      expect(status).toBe(400);
      expect(body.error.fields).toEqual({
        newQuantity: 'Неверное количество: нужно целое число от 0 до 1 000',
      });
    }
    const group = await cart.updateGroup({ wholesaleGroupId: 'wg_1_full_set_all_all', newQuantity: 0 });
    expect(group.body.error.fields).toEqual({
      newQuantity: 'Неверное количество: нужно целое число от 1 до 1 000',
    });
  });

  it('refuses a NUL byte, a body that is not JSON and malformed JSON with the JSON error body', async () => {
    const nul = await cart.add(line({ color: 'BLK\u0000' }));
    expect(nul.status).toBe(400);
    expect(nul.body.success).toBe(false);
    const malformed = await cart.call('POST', '/add', '{"productId":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('INVALID_JSON');
  });

  it('refuses a wholesale set quantity below 1 and an empty batch', async () => {
    expect(
      (await cart.updateGroup({ wholesaleGroupId: 'wg_1_full_set_all_all', newQuantity: 0 })).status,
    ).toBe(400);
    expect((await cart.addBatch([])).status).toBe(400);
    expect((await cart.migrate('not a cart')).status).toBe(400);
  });

  it('refuses a code with the spec messages: empty cart, unknown, the same one again and a second one', async () => {
    const code = await createPromocode(db());
    const second = await createPromocode(db());
    expect((await cart.applyPromocode(code.code)).body.error.message).toBe(
      'Добавьте товары в корзину, чтобы применить промокод',
    );
    await cart.add(line());
    const unknown = await cart.applyPromocode('NOSUCHCODE');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toEqual({
      code: 'BAD_REQUEST',
      message: 'Неверный промокод',
      fields: { promocode: 'Неверный промокод' },
    });
    expect((await cart.applyPromocode(code.code)).status).toBe(200);
    const again = await cart.applyPromocode(code.code.toLowerCase());
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Промокод уже применен');
    const another = await cart.applyPromocode(second.code);
    expect(another.status).toBe(409);
    expect(another.body.error.message).toBe('Только один промокод');
    expect((await cart.get()).body.data.appliedPromocode.code).toBe(code.code);
    expect((await cart.applyPromocode('')).status).toBe(400);
    await cart.clear();
  });
});
