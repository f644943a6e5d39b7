import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, DbOrTx } from '../client';
import { rawRows } from '../raw-rows';
import {
  orders,
  products,
  productVariants,
  promocodeRedemptions,
  refreshTokens,
  shippingMethods,
  users,
} from '../schema';
import {
  createProduct,
  createPromocode,
  createTestDatabase,
  createUser,
  testDatabaseKinds,
  withStatementLog,
} from '../testing';
import { withTransaction } from '../transaction';
import { insertColor, updateColor } from './admin-reference';
import {
  cartItemsOf,
  deleteCartItems,
  findCart,
  insertCartItems,
  lockCart,
  lockCartSnapshot,
  productsForQuote,
  readCartSnapshot,
  setCartPromocode,
  updateCartItem,
  writeCartLines,
} from './carts';
import { variantNames } from './catalog-reference';
import { countCustomerRedemptions } from './promocodes';
import { listShippingMethods } from './shipping';

describe.each(testDatabaseKinds())('cart, shipping and redemption queries on %s', (kind) => {
  let handle: DatabaseHandle;
  const db = () => handle.db;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());

  /** The statements of a read once the names of colors and sizes are kept, as a running server keeps them. */
  const statementLogWithNamesKept = async () => {
    const log = withStatementLog(handle);
    await variantNames(log.database.db);
    log.statements.length = 0;
    return log;
  };

  /** A cart locked for a user whose session holds, as every caller goes on only then. */
  const lockedCart = async (
    tx: Parameters<typeof lockCartSnapshot>[0],
    userId: string,
    productIds?: number[],
  ) => {
    const snapshot = await lockCartSnapshot(tx, { userId }, productIds ? { productIds } : {});
    if (snapshot.session !== 'ok') throw new Error(`session ${snapshot.session}`);
    return snapshot;
  };

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

  it('reads a cart, its lines and their products in one statement, as the separate reads give them', async () => {
    const user = await createUser(db());
    const [first, second, asked] = [
      await createProduct(db()),
      await createProduct(db()),
      await createProduct(db()),
    ];
    expect(await readCartSnapshot(db(), { userId: user.id }, [asked.id])).toEqual({
      session: 'ok',
      cart: undefined,
      items: [],
      products: await productsForQuote(db(), [asked.id]),
    });
    const cart = await withTransaction(db(), (tx) => lockCart(tx, user.id));
    await setCartPromocode(db(), cart.id, {
      code: 'SALE',
      promocodeId: '00000000-0000-4000-8000-000000000000',
      discountKopecks: 1,
      shippingDiscountKopecks: 0,
      discountType: 'percentage',
      appliedAt: '2026-01-01T00:00:00.000Z',
    });
    await insertCartItems(db(), cart.id, [line(second.id, { quantity: 2 })]);
    await insertCartItems(db(), cart.id, [
      line(first.id, {
        isWholesale: true,
        wholesaleGroupId: `wg_${first.id}_individual_BLK_M`,
        wholesaleMetadata: {
          groupType: 'individual',
          retailPriceKopecks: 299_000,
          wholesalePriceKopecks: 250_000,
          appliedDiscountKopecks: 49_000,
          discountPercentage: 16.4,
        },
      }),
    ]);
    const { database, statements } = await statementLogWithNamesKept();
    const snapshot = await readCartSnapshot(database.db, { userId: user.id }, [asked.id]);
    expect(statements).toHaveLength(1);
    const stored = await findCart(db(), user.id);
    expect(snapshot.cart).toEqual(stored?.cart);
    expect(snapshot.items).toEqual(stored?.items);
    const byId = (rows: { id: number }[]) => [...rows].sort((a, b) => a.id - b.id);
    expect(byId(snapshot.products)).toEqual(
      byId(await productsForQuote(db(), [first.id, second.id, asked.id])),
    );
  });

  it('writes lines only into the cart as it was read, and only where the stock covers them', async () => {
    const user = await createUser(db());
    const product = await createProduct(db(), {
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 3 }],
    });
    const stock = (quantity: number) => [
      { productId: product.id, colorCode: 'BLK', sizeCode: 'M', quantity },
    ];
    const owner = { userId: user.id };
    const first = await writeCartLines(db(), {
      owner,
      version: null,
      inserts: [line(product.id, { quantity: 2 })],
      changes: [],
      stock: stock(2),
      products: [],
    });
    expect(first?.cart).toMatchObject({ userId: user.id, version: 1 });
    expect(first?.added).toEqual((await findCart(db(), user.id))?.items);
    // A second "first" write, and a write from a version already moved on, write nothing.
    const again = { owner, inserts: [line(product.id)], changes: [], stock: stock(1), products: [] };
    expect(await writeCartLines(db(), { ...again, version: null })).toBeUndefined();
    expect(await writeCartLines(db(), { ...again, version: 0 })).toBeUndefined();
    // More than the stock: nothing written, the version stays.
    const item = first!.added[0]!;
    const grow = { id: item.id, quantity: 4, priceKopecks: 1 };
    expect(
      await writeCartLines(db(), {
        owner,
        version: 1,
        inserts: [],
        changes: [grow],
        stock: stock(4),
        products: [],
      }),
    ).toBeUndefined();
    const grown = await writeCartLines(db(), {
      owner,
      version: 1,
      inserts: [],
      changes: [{ ...grow, quantity: 3 }],
      stock: stock(3),
      products: [],
    });
    expect(grown?.cart.version).toBe(2);
    expect((await findCart(db(), user.id))?.items).toMatchObject([
      { id: item.id, quantity: 3, priceKopecks: 1 },
    ]);
    // A removal from a version already moved on removes nothing; from the version read, the line goes.
    const removal = { owner, inserts: [], changes: [], deletes: [item.id], stock: [], products: [] };
    expect(await writeCartLines(db(), { ...removal, version: 1 })).toBeUndefined();
    expect((await findCart(db(), user.id))?.items).toHaveLength(1);
    expect((await writeCartLines(db(), { ...removal, version: 2 }))?.cart.version).toBe(3);
    expect((await findCart(db(), user.id))?.items).toEqual([]);
  });

  it('writes lines only while the products they were priced on are unchanged and the session holds', async () => {
    const user = await createUser(db());
    const owner = { userId: user.id };
    const product = await createProduct(db(), {
      variants: [
        { colorCode: 'BLK', sizeCode: 'M', quantity: 5 },
        { colorCode: 'BLK', sizeCode: 'L', quantity: 5 },
      ],
    });
    const stock = [{ productId: product.id, colorCode: 'BLK', sizeCode: 'M', quantity: 1 }];
    const write = (version: number | null, priced: Awaited<ReturnType<typeof productsForQuote>>) =>
      writeCartLines(db(), {
        owner,
        version,
        inserts: [line(product.id)],
        changes: [],
        stock,
        products: priced,
      });
    const asRead = await productsForQuote(db(), [product.id]);
    expect(asRead[0]?.rowVersion).toMatch(/^\d+\/\d+$/);
    expect((await write(null, asRead))?.cart.version).toBe(1);
    // The price changed after the read: the product's row is another version.
    await db().update(products).set({ priceKopecks: 100_000 }).where(eq(products.id, product.id));
    expect(await write(1, asRead)).toBeUndefined();
    const repriced = await productsForQuote(db(), [product.id]);
    expect(repriced[0]?.rowVersion).not.toBe(asRead[0]?.rowVersion);
    expect((await write(1, repriced))?.cart.version).toBe(2);
    // Another size sold: the card (its stock) is another version, although the line's own stock still covers it.
    await db()
      .update(productVariants)
      .set({ quantity: 4 })
      .where(and(eq(productVariants.productId, product.id), eq(productVariants.sizeCode, 'L')));
    expect(await write(2, repriced)).toBeUndefined();
    // A blocked buyer's write is refused with everything else as read.
    const current = await productsForQuote(db(), [product.id]);
    await db().update(users).set({ blockedAt: new Date() }).where(eq(users.id, user.id));
    expect(await write(2, current)).toBeUndefined();
    await db().update(users).set({ blockedAt: null }).where(eq(users.id, user.id));
    expect((await write(2, current))?.cart.version).toBe(3);
    // A product gone since the read.
    await db().delete(products).where(eq(products.id, product.id));
    expect(await write(3, current)).toBeUndefined();
    expect((await findCart(db(), user.id))?.cart.version).toBe(3);
  });

  it('commits a line write without waiting for the disk, and only that transaction', async () => {
    const user = await createUser(db());
    const product = await createProduct(db(), {
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 3 }],
    });
    const setting = async (tx: DbOrTx) =>
      rawRows<{ synchronous_commit: string }>(await tx.execute(sql`show synchronous_commit`))[0]
        ?.synchronous_commit;
    const during = await withTransaction(db(), async (tx) => {
      const before = await setting(tx);
      await writeCartLines(tx, {
        owner: { userId: user.id },
        version: null,
        inserts: [line(product.id)],
        changes: [],
        stock: [{ productId: product.id, colorCode: 'BLK', sizeCode: 'M', quantity: 1 }],
        products: [],
      });
      return { before, after: await setting(tx) };
    });
    expect(during).toEqual({ before: 'on', after: 'off' });
    // The next transaction commits as every other write does (on PGlite, on the very same connection).
    expect(await withTransaction(db(), setting)).toBe('on');
    expect((await findCart(db(), user.id))?.items).toHaveLength(1);
  });

  it('locks a cart and reads it in one statement, bumping its version', async () => {
    const user = await createUser(db());
    const product = await createProduct(db());
    const { database, statements } = await statementLogWithNamesKept();
    const created = await withTransaction(database.db, (tx) => lockedCart(tx, user.id, [product.id]));
    expect(statements).toHaveLength(1);
    expect(created).toMatchObject({ cart: { version: 0 }, items: [], existingOrder: null });
    expect(created.products.map((row) => row.id)).toEqual([product.id]);
    await insertCartItems(db(), created.cart.id, [line(product.id)]);
    const locked = await withTransaction(db(), (tx) => lockedCart(tx, user.id));
    expect(locked.cart.version).toBe(1);
    expect(locked.items).toEqual((await findCart(db(), user.id))?.items);
    expect(locked.products).toEqual(await productsForQuote(db(), [product.id]));
  });

  it("checks the owner's session in the cart's own statement, and locks no cart for one that does not hold", async () => {
    const user = await createUser(db());
    const familyId = '00000000-0000-4000-8000-00000000f001';
    await db()
      .insert(refreshTokens)
      .values({
        userId: user.id,
        familyId,
        tokenHash: `hash-${user.id}`,
        expiresAt: new Date(Date.now() + 60_000),
      });
    const signedIn = { userId: user.id, sessionId: familyId };
    const sessionOf = async (owner: Parameters<typeof readCartSnapshot>[1]) => ({
      read: (await readCartSnapshot(db(), owner)).session,
      locked: (await withTransaction(db(), (tx) => lockCartSnapshot(tx, owner))).session,
    });
    expect(await sessionOf(signedIn)).toEqual({ read: 'ok', locked: 'ok' });
    expect(await sessionOf({ userId: user.id })).toEqual({ read: 'ok', locked: 'ok' });
    const other = await createUser(db());
    await db().update(users).set({ blockedAt: new Date() }).where(eq(users.id, other.id));
    expect(await sessionOf({ userId: other.id })).toEqual({ read: 'blocked', locked: 'blocked' });
    expect(await findCart(db(), other.id)).toBeUndefined();
    // A sign-in that ended, one never made, and a user that is gone: no session, and no cart made for them.
    await db()
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.familyId, familyId));
    expect(await sessionOf(signedIn)).toEqual({ read: null, locked: null });
    expect(await sessionOf({ userId: user.id, sessionId: '00000000-0000-4000-8000-00000000f002' })).toEqual({
      read: null,
      locked: null,
    });
    const gone = '00000000-0000-4000-8000-00000000f003';
    expect(await sessionOf({ userId: gone })).toEqual({ read: null, locked: null });
    expect(await findCart(db(), gone)).toBeUndefined();
  });

  // PGlite has one connection and runs one transaction at a time: only Postgres can change a cart while another
  // transaction waits for its lock.
  it.runIf(kind === 'postgres')(
    'reads the lines again when another transaction changed the cart while the lock was awaited',
    async () => {
      const user = await createUser(db());
      const product = await createProduct(db());
      const cart = await withTransaction(db(), (tx) => lockCart(tx, user.id));
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked: () => void = () => {};
      const holding = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const writer = withTransaction(db(), async (tx) => {
        await lockCart(tx, user.id);
        await insertCartItems(tx, cart.id, [line(product.id)]);
        locked();
        await held;
      });
      await holding;
      const reader = withTransaction(db(), (tx) => lockedCart(tx, user.id));
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      await writer;
      const snapshot = await reader;
      expect(snapshot.items.map((item) => item.productId)).toEqual([product.id]);
      expect(snapshot.products.map((row) => row.id)).toEqual([product.id]);
    },
  );

  it('reads the products of a cart with variants, color names and images in one statement', async () => {
    const products = [
      await createProduct(db(), { variants: [{ colorCode: 'RED', sizeCode: 'S', quantity: 2 }] }),
      await createProduct(db()),
      await createProduct(db()),
    ];
    const { database, statements } = await statementLogWithNamesKept();
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

  it('names a color added since the names were kept, and a color renamed in the back office, at once', async () => {
    const color = { code: 'TEAL', name: { ru: 'Бирюзовый' }, hex: '#008080', sortOrder: 0, isActive: true };
    await variantNames(db());
    await insertColor(db(), color);
    const product = await createProduct(db(), {
      variants: [{ colorCode: 'TEAL', sizeCode: 'M', quantity: 1 }],
    });
    const colorNames = async () =>
      (await productsForQuote(db(), [product.id]))[0]?.variants.map((v) => v.colorName);
    expect(await colorNames()).toEqual(['Бирюзовый']);
    await updateColor(db(), 'TEAL', { ...color, name: { ru: 'Морская волна' } });
    expect(await colorNames()).toEqual(['Морская волна']);
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
