/**
 * What the buyer's hottest requests cost in round trips to the database (each statement, and the BEGIN and
 * COMMIT of a transaction): a change that adds one makes this fail. Counted with the caches of reference data
 * (shipping methods, settings) warm, as a running shop has them.
 */
import { randomUUID } from 'node:crypto';
import { schema } from '@shop/db';
import { createProduct, type ProductRow, testDatabaseKinds, withRoundTripCount } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { telegramOutbox } from '../telegram/outbox';
import { bearer, tokenFor } from '../testing/auth-fixtures';
import { cartRequests } from '../testing/cart-requests';
import { createTestApp, json, type TestApp } from '../testing/test-app';

const checkout = {
  contact: { name: 'Анна Смирнова', phone: '8 (900) 123-45-67' },
  address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
  shippingMethodId: 'courier',
  paymentMethod: 'cash',
};

/**
 * Round trips per request. The cart's calls check the session in their first statement. A change of a cart the
 * server does not remember reads it first; one it remembers (it read or wrote it last) is planned on that, and its
 * write is its only statement, with a read of the products it does not remember yet.
 */
const BUDGET = {
  firstChange: 2,
  addNewProduct: 2,
  addRetail: 1,
  addWholesaleSet: 1,
  changeLine: 1,
  cartRead: 1,
  noCartRead: 1,
  guestOrder: 2,
  guestOrderWithStaffPost: 2,
  signedInOrder: 5,
};

describe.each(testDatabaseKinds())('round trips of the cart and checkout on %s', (kind) => {
  let t: TestApp;
  let counter: ReturnType<typeof withRoundTripCount>;
  let app: TestApp['app'];
  const db = () => t.deps.database.db;
  const counted = async <T>(work: () => Promise<T>): Promise<{ result: T; roundTrips: number }> => {
    counter.reset();
    const result = await work();
    return { result, roundTrips: counter.roundTrips() };
  };
  const placeOrder = async (body: unknown, headers: Record<string, string> = {}) =>
    app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...headers },
      body: JSON.stringify(body),
    });
  const retailProduct = () =>
    createProduct(db(), {
      variants: [
        { colorCode: 'BLK', sizeCode: 'S', quantity: 50 },
        { colorCode: 'BLK', sizeCode: 'M', quantity: 50 },
      ],
    });
  const guestLines = (products: ProductRow[]) =>
    products.map((product) => ({ productId: product.id, colorCode: 'BLK', sizeCode: 'M', quantity: 1 }));

  beforeAll(async () => {
    // The reference caches keep an entry 10 s: the clock stands still here, so that on a slow machine they do
    // not run out between the warm-up and a counted request (timers still run).
    vi.useFakeTimers({ toFake: ['Date'] });
    t = await createTestApp(kind);
    await db().insert(schema.shippingMethods).values({
      id: 'courier',
      name: 'Курьер',
      priceKopecks: 30_000,
      estimatedDays: '1-2 дня',
      isDefault: true,
    });
    counter = withRoundTripCount(t.deps.database);
    app = createApp({ ...t.deps, database: counter.database }).app;
    // Warms the reference caches (shipping methods, settings) and the prepared statements.
    const cart = cartRequests({ ...t, app }, await tokenFor(t, 'user'));
    const warm = await retailProduct();
    await cart.add({ productId: warm.id, size: 'M', color: 'BLK', quantity: 1 });
    await cart.get();
    expect((await placeOrder({ ...checkout, lines: guestLines([warm]) })).status).toBe(201);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  it('adds a retail line, to a new line and to the same line', async () => {
    const cart = cartRequests({ ...t, app }, await tokenFor(t, 'user'));
    const [first, second] = [await retailProduct(), await retailProduct()];
    const started = await counted(() =>
      cart.add({ productId: first.id, size: 'M', color: 'BLK', quantity: 1 }),
    );
    expect(started.result.status).toBe(200);
    const added = await counted(() =>
      cart.add({ productId: second.id, size: 'M', color: 'BLK', quantity: 2 }),
    );
    expect(added.result.status).toBe(200);
    expect(added.result.body.data.lines).toHaveLength(2);
    const again = await counted(() =>
      cart.add({ productId: second.id, size: 'M', color: 'BLK', quantity: 1 }),
    );
    expect(again.result.body.data.lines[1].quantity).toBe(3);
    console.log(
      `${kind} add retail: first line ${started.roundTrips}, new product ${added.roundTrips}, same line ${again.roundTrips}`,
    );
    expect(started.roundTrips).toBe(BUDGET.firstChange);
    expect(added.roundTrips).toBe(BUDGET.addNewProduct);
    expect(again.roundTrips).toBe(BUDGET.addRetail);
  });

  it("changes a line's quantity and removes a line", async () => {
    const cart = cartRequests({ ...t, app }, await tokenFor(t, 'user'));
    const [first, second] = [await retailProduct(), await retailProduct()];
    await cart.add({ productId: first.id, size: 'M', color: 'BLK', quantity: 1 });
    await cart.add({ productId: second.id, size: 'M', color: 'BLK', quantity: 1 });
    const changed = await counted(() =>
      cart.update({ productId: first.id, size: 'M', color: 'BLK', newQuantity: 4 }),
    );
    expect(changed.result.status).toBe(200);
    expect(changed.result.body.data.lines.map((line: { quantity: number }) => line.quantity)).toEqual([4, 1]);
    const removed = await counted(() => cart.remove({ productId: second.id, size: 'M', color: 'BLK' }));
    expect(removed.result.body.data.lines.map((line: { productId: number }) => line.productId)).toEqual([
      first.id,
    ]);
    console.log(`${kind} change a line: ${changed.roundTrips}, remove a line ${removed.roundTrips}`);
    expect(changed.roundTrips).toBe(BUDGET.changeLine);
    expect(removed.roundTrips).toBe(BUDGET.changeLine);
  });

  it('adds a wholesale set', async () => {
    const cart = cartRequests({ ...t, app }, await tokenFor(t, 'user'));
    const sizes = ['S', 'M', 'L'];
    const product = await createProduct(db(), {
      priceKopecks: 100_000,
      wholesale: { available: true, enabled: true, minQuantity: 5, wholesalePriceKopecks: 80_000 },
      variants: sizes.map((sizeCode) => ({ colorCode: 'BLK', sizeCode, quantity: 20 })),
    });
    const groupId = `wg_${product.id}_color_group_BLK_all`;
    const setOf = (quantity: number) =>
      sizes.map((size) => ({
        productId: product.id,
        color: 'BLK',
        size,
        quantity,
        isWholesale: true,
        wholesaleGroupId: groupId,
        wholesaleMetadata: { groupType: 'color_group', groupValue: 'BLK' },
      }));
    // The first set also fills the cache of the bundle settings.
    expect((await cart.addBatch(setOf(2))).body.data.totalAdded).toBe(3);
    const added = await counted(() => cart.addBatch(setOf(2)));
    expect(added.result.status).toBe(200);
    expect(added.result.body.data.totalAdded).toBe(3);
    expect(added.result.body.data.cart.lines.map((line: { quantity: number }) => line.quantity)).toEqual([
      4, 4, 4,
    ]);
    console.log(`${kind} add wholesale set of 3: ${added.roundTrips}`);
    expect(added.roundTrips).toBe(BUDGET.addWholesaleSet);
  });

  it('reads a cart', async () => {
    const cart = cartRequests({ ...t, app }, await tokenFor(t, 'user'));
    const [first, second] = [await retailProduct(), await retailProduct()];
    await cart.add({ productId: first.id, size: 'M', color: 'BLK', quantity: 1 });
    const written = await cart.add({ productId: second.id, size: 'S', color: 'BLK', quantity: 1 });
    const read = await counted(() => cart.get());
    expect(read.result.body.data).toEqual(written.body.data);
    const empty = cartRequests({ ...t, app }, await tokenFor(t, 'user'));
    const none = await counted(() => empty.get());
    expect(none.result.body.data.lines).toEqual([]);
    console.log(`${kind} cart read: ${read.roundTrips}, no cart ${none.roundTrips}`);
    expect(read.roundTrips).toBe(BUDGET.cartRead);
    expect(none.roundTrips).toBe(BUDGET.noCartRead);
  });

  it('places a guest order', async () => {
    const products = [await retailProduct(), await retailProduct()];
    const placed = await counted(() => placeOrder({ ...checkout, lines: guestLines(products) }));
    expect(placed.result.status).toBe(201);
    console.log(`${kind} guest order: ${placed.roundTrips}`);
    expect(placed.roundTrips).toBe(BUDGET.guestOrder);
  });

  it('places a guest order with its staff post, written by place_order with it', async () => {
    const outbox = telegramOutbox({ staffChatId: '-100123', webAppUrl: 'https://shop.example' });
    const withStaffChat = createApp({ ...t.deps, database: counter.database, outbox }).app;
    const products = [await retailProduct(), await retailProduct()];
    const placed = await counted(async () =>
      withStaffChat.request('/api/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ ...checkout, lines: guestLines(products) }),
      }),
    );
    expect(placed.result.status).toBe(201);
    const { id } = (await json(placed.result)).data;
    const posts = (await db().select().from(schema.telegramOutbox)).filter((post) => post.orderId === id);
    expect(posts).toHaveLength(1);
    console.log(`${kind} guest order with a staff post: ${placed.roundTrips}`);
    expect(placed.roundTrips).toBe(BUDGET.guestOrderWithStaffPost);
  });

  it('places a signed-in order of the server cart, and answers its repeat', async () => {
    const token = await tokenFor(t, 'user');
    const cart = cartRequests({ ...t, app }, token);
    const products = [await retailProduct(), await retailProduct()];
    for (const product of products)
      await cart.add({ productId: product.id, size: 'M', color: 'BLK', quantity: 1 });
    const headers = { ...bearer(token), 'idempotency-key': randomUUID() };
    const placed = await counted(() => placeOrder(checkout, headers));
    expect(placed.result.status).toBe(201);
    const order = (await json(placed.result)).data;
    expect(order.items).toHaveLength(2);
    const repeat = await placeOrder(checkout, headers);
    expect((await json(repeat)).data).toEqual(order);
    expect((await cart.get()).body.data.lines).toEqual([]);
    console.log(`${kind} signed-in order: ${placed.roundTrips}`);
    expect(placed.roundTrips).toBe(BUDGET.signedInOrder);
  });
});
