import { createProduct, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, login, requestAs } from '../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../testing/test-app';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 8, minute)).toISOString();

describe.each(testDatabaseKinds())(
  "a buyer's lists of products (/api/auth/me/wishlist, /viewed) on %s",
  (kind) => {
    let t: TestApp;
    let ids: number[];
    beforeAll(async () => {
      t = await createTestApp(kind);
      const db = t.deps.database.db;
      ids = [];
      for (let i = 0; i < 3; i++) ids.push((await createProduct(db)).id);
    });
    afterAll(() => t.close());

    async function signedIn() {
      const account = await createAccount(t);
      return (await login(t, account.email, account.password)).token;
    }
    const read = async (token: string, list = 'wishlist') =>
      (await json(await requestAs(t, token, 'GET', `/api/auth/me/${list}`))).data.items;
    const put = (token: string, items: unknown, list = 'wishlist') =>
      requestAs(t, token, 'PUT', `/api/auth/me/${list}`, { items });

    it('starts empty, keeps what she saves newest first, and answers it back', async () => {
      const token = await signedIn();
      expect(await read(token)).toEqual([]);
      const [a = 0, b = 0, c = 0] = ids;
      const saved = await put(token, [
        { productId: a, addedAt: at(1) },
        { productId: c, addedAt: at(3) },
        { productId: b, addedAt: at(2) },
      ]);
      expect(saved.status).toBe(200);
      const newestFirst = [
        { productId: c, addedAt: at(3) },
        { productId: b, addedAt: at(2) },
        { productId: a, addedAt: at(1) },
      ];
      expect((await json(saved)).data.items).toEqual(newestFirst);
      expect(await read(token)).toEqual(newestFirst);

      await put(token, [{ productId: b, addedAt: at(2) }]);
      expect(await read(token)).toEqual([{ productId: b, addedAt: at(2) }]);
    });

    it('leaves out a product the shop no longer has', async () => {
      const token = await signedIn();
      const saved = await put(token, [
        { productId: 2_000_000_000, addedAt: at(5) },
        { productId: ids[0], addedAt: at(4) },
      ]);
      expect((await json(saved)).data.items).toEqual([{ productId: ids[0], addedAt: at(4) }]);
    });

    it("shows a buyer her own wishlist only, never another buyer's", async () => {
      const anna = await signedIn();
      const vera = await signedIn();
      await put(anna, [{ productId: ids[0], addedAt: at(1) }]);
      expect(await read(vera)).toEqual([]);
      await put(vera, []);
      expect(await read(anna)).toEqual([{ productId: ids[0], addedAt: at(1) }]);
    });

    it('asks a guest to sign in', async () => {
      expect((await requestAs(t, undefined, 'GET', '/api/auth/me/wishlist')).status).toBe(401);
      expect((await requestAs(t, undefined, 'PUT', '/api/auth/me/wishlist', { items: [] })).status).toBe(401);
    });

    it('answers 400 naming the field: over 200 products, a repeated product, a bad id or date', async () => {
      const token = await signedIn();
      await put(token, [{ productId: ids[1], addedAt: at(1) }]);

      const tooMany = await put(
        token,
        Array.from({ length: 201 }, (_, i) => ({ productId: i + 1, addedAt: at(0) })),
      );
      expect(tooMany.status).toBe(400);
      expect((await json(tooMany)).error).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { items: 'В избранном не больше 200 товаров' },
      });
      const twoHundred = await put(
        token,
        Array.from({ length: 200 }, (_, i) => ({ productId: i + 1, addedAt: at(0) })),
      );
      expect(twoHundred.status).toBe(200);
      await put(token, [{ productId: ids[1], addedAt: at(1) }]);

      const repeated = await put(token, [
        { productId: ids[0], addedAt: at(2) },
        { productId: ids[0], addedAt: at(1) },
      ]);
      expect((await json(repeated)).error.fields).toEqual({ 'items.1.productId': 'Товар уже в избранном' });

      const badId = await put(token, [{ productId: 'p1', addedAt: at(1) }]);
      expect(badId.status).toBe(400);
      expect(Object.keys((await json(badId)).error.fields)).toEqual(['items.0.productId']);

      const badDate = await put(token, [{ productId: ids[0], addedAt: 'вчера' }]);
      expect((await json(badDate)).error.fields).toEqual({ 'items.0.addedAt': 'Неверная дата' });

      expect(await read(token)).toEqual([{ productId: ids[1], addedAt: at(1) }]);
    });

    it('keeps the recently viewed products apart from the wishlist, at most 20 of them', async () => {
      const token = await signedIn();
      await put(token, [{ productId: ids[0], addedAt: at(1) }]);
      const viewed = await put(
        token,
        [
          { productId: ids[2], addedAt: at(3) },
          { productId: ids[1], addedAt: at(2) },
        ],
        'viewed',
      );
      expect(viewed.status).toBe(200);
      expect(await read(token, 'viewed')).toEqual([
        { productId: ids[2], addedAt: at(3) },
        { productId: ids[1], addedAt: at(2) },
      ]);
      expect(await read(token)).toEqual([{ productId: ids[0], addedAt: at(1) }]);

      const tooMany = await put(
        token,
        Array.from({ length: 21 }, (_, i) => ({ productId: i + 1, addedAt: at(0) })),
        'viewed',
      );
      expect((await json(tooMany)).error.fields).toEqual({
        items: 'В недавно просмотренных не больше 20 товаров',
      });
      const vera = await signedIn();
      expect(await read(vera, 'viewed')).toEqual([]);
      expect((await requestAs(t, undefined, 'GET', '/api/auth/me/viewed')).status).toBe(401);
    });
  },
);
