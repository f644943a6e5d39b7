import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { orders, promocodeRedemptions, shippingMethods } from '../schema';
import {
  createProduct,
  createPromocode,
  createTestDatabase,
  createUser,
  testDatabaseKinds,
  withStatementLog,
} from '../testing';
import { withTransaction } from '../transaction';
import {
  cartItemsOf,
  deleteCartItems,
  findCart,
  insertCartItems,
  lockCart,
  productsForQuote,
  setCartPromocode,
  updateCartItem,
} from './carts';
import { countCustomerRedemptions } from './promocodes';
import { listShippingMethods } from './shipping';

describe.each(testDatabaseKinds())('cart, shipping and redemption queries on %s', (kind) => {
  let handle: DatabaseHandle;
  const db = () => handle.db;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());

  const line = (productId: number, overrides: object = {}) => ({
    productId,
    colorCode: 'BLK',
    sizeCode: 'M',
    quantity: 1,
    priceKopecks: 299_000,
    isWholesale: false,
    wholesaleGroupId: null,
    wholesaleMetadata: null,
    ...overrides,
  });

  it('creates one cart per user on first lock and finds it afterwards', async () => {
    const user = await createUser(db());
    expect(await findCart(db(), user.id)).toBeUndefined();
    const first = await withTransaction(db(), (tx) => lockCart(tx, user.id));
    const second = await withTransaction(db(), (tx) => lockCart(tx, user.id));
    expect(second.id).toBe(first.id);
    expect(await findCart(db(), user.id)).toMatchObject({ cart: { id: first.id }, items: [] });
  });

  it('adds, changes and deletes lines, by id, by wholesale group or all of them', async () => {
    const user = await createUser(db());
    const product = await createProduct(db());
    const cart = await withTransaction(db(), (tx) => lockCart(tx, user.id));
    await insertCartItems(db(), cart.id, [
      line(product.id),
      line(product.id, { isWholesale: true, wholesaleGroupId: 'wg_a', quantity: 5 }),
      line(product.id, { isWholesale: true, wholesaleGroupId: 'wg_b', quantity: 5 }),
    ]);
    const [retail] = await cartItemsOf(db(), cart.id);
    await updateCartItem(db(), cart.id, retail!.id, { quantity: 3, priceKopecks: 100 });
    expect((await cartItemsOf(db(), cart.id)).map((item) => [item.quantity, item.priceKopecks])).toEqual([
      [3, 100],
      [5, 299_000],
      [5, 299_000],
    ]);
    expect(await deleteCartItems(db(), cart.id, { wholesaleGroupId: 'wg_a' })).toBe(1);
    expect(await deleteCartItems(db(), cart.id, { itemIds: [retail!.id] })).toBe(1);
    expect((await cartItemsOf(db(), cart.id)).map((item) => item.wholesaleGroupId)).toEqual(['wg_b']);
    expect(await deleteCartItems(db(), cart.id)).toBe(1);
  });

  it("never touches another cart's lines", async () => {
    const [anna, boris] = [await createUser(db()), await createUser(db())];
    const product = await createProduct(db());
    const annas = await withTransaction(db(), (tx) => lockCart(tx, anna.id));
    const boriss = await withTransaction(db(), (tx) => lockCart(tx, boris.id));
    await insertCartItems(db(), annas.id, [line(product.id)]);
    const [item] = await cartItemsOf(db(), annas.id);
    await updateCartItem(db(), boriss.id, item!.id, { quantity: 9, priceKopecks: 1 });
    expect(await deleteCartItems(db(), boriss.id, { itemIds: [item!.id] })).toBe(0);
    expect((await cartItemsOf(db(), annas.id))[0]).toMatchObject({ quantity: 1, priceKopecks: 299_000 });
  });

  it('keeps the applied promocode on the cart', async () => {
    const user = await createUser(db());
    const cart = await withTransaction(db(), (tx) => lockCart(tx, user.id));
    const applied = {
      code: 'SUMMER10',
      promocodeId: '00000000-0000-4000-8000-000000000000',
      discountKopecks: 100,
      shippingDiscountKopecks: 0,
      discountType: 'percentage' as const,
      appliedAt: new Date(0).toISOString(),
    };
    await setCartPromocode(db(), cart.id, applied);
    expect((await findCart(db(), user.id))?.cart.appliedPromocode).toEqual(applied);
    await setCartPromocode(db(), cart.id, null);
    expect((await findCart(db(), user.id))?.cart.appliedPromocode).toBeNull();
  });

  it('reads the products of a cart with variants, color names and images in one statement', async () => {
    const products = [
      await createProduct(db(), { variants: [{ colorCode: 'RED', sizeCode: 'S', quantity: 2 }] }),
      await createProduct(db()),
      await createProduct(db()),
    ];
    const { database, statements } = withStatementLog(handle);
    const rows = await productsForQuote(
      database.db,
      products.map((product) => product.id),
    );
    expect(statements).toHaveLength(1);
    expect(rows.map((row) => row.id).sort()).toEqual(products.map((product) => product.id).sort());
    const red = rows.find((row) => row.id === products[0]!.id);
    expect(red?.variants).toEqual([
      {
        colorCode: 'RED',
        sizeCode: 'S',
        quantity: 2,
        sku: `${products[0]!.baseSku}-RED-S`,
        colorName: 'Красный',
        sizeName: 'S',
      },
    ]);
    expect(red?.images).toHaveLength(1);
    expect(await productsForQuote(db(), [])).toEqual([]);
  });

  it("counts one customer's redemptions of a code", async () => {
    const [anna, boris] = [await createUser(db()), await createUser(db())];
    const code = await createPromocode(db());
    const orderOf = async (userId: string) => {
      const [order] = await db()
        .insert(orders)
        .values({
          userId,
          customer: { name: 'Анна', phone: '+79990000000' },
          subtotalKopecks: 1,
          totalKopecks: 1,
        })
        .returning({ id: orders.id });
      return order!.id;
    };
    for (const userId of [anna.id, anna.id, boris.id]) {
      await db()
        .insert(promocodeRedemptions)
        .values({ promocodeId: code.id, userId, orderId: await orderOf(userId), discountKopecks: 1 });
    }
    expect(await countCustomerRedemptions(db(), { promocodeId: code.id, userId: anna.id })).toBe(2);
    expect(await countCustomerRedemptions(db(), { promocodeId: code.id, userId: boris.id })).toBe(1);
  });

  it("lists shipping methods in the shop's order, inactive ones included", async () => {
    await db()
      .insert(shippingMethods)
      .values([
        { id: 'post', name: 'Почта', priceKopecks: 1, estimatedDays: '5', sortOrder: 2 },
        { id: 'courier', name: 'Курьер', priceKopecks: 1, estimatedDays: '1', sortOrder: 0, isActive: false },
        { id: 'cdek', name: 'СДЭК', priceKopecks: 1, estimatedDays: '3', sortOrder: 1 },
      ]);
    expect((await listShippingMethods(db())).map((method) => method.id)).toEqual(['courier', 'cdek', 'post']);
  });
});
