import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { rawRows } from '../raw-rows';
import {
  cartItems,
  carts,
  orderEvents,
  orderItems,
  products,
  productVariants,
  promocodeRedemptions,
  promocodes,
  shippingMethods,
  telegramOutbox,
} from '../schema';
import {
  createProduct,
  createPromocode,
  createTestDatabase,
  createUser,
  type ProductRow,
  testDatabaseKinds,
} from '../testing';
import { OrderError } from './order-errors';
import { changeOrderStatus } from './order-status';
import {
  findOrderByIdempotencyKey,
  findOrderWithItems,
  listUserOrders,
  ORDER_NUMBER_MARK,
  type OrderLineInput,
  type PlaceOrderInput,
  placeOrder,
} from './orders';
import { rankPopularCards } from './product-cards';

function lineOf(product: ProductRow, quantity: number, sizeCode = 'M'): OrderLineInput {
  return {
    productId: product.id,
    name: product.name.ru ?? '',
    sku: `${product.baseSku}-BLK-${sizeCode}`,
    image: '/uploads/test/picture.webp',
    colorCode: 'BLK',
    colorName: 'Чёрный',
    sizeCode,
    sizeName: sizeCode,
    quantity,
    unitPriceKopecks: product.priceKopecks,
    originalPriceKopecks: null,
    discountKopecks: 0,
    lineTotalKopecks: product.priceKopecks * quantity,
    isWholesale: false,
    wholesaleGroupId: null,
    wholesaleMetadata: null,
  };
}

function orderInput(lines: OrderLineInput[], overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotalKopecks, 0);
  return {
    userId: null,
    idempotencyKey: randomUUID(),
    requestHash: 'hash-1',
    customer: { name: 'Анна', phone: '+79001234567' },
    address: { region: 'moscow', city: 'Москва', street: 'Покровка', house: '17' },
    shipping: { methodId: 'courier', name: 'Курьер', feeKopecks: 30_000 },
    subtotalKopecks: subtotal,
    discountKopecks: 0,
    paymentFeeKopecks: 0,
    totalKopecks: subtotal + 30_000,
    promocode: null,
    paymentMethod: 'cash',
    lines,
    ...overrides,
  };
}

describe.each(testDatabaseKinds())('orders on %s', (kind) => {
  let handle: DatabaseHandle;
  const stockOf = async (productId: number) => {
    const [row] = await handle.db
      .select({ quantity: productVariants.quantity })
      .from(productVariants)
      .where(eq(productVariants.productId, productId));
    return row?.quantity;
  };
  const usageOf = async (id: string) =>
    (await handle.db.select().from(promocodes).where(eq(promocodes.id, id)))[0]!.usageCount;

  beforeAll(async () => {
    // A pool of 12 on Postgres, so concurrent orders really run side by side.
    handle = await createTestDatabase(kind, { maxConnections: 12 });
    await handle.db
      .insert(shippingMethods)
      .values({ id: 'courier', name: 'Курьер', priceKopecks: 30_000, estimatedDays: '1-2 дня' });
  });
  afterAll(() => handle.close());

  it('writes the order, a snapshot of every line and its first event, takes the stock and empties the cart', async () => {
    const db = handle.db;
    const user = await createUser(db);
    const product = await createProduct(db, { variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 5 }] });
    const [cart] = await db.insert(carts).values({ userId: user.id }).returning();
    await db.insert(cartItems).values({
      cartId: cart!.id,
      productId: product.id,
      colorCode: 'BLK',
      sizeCode: 'M',
      quantity: 2,
      priceKopecks: product.priceKopecks,
    });

    const placed = await placeOrder(db, orderInput([lineOf(product, 2)], { userId: user.id }));
    expect(placed.replayed).toBe(false);
    const order = await findOrderWithItems(db, placed.order.id);
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      userId: user.id,
      totalKopecks: 2 * 299_000 + 30_000,
      number: expect.any(Number),
    });
    expect(order!.items).toEqual([
      expect.objectContaining({
        productId: product.id,
        name: product.name.ru,
        colorName: 'Чёрный',
        sizeCode: 'M',
        priceKopecks: 299_000,
        quantity: 2,
        lineTotalKopecks: 598_000,
        image: '/uploads/test/picture.webp',
      }),
    ]);
    expect(await stockOf(product.id)).toBe(3);
    const [sales] = await db
      .select({ soldCount: products.soldCount, totalStock: products.totalStock })
      .from(products)
      .where(eq(products.id, product.id));
    expect(sales).toEqual({ soldCount: product.soldCount + 2, totalStock: 3 });
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.order.id));
    expect(events.map((event) => event.status)).toEqual(['pending']);
    expect(await db.select().from(cartItems).where(eq(cartItems.cartId, cart!.id))).toEqual([]);
  });

  it('refuses an order when one line is short, naming the item and what is left, and keeps everything as it was', async () => {
    const db = handle.db;
    const plenty = await createProduct(db, { variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 10 }] });
    const scarce = await createProduct(db, { variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 1 }] });
    const input = orderInput([lineOf(plenty, 3), lineOf(scarce, 2)]);
    const failure = placeOrder(db, input);
    await expect(failure).rejects.toBeInstanceOf(OrderError);
    await expect(failure).rejects.toThrow(`Товара «${scarce.name.ru}» (Чёрный, M) осталось только 1 шт.`);
    expect(await stockOf(plenty.id)).toBe(10);
    expect(await stockOf(scarce.id)).toBe(1);
    expect(await findOrderByIdempotencyKey(db, input)).toBeUndefined();
  });

  it('gives the same order for a repeated key and refuses the key with another request', async () => {
    const db = handle.db;
    const product = await createProduct(db, {
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 10 }],
    });
    const input = orderInput([lineOf(product, 1)]);
    const first = await placeOrder(db, input);
    const again = await placeOrder(db, input);
    expect(again).toMatchObject({ order: { id: first.order.id }, replayed: true });
    expect(await stockOf(product.id)).toBe(9);
    await expect(placeOrder(db, { ...input, requestHash: 'hash-2' })).rejects.toMatchObject({
      reason: 'IDEMPOTENCY_MISMATCH',
    });
    // Keys are per buyer: a signed-in user with the same key makes a new order.
    const user = await createUser(db);
    const own = await placeOrder(db, { ...input, userId: user.id });
    expect(own.order.id).not.toBe(first.order.id);
  });

  it('makes one order of 10 concurrent requests with one key', async () => {
    const db = handle.db;
    const product = await createProduct(db, {
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 50 }],
    });
    const input = orderInput([lineOf(product, 2)]);
    const results = await Promise.all(Array.from({ length: 10 }, () => placeOrder(db, input)));
    expect(new Set(results.map((result) => result.order.id)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(48);
  });

  it('writes the messages given with the order, its number where the mark first stands, and none on a refusal or replay', async () => {
    const db = handle.db;
    const product = await createProduct(db, { variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 3 }] });
    const messages: PlaceOrderInput['messages'] = ({ id, number }) => [
      {
        chatId: '-100777',
        // A buyer may type the mark herself: only the first one, the order's, is replaced.
        payload: { text: `Заказ №${number}, покупатель ${ORDER_NUMBER_MARK}`, reply_markup: { id } },
        purpose: 'staff.new-order',
        orderId: id,
      },
    ];
    const postsOf = (orderId: string) =>
      db.select().from(telegramOutbox).where(eq(telegramOutbox.orderId, orderId));
    const allPosts = async () => (await db.select({ id: telegramOutbox.id }).from(telegramOutbox)).length;

    const input = orderInput([lineOf(product, 1)], { messages });
    const results = await Promise.all(Array.from({ length: 5 }, () => placeOrder(db, input)));
    const placed = results.find((result) => !result.replayed)!.order;
    const posts = await postsOf(placed.id);
    expect(posts.map((post) => [post.chatId, post.method, post.purpose, post.payload])).toEqual([
      [
        '-100777',
        'sendMessage',
        'staff.new-order',
        { text: `Заказ №${placed.number}, покупатель ${ORDER_NUMBER_MARK}`, reply_markup: { id: placed.id } },
      ],
    ]);

    const before = await allPosts();
    // A replay, a shortfall, a used-up code: no message.
    expect((await placeOrder(db, input)).replayed).toBe(true);
    await expect(placeOrder(db, orderInput([lineOf(product, 3)], { messages }))).rejects.toMatchObject({
      reason: 'OUT_OF_STOCK',
    });
    const usedUp = await createPromocode(db, { maxUsage: 1, usageCount: 1 });
    const promocode = { id: usedUp.id, code: usedUp.code, discountKopecks: 100 };
    await expect(
      placeOrder(db, orderInput([lineOf(product, 1)], { messages, promocode })),
    ).rejects.toMatchObject({
      reason: 'PROMOCODE_UNAVAILABLE',
    });
    expect(await allPosts()).toBe(before);
    expect(await stockOf(product.id)).toBe(2);
  });

  it('keeps the mark of the order number as long as the longest number, so a fitted text still fits', () => {
    expect(ORDER_NUMBER_MARK.length).toBeGreaterThanOrEqual(String(2 ** 31 - 1).length);
  });

  it('counts a promocode use with its redemption, and refuses a used-up code or one over the buyer limit', async () => {
    const db = handle.db;
    const product = await createProduct(db, {
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 10 }],
    });
    const code = await createPromocode(db, { maxUsage: 2, usageCount: 0, perUserLimit: 1 });
    const user = await createUser(db);
    const promocode = { id: code.id, code: code.code, discountKopecks: 29_900 };
    const placed = await placeOrder(db, orderInput([lineOf(product, 1)], { userId: user.id, promocode }));
    expect(await usageOf(code.id)).toBe(1);
    const redemptions = await db
      .select()
      .from(promocodeRedemptions)
      .where(eq(promocodeRedemptions.orderId, placed.order.id));
    expect(redemptions).toMatchObject([{ userId: user.id, discountKopecks: 29_900 }]);

    await expect(
      placeOrder(db, orderInput([lineOf(product, 1)], { userId: user.id, promocode })),
    ).rejects.toThrow(`Вы уже использовали промокод ${code.code} максимальное число раз`);
    await placeOrder(db, orderInput([lineOf(product, 1)], { userId: (await createUser(db)).id, promocode }));
    expect(await usageOf(code.id)).toBe(2);
    await expect(
      placeOrder(db, orderInput([lineOf(product, 1)], { userId: (await createUser(db)).id, promocode })),
    ).rejects.toThrow(`Промокод ${code.code} больше недоступен: лимит использований исчерпан`);
    expect(await usageOf(code.id)).toBe(2);
    expect(await stockOf(product.id)).toBe(8);
  });

  it('cancelling returns the stock and the promocode use, once', async () => {
    const db = handle.db;
    const product = await createProduct(db, { variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 4 }] });
    const code = await createPromocode(db, { maxUsage: 1 });
    const user = await createUser(db);
    const promocode = { id: code.id, code: code.code, discountKopecks: 1000 };
    const {
      order: { id: orderId },
    } = await placeOrder(db, orderInput([lineOf(product, 3)], { userId: user.id, promocode }));
    expect(await stockOf(product.id)).toBe(1);
    expect(await usageOf(code.id)).toBe(1);

    const cancelled = await changeOrderStatus(db, {
      orderId,
      to: 'cancelled',
      actorId: user.id,
      by: 'buyer',
    });
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancelledAt).toBeInstanceOf(Date);
    expect(await stockOf(product.id)).toBe(4);
    expect(await usageOf(code.id)).toBe(0);
    expect(
      await db.select().from(promocodeRedemptions).where(eq(promocodeRedemptions.orderId, orderId)),
    ).toEqual([]);
    await expect(
      changeOrderStatus(db, { orderId, to: 'cancelled', actorId: null, by: 'staff' }),
    ).rejects.toThrow('Нельзя перевести заказ из статуса «Отменён» в «Отменён»');
    expect(await stockOf(product.id)).toBe(4);
  });

  it('moves an order only along the allowed transitions, and lets a buyer cancel only early', async () => {
    const db = handle.db;
    const product = await createProduct(db, { variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 4 }] });
    const {
      order: { id: orderId },
    } = await placeOrder(db, orderInput([lineOf(product, 1)]));
    await expect(
      changeOrderStatus(db, { orderId, to: 'shipped', actorId: null, by: 'staff' }),
    ).rejects.toMatchObject({ reason: 'TRANSITION_NOT_ALLOWED' });
    for (const to of ['confirmed', 'processing'] as const) {
      await changeOrderStatus(db, { orderId, to, actorId: null, by: 'staff' });
    }
    await expect(
      changeOrderStatus(db, { orderId, to: 'cancelled', actorId: null, by: 'buyer' }),
    ).rejects.toThrow('Заказ в статусе «Собирается» уже нельзя отменить самостоятельно');
    const shipped = await changeOrderStatus(db, { orderId, to: 'shipped', actorId: null, by: 'staff' });
    expect(shipped.status).toBe('shipped');
    await expect(
      changeOrderStatus(db, { orderId, to: 'cancelled', actorId: null, by: 'staff' }),
    ).rejects.toThrow('Нельзя перевести заказ из статуса «Отправлен» в «Отменён»');
    expect(await stockOf(product.id)).toBe(3);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((event) => event.status)).toEqual(['pending', 'confirmed', 'processing', 'shipped']);
    await expect(
      changeOrderStatus(db, { orderId: randomUUID(), to: 'confirmed', actorId: null, by: 'staff' }),
    ).rejects.toMatchObject({ reason: 'NOT_FOUND' });
  });

  it("lists a buyer's own orders newest first, a page at a time", async () => {
    const db = handle.db;
    const product = await createProduct(db, {
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 10 }],
    });
    const user = await createUser(db);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await placeOrder(db, orderInput([lineOf(product, 1)], { userId: user.id }))).order.id);
    }
    await placeOrder(db, orderInput([lineOf(product, 1)], { userId: (await createUser(db)).id }));
    const first = await listUserOrders(db, { userId: user.id, page: 1, limit: 2 });
    expect(first.total).toBe(3);
    expect(first.orders.map((order) => order.id)).toEqual([ids[2], ids[1]]);
    expect(first.orders[0]!.items).toHaveLength(1);
    const second = await listUserOrders(db, { userId: user.id, page: 2, limit: 2 });
    expect(second.orders.map((order) => order.id)).toEqual([ids[0]]);
  });

  it('an order patches each card to the card a rebuild makes, its popularity left to the ranking', async () => {
    const db = handle.db;
    // A name that carries the very keys the patch looks for: escaped in the document, they must not be found.
    const tricky =
      ',"stockStatus":"in_stock","totalStock":5,"category":{ {"colorCode":"BLK","sizeCode":"M","quantity":';
    const variants = ['S', 'M', 'L'].flatMap((sizeCode) => [
      { colorCode: 'BLK', sizeCode, quantity: 3 },
      { colorCode: 'WHT', sizeCode, quantity: 12 },
    ]);
    const [a, b] = [
      await createProduct(db, { variants, name: { ru: `Платье «${tricky}» \\ 1` } }),
      await createProduct(db, { variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 2 }] }),
    ];
    const cardsEqualRebuilt = async () => {
      const differing = await db.execute(sql`
        select s.id from product_card_source s join product_cards c on c.id = s.id
        where s.id in (${a.id}, ${b.id})
          and (c.total_stock, c.doc) is distinct from (s.total_stock, s.doc)`);
      return rawRows<{ id: number }>(differing);
    };
    const popularity = async () =>
      rawRows<{ id: number; popularity: number }>(
        await db.execute(
          sql`select id, popularity from product_cards where id in (${a.id}, ${b.id}) order by id`,
        ),
      );
    await placeOrder(db, orderInput([lineOf(a, 2, 'S'), lineOf(b, 1), lineOf(a, 1, 'M')]));
    expect(await cardsEqualRebuilt()).toEqual([]);
    // Stock that runs out (quantities of one and two digits, and to 0) and orders side by side.
    await Promise.all([
      placeOrder(db, orderInput([lineOf(b, 1)])),
      placeOrder(db, orderInput([lineOf(a, 1, 'S'), lineOf(a, 2, 'M')])),
      placeOrder(db, orderInput([{ ...lineOf(a, 10, 'L'), colorCode: 'WHT', sku: `${a.baseSku}-WHT-L` }])),
    ]);
    expect(await cardsEqualRebuilt()).toEqual([]);
    const [card] = rawRows<{ doc: string }>(
      await db.execute(sql`select doc from product_cards where id = ${b.id}`),
    );
    expect(JSON.parse(card!.doc)).toMatchObject({ stockStatus: 'out_of_stock', totalStock: 0 });
    // Search ranks by the same sales the products count, written by the order itself.
    const searchSales = rawRows<{ id: number; products: number; search: number }>(
      await db.execute(sql`select p.id, p.sold_count as products, s.sold_count as search
        from products p join product_search s on s.product_id = p.id where p.id in (${a.id}, ${b.id}) order by p.id`),
    );
    expect(searchSales).toEqual([
      { id: a.id, products: 16, search: 16 },
      { id: b.id, products: 2, search: 2 },
    ]);
    // The popular sort takes the sales at its ranking, not at each order (no index of the cards is written).
    expect(await popularity()).toEqual([
      { id: a.id, popularity: 0 },
      { id: b.id, popularity: 0 },
    ]);
    // These two among the cards the earlier tests' orders left behind.
    expect(await rankPopularCards(db)).toBeGreaterThanOrEqual(2);
    expect(await popularity()).toEqual([
      { id: a.id, popularity: 16 },
      { id: b.id, popularity: 2 },
    ]);
    expect(await rankPopularCards(db)).toBe(0);
  });

  it('lets exactly 10 of 200 concurrent orders take the last 10 units; the rest hear what is left', async () => {
    const db = handle.db;
    const product = await createProduct(db, {
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 10 }],
    });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () => placeOrder(db, orderInput([lineOf(product, 1)]))),
    );
    const placed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(190);
    for (const reason of refused) {
      expect(reason).toMatchObject({
        reason: 'OUT_OF_STOCK',
        message: `Товар «${product.name.ru}» (Чёрный, M) закончился`,
      });
    }
    expect(await stockOf(product.id)).toBe(0);
    // Each order is its own transaction: a refused one left no order behind.
    expect(await db.select().from(orderItems).where(eq(orderItems.productId, product.id))).toHaveLength(10);
  });

  it('never deadlocks orders and cancels that share products in any line order', async () => {
    const db = handle.db;
    const sizes = ['S', 'M', 'L'];
    const variants = sizes.map((sizeCode) => ({ colorCode: 'BLK', sizeCode, quantity: 1000 }));
    const [a, b] = [await createProduct(db, { variants }), await createProduct(db, { variants })];
    const sold = async (productId: number) => {
      const [row] = await db
        .select({ soldCount: products.soldCount, totalStock: products.totalStock })
        .from(products)
        .where(eq(products.id, productId));
      return row;
    };
    const toCancel = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(db, orderInput([lineOf(a, 1, 'S'), lineOf(b, 1, 'S')]))),
    );
    const results = await Promise.allSettled([
      ...Array.from({ length: 60 }, (_, index) => {
        const size = sizes[index % 3]!;
        const lines =
          index % 2 ? [lineOf(a, 1, size), lineOf(b, 1, size)] : [lineOf(b, 1, size), lineOf(a, 1, size)];
        return placeOrder(db, orderInput(lines));
      }),
      ...toCancel.map(({ order }) =>
        changeOrderStatus(db, { orderId: order.id, to: 'cancelled', actorId: null, by: 'staff' }),
      ),
      ...Array.from({ length: 5 }, () => rankPopularCards(db)),
    ]);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    // 60 orders of one item of each product stay; the 10 cancelled gave back their stock and their sales.
    expect(await sold(a.id)).toEqual({ soldCount: a.soldCount + 60, totalStock: 3000 - 60 });
    expect(await sold(b.id)).toEqual({ soldCount: b.soldCount + 60, totalStock: 3000 - 60 });
  });

  it('lets exactly 5 of 200 concurrent orders use a promocode with 5 uses left', async () => {
    const db = handle.db;
    const product = await createProduct(db, {
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 1000 }],
    });
    const code = await createPromocode(db, { maxUsage: 20, usageCount: 15 });
    const promocode = { id: code.id, code: code.code, discountKopecks: 500 };
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () => placeOrder(db, orderInput([lineOf(product, 1)], { promocode }))),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    for (const result of results) {
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ reason: 'PROMOCODE_UNAVAILABLE' });
    }
    expect(await usageOf(code.id)).toBe(20);
    expect(await stockOf(product.id)).toBe(995);
    const redemptions = await db
      .select()
      .from(promocodeRedemptions)
      .where(eq(promocodeRedemptions.promocodeId, code.id));
    expect(redemptions).toHaveLength(5);
  });
});
