import { deleteUser, findCart, setUserBlocked } from '@shop/db';
import { createProduct, createPromocode, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, login, tokenFor } from '../testing/auth-fixtures';
import { cartRequests } from '../testing/cart-requests';
import { createTestApp, type TestApp } from '../testing/test-app';

/** Every cart call but the promocode's (which have their own sign-in message), each with a valid body. */
function everyCartCall(cart: ReturnType<typeof cartRequests>, productId: number) {
  const ref = { productId, size: 'M', color: 'BLK' };
  const line = { ...ref, quantity: 1 };
  const wholesaleGroupId = `wg_${productId}_individual_BLK_M`;
  return [
    cart.get(),
    cart.add(line),
    cart.addBatch([line]),
    cart.update({ ...ref, newQuantity: 2 }),
    cart.remove(ref),
    cart.clear(),
    cart.migrate([line]),
    cart.updateGroup({ wholesaleGroupId, newQuantity: 2 }),
    cart.removeGroup({ wholesaleGroupId }),
  ];
}

describe.each(testDatabaseKinds())('whose cart it is on %s', (kind) => {
  let t: TestApp;
  const db = () => t.deps.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers every cart call of a guest with 401 and the JSON error body', async () => {
    const guest = cartRequests(t, null);
    const calls = everyCartCall(guest, 1);
    for (const { status, body } of await Promise.all(calls)) {
      expect(status).toBe(401);
      expect(body).toEqual({
        success: false,
        error: { code: 'UNAUTHORIZED', message: 'Требуется вход в систему' },
      });
    }
    const forged = cartRequests(t, 'not-a-token');
    expect((await forged.get()).status).toBe(401);
  });

  it('refuses every cart call of a blocked, signed-out or removed account, and changes nothing', async () => {
    const product = await createProduct(db());
    const line = { productId: product.id, size: 'M', color: 'BLK', quantity: 1 };
    const calls = (cart: ReturnType<typeof cartRequests>) => [
      ...everyCartCall(cart, product.id),
      cart.applyPromocode('ANY'),
      cart.removePromocode(),
    ];
    const cartOf = (userId: string) => findCart(db(), userId);

    const blockedAccount = await createAccount(t);
    const blocked = cartRequests(t, (await login(t, blockedAccount.email, blockedAccount.password)).token);
    expect((await blocked.add(line)).status).toBe(200);
    const before = await cartOf(blockedAccount.id);
    await setUserBlocked(db(), blockedAccount.id, true);
    for (const { status, body } of await Promise.all(calls(blocked))) {
      expect(status).toBe(403);
      expect(body.error.message).toBe('Аккаунт заблокирован. Обратитесь в поддержку магазина');
    }
    expect(await cartOf(blockedAccount.id)).toEqual(before);

    const leaving = await createAccount(t);
    const session = await login(t, leaving.email, leaving.password);
    await t.app.request('/api/auth/logout', {
      method: 'POST',
      headers: { cookie: `refresh_token=${session.refresh}`, origin: 'http://localhost' },
    });
    const removed = await createAccount(t);
    const removedToken = (await login(t, removed.email, removed.password)).token;
    await deleteUser(db(), removed.id);
    for (const token of [session.token, removedToken]) {
      for (const { status, body } of await Promise.all(calls(cartRequests(t, token)))) {
        expect(status).toBe(401);
        expect(body.success).toBe(false);
      }
    }
    expect(await cartOf(leaving.id)).toBeUndefined();
    expect(await cartOf(removed.id)).toBeUndefined();
  });

  it('tells a guest to sign in to use promocodes, in the spec words', async () => {
    const guest = cartRequests(t, null);
    for (const { status, body } of [await guest.applyPromocode('ANY'), await guest.removePromocode()]) {
      expect(status).toBe(401);
      expect(body.error.message).toBe('Вы должны войти в систему, чтобы использовать промокоды');
    }
  });

  it("never shows or changes another customer's cart", async () => {
    const anna = cartRequests(t, await tokenFor(t, 'user'));
    const boris = cartRequests(t, await tokenFor(t, 'user'));
    const product = await createProduct(db());
    const code = await createPromocode(db());
    await anna.add({ productId: product.id, size: 'M', color: 'BLK', quantity: 2 });
    await anna.applyPromocode(code.code);

    expect((await boris.get()).body.data).toMatchObject({ id: null, lines: [], appliedPromocode: null });
    expect(
      (await boris.update({ productId: product.id, size: 'M', color: 'BLK', newQuantity: 9 })).status,
    ).toBe(404);
    expect((await boris.remove({ productId: product.id, size: 'M', color: 'BLK' })).status).toBe(404);
    await boris.clear();
    await boris.removePromocode();

    const annas = (await anna.get()).body.data;
    expect(annas.lines.map((line: { quantity: number }) => line.quantity)).toEqual([2]);
    expect(annas.appliedPromocode.code).toBe(code.code);
  });

  it('lets concurrent adds of one customer queue, so together they never pass the stock', async () => {
    const cart = cartRequests(t, await tokenFor(t, 'user'));
    const product = await createProduct(db(), {
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 3 }],
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        cart.add({ productId: product.id, size: 'M', color: 'BLK', quantity: 1 }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 409, 409]);
    expect((await cart.get()).body.data.lines.map((line: { quantity: number }) => line.quantity)).toEqual([
      3,
    ]);
  });

  it('keeps every line when one buyer adds many at once, each written once', async () => {
    const cart = cartRequests(t, await tokenFor(t, 'user'));
    const products = await Promise.all(Array.from({ length: 8 }, () => createProduct(db())));
    const answers = await Promise.all(
      products.flatMap((product) => [
        cart.add({ productId: product.id, size: 'M', color: 'BLK', quantity: 1 }),
        cart.add({ productId: product.id, size: 'M', color: 'BLK', quantity: 2 }),
      ]),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const lines = (await cart.get()).body.data.lines as { productId: number; quantity: number }[];
    expect(lines.map((line) => line.productId).sort((a, b) => a - b)).toEqual(
      products.map((product) => product.id).sort((a, b) => a - b),
    );
    expect(lines.map((line) => line.quantity)).toEqual(products.map(() => 3));
  });

  it('refuses totals and discounts sent with a line, naming them, and adds nothing', async () => {
    const cart = cartRequests(t, await tokenFor(t, 'user'));
    const product = await createProduct(db(), { priceKopecks: 500_000 });
    const refused = await cart.add({
      productId: product.id,
      size: 'M',
      color: 'BLK',
      quantity: 1,
      unitPriceKopecks: 1,
      discountKopecks: 499_999,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Неизвестные поля: unitPriceKopecks, discountKopecks',
      fields: { unitPriceKopecks: 'Неизвестное поле', discountKopecks: 'Неизвестное поле' },
    });
    expect((await cart.get()).body.data.lines).toEqual([]);
  });

  it('ignores the prices of the spec’s cart item sent with a line', async () => {
    const cart = cartRequests(t, await tokenFor(t, 'user'));
    const product = await createProduct(db(), { priceKopecks: 500_000 });
    const { body } = await cart.add({
      productId: product.id,
      size: 'M',
      color: 'BLK',
      quantity: 1,
      name: 'Дёшево',
      price: 1,
      originalPrice: 1,
      image: '/x.jpg',
      retailPrice: 1,
      wholesalePrice: 1,
      appliedDiscount: 499_999,
      discountPercentage: 99,
    });
    expect(body.data.lines[0]).toMatchObject({
      unitPriceKopecks: 500_000,
      discountKopecks: 0,
      totalKopecks: 500_000,
    });
    expect(body.data.finalTotalKopecks).toBe(500_000);
  });
});
