import { listActiveColors, updateColor } from '@shop/db';
import { createProduct, sql, testDatabaseKinds, withStatementLog } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { tokenFor } from '../testing/auth-fixtures';
import { cartRequests } from '../testing/cart-requests';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * A server plans a cart change on the cart and products it read or wrote last (services/cart/cart-memory.ts):
 * whatever changed them since, elsewhere, the answer is the cart as it now stands.
 */
describe.each(testDatabaseKinds())('a cart change planned on what the server remembers, on %s', (kind) => {
  let t: TestApp;
  const db = () => t.deps.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** The same buyer on this server and on another one over the same database (each remembers its own). */
  const buyerOnTwoServers = async () => {
    const token = await tokenFor(t, 'user');
    const other = createApp({ ...t.deps, database: withStatementLog(t.deps.database).database });
    return { here: cartRequests(t, token), there: cartRequests({ ...t, app: other.app }, token) };
  };
  const variant = (productId: number) => ({ productId, size: 'M', color: 'BLK' });
  const line = (productId: number, quantity = 1) => ({ ...variant(productId), quantity });
  const setStock = (productId: number, quantity: number) =>
    db().execute(sql`update product_variants set quantity = ${quantity}
      where product_id = ${productId} and size_code = 'M'`);

  it('answers the lines another server wrote since, with the new one', async () => {
    const { here, there } = await buyerOnTwoServers();
    const [first, second] = [await createProduct(db()), await createProduct(db())];
    expect((await here.add(line(first.id))).status).toBe(200);
    expect((await there.update({ ...variant(first.id), newQuantity: 3 })).status).toBe(200);
    const { status, body } = await here.add(line(second.id, 2));
    expect(status).toBe(200);
    expect(body.data.lines).toMatchObject([
      { productId: first.id, quantity: 3 },
      { productId: second.id, quantity: 2 },
    ]);
  });

  it('prices a change at the price staff set since, not the one remembered', async () => {
    const { here } = await buyerOnTwoServers();
    const product = await createProduct(db(), { priceKopecks: 150_000 });
    expect((await here.add(line(product.id))).body.data.lines[0].unitPriceKopecks).toBe(150_000);
    await db().execute(sql`update products set price_kopecks = 120000 where id = ${product.id}`);
    const { status, body } = await here.update({ ...variant(product.id), newQuantity: 2 });
    expect(status).toBe(200);
    expect(body.data.lines).toMatchObject([
      { quantity: 2, unitPriceKopecks: 120_000, totalKopecks: 240_000 },
    ]);
    expect(body.data.subtotalKopecks).toBe(240_000);
  });

  it('takes more once the product is restocked, though it remembered the last item', async () => {
    const { here } = await buyerOnTwoServers();
    const product = await createProduct(db(), {
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 1 }],
    });
    expect((await here.add(line(product.id))).status).toBe(200);
    expect((await here.update({ ...variant(product.id), newQuantity: 2 })).body.error.message).toBe(
      'Недостаточно товара',
    );
    await setStock(product.id, 5);
    const { status, body } = await here.update({ ...variant(product.id), newQuantity: 3 });
    expect(status).toBe(200);
    expect(body.data.lines).toMatchObject([{ quantity: 3, availableQuantity: 5 }]);
  });

  it('refuses more than the stock left after a sale elsewhere, and keeps the cart', async () => {
    const { here } = await buyerOnTwoServers();
    const product = await createProduct(db(), {
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 5 }],
    });
    const added = await here.add(line(product.id));
    expect(added.status).toBe(200);
    await setStock(product.id, 1);
    const { status, body } = await here.update({ ...variant(product.id), newQuantity: 3 });
    expect(status).toBe(409);
    expect(body.error.message).toBe('Недостаточно товара');
    expect((await here.get()).body.data.lines).toMatchObject([{ quantity: 1, availableQuantity: 1 }]);
  });

  it('names the color as staff renamed it since', async () => {
    const { here } = await buyerOnTwoServers();
    const product = await createProduct(db());
    expect((await here.add(line(product.id))).body.data.lines[0].colorName).toBe('Чёрный');
    const black = (await listActiveColors(db())).find((color) => color.code === 'BLK');
    if (!black) throw new Error('no BLK color');
    const { code, hex, sortOrder, isActive } = black;
    await updateColor(db(), 'BLK', { code, hex, sortOrder, isActive, name: { ru: 'Угольный' } });
    try {
      const { body } = await here.update({ ...variant(product.id), newQuantity: 2 });
      expect(body.data.lines).toMatchObject([{ quantity: 2, colorName: 'Угольный' }]);
    } finally {
      await updateColor(db(), 'BLK', { code, hex, sortOrder, isActive, name: black.name });
    }
  });
});
