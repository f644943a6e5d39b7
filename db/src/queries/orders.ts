import { orderTexts } from '@shop/core';
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  cartItems,
  carts,
  type OrderAddress,
  type OrderCustomer,
  orderEvents,
  orderItems,
  orders,
  promocodeRedemptions,
  promocodes,
  shippingMethods,
  type WholesaleLineMetadata,
} from '../schema';
import { withTransaction } from '../transaction';
import { OrderError } from './order-errors';
import { preparedRows } from './prepared-rows';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderWithItems = OrderRow & { items: OrderItemRow[] };

/** One already-priced line of an order, as the checkout quote gave it. */
export interface OrderLineInput {
  productId: number;
  name: string;
  sku: string;
  image: string | null;
  colorCode: string;
  colorName: string;
  sizeCode: string;
  sizeName: string;
  quantity: number;
  unitPriceKopecks: number;
  originalPriceKopecks: number | null;
  /** This line's part of the promocode discount. */
  discountKopecks: number;
  /** Unit price x quantity less the line's discount. */
  lineTotalKopecks: number;
  isWholesale: boolean;
  wholesaleGroupId: string | null;
  wholesaleMetadata: WholesaleLineMetadata | null;
}

export interface PlaceOrderInput {
  userId: string | null;
  idempotencyKey: string;
  /** Hash of the request; a repeat of the key with another hash is refused. */
  requestHash: string;
  customer: OrderCustomer;
  address: OrderAddress;
  shipping: { methodId: string; name: string; feeKopecks: number };
  subtotalKopecks: number;
  discountKopecks: number;
  paymentFeeKopecks: number;
  totalKopecks: number;
  promocode: { id: string; code: string; discountKopecks: number } | null;
  paymentMethod: OrderRow['paymentMethod'];
  /** Set for an order paid online: its stock is held for it until then. */
  paymentDueAt?: Date | undefined;
  comment?: string | undefined;
  source?: string | undefined;
  lines: OrderLineInput[];
}

const GUEST_SCOPE = 'guest';
const scopeOf = (userId: string | null) => userId ?? GUEST_SCOPE;

/** The order a key already made for this buyer (a user id, or null for guests), if any. */
export async function findOrderByIdempotencyKey(
  db: DbOrTx,
  params: { userId: string | null; idempotencyKey: string },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.idempotencyScope, scopeOf(params.userId)),
        eq(orders.idempotencyKey, params.idempotencyKey),
      ),
    )
    .limit(1);
  return row;
}

/** The existing order of a key, or OrderError IDEMPOTENCY_MISMATCH when it was made by another request. */
export async function replayOf(db: DbOrTx, existing: OrderRow, requestHash: string): Promise<PlacedOrder> {
  if (existing.requestHash !== requestHash) {
    throw new OrderError('IDEMPOTENCY_MISMATCH', orderTexts.idempotencyMismatch);
  }
  const order = await findOrderWithItems(db, existing.id);
  if (!order) throw new Error('replayOf: the order vanished');
  return { order, replayed: true };
}

export interface PlacedOrder {
  order: OrderWithItems;
  /** True when the key had already placed this order. */
  replayed: boolean;
}

/**
 * Writes an order from priced lines in one transaction: claims the idempotency key (a concurrent request with
 * the same key waits on the unique index and then gets this order), takes the stock of every variant under a
 * `quantity >= n` guard and counts the sales, counts the promocode use under its cap and the buyer's limit,
 * stores the line snapshots and the first event, and empties the buyer's server cart. Any shortfall throws
 * OrderError and undoes it all.
 */
export function placeOrder(db: DbOrTx, input: PlaceOrderInput): Promise<PlacedOrder> {
  return withTransaction(db, (tx) => placeOrderInTransaction(tx, input));
}

/** `placeOrder` for a caller that already holds a transaction (and rolls it back on OrderError): no savepoint. */
export async function placeOrderInTransaction(tx: DbOrTx, input: PlaceOrderInput): Promise<PlacedOrder> {
  const [order] = await tx
    .insert(orders)
    .values({
      userId: input.userId,
      customer: input.customer,
      address: input.address,
      // The built-in fallback method has no row: the order then keeps only its name and fee.
      shippingMethodId: sql`(select ${shippingMethods.id} from ${shippingMethods} where ${shippingMethods.id} = ${input.shipping.methodId})`,
      shippingMethodName: input.shipping.name,
      shippingFeeKopecks: input.shipping.feeKopecks,
      subtotalKopecks: input.subtotalKopecks,
      discountKopecks: input.discountKopecks,
      paymentFeeKopecks: input.paymentFeeKopecks,
      totalKopecks: input.totalKopecks,
      promocodeId: input.promocode?.id ?? null,
      promocodeCode: input.promocode?.code ?? null,
      paymentMethod: input.paymentMethod,
      paymentDueAt: input.paymentDueAt ?? null,
      comment: input.comment ?? null,
      ...(input.source ? { source: input.source } : {}),
      idempotencyScope: scopeOf(input.userId),
      idempotencyKey: input.idempotencyKey,
      requestHash: input.requestHash,
    })
    .onConflictDoNothing({ target: [orders.idempotencyScope, orders.idempotencyKey] })
    .returning()
    .prepare('order_insert')
    .execute();
  if (!order) {
    const existing = await findOrderByIdempotencyKey(tx, input);
    if (!existing) throw new Error('placeOrder: the conflicting order vanished');
    return replayOf(tx, existing, input.requestHash);
  }

  await takeStock(tx, input.lines);
  if (input.promocode) await redeemPromocode(tx, order.id, input.userId, input.promocode);

  const items = await tx
    .insert(orderItems)
    .values(
      input.lines.map((line) => ({
        orderId: order.id,
        productId: line.productId,
        name: line.name,
        sku: line.sku,
        image: line.image,
        colorCode: line.colorCode,
        colorName: line.colorName,
        sizeCode: line.sizeCode,
        sizeName: line.sizeName,
        priceKopecks: line.unitPriceKopecks,
        originalPriceKopecks: line.originalPriceKopecks,
        quantity: line.quantity,
        discountKopecks: line.discountKopecks,
        lineTotalKopecks: line.lineTotalKopecks,
        isWholesale: line.isWholesale,
        wholesaleGroupId: line.wholesaleGroupId,
        wholesaleMetadata: line.wholesaleMetadata,
      })),
    )
    .returning()
    .prepare(`order_items_insert_${input.lines.length}`)
    .execute();
  await tx
    .insert(orderEvents)
    .values({ orderId: order.id, status: 'pending', note: orderTexts.placedEvent, actorId: input.userId })
    .prepare('order_event_insert')
    .execute();
  if (input.userId) await clearServerCart(tx, input.userId);
  return { order: { ...order, items }, replayed: false };
}

interface VariantTake {
  productId: number;
  colorCode: string;
  sizeCode: string;
  quantity: number;
  line: OrderLineInput;
}

/**
 * Variants in one fixed order (product, color, size), so two orders that share variants lock them in the same
 * sequence and never deadlock; lines of the same variant (a retail and a wholesale line) are taken together.
 */
function variantTakes(lines: readonly OrderLineInput[]): VariantTake[] {
  const takes = new Map<string, VariantTake>();
  for (const line of lines) {
    const key = `${line.productId}\u0000${line.colorCode}\u0000${line.sizeCode}`;
    const take = takes.get(key);
    if (take) take.quantity += line.quantity;
    else takes.set(key, { ...line, quantity: line.quantity, line });
  }
  return [...takes.values()].sort(
    (a, b) =>
      a.productId - b.productId ||
      a.colorCode.localeCompare(b.colorCode) ||
      a.sizeCode.localeCompare(b.sizeCode),
  );
}

interface StockTaken {
  productId: number;
  colorCode: string;
  sizeCode: string;
  stock: number;
  taken: boolean;
}

/**
 * Takes the stock of every variant in one statement and adds the quantities to the products' `sold_count`. The
 * variants are locked first, sorted by product, color and size (a locking select locks its rows as its ORDER BY
 * returns them), each followed by its product (`for update of v, p` locks in that order): the same sequence as
 * a cancellation and the stock trigger, which lock a variant and then its product, so concurrent orders and
 * cancels never deadlock. The update then takes only where `quantity >= n`; a variant missing or short throws
 * OrderError.
 */
async function takeStock(tx: DbOrTx, lines: readonly OrderLineInput[]): Promise<void> {
  const takes = variantTakes(lines);
  const wanted = sql.join(
    takes.map(
      (take) =>
        sql`(${take.productId}::int, ${take.colorCode}::text, ${take.sizeCode}::text, ${take.quantity}::int)`,
    ),
    sql`, `,
  );
  const rows = await preparedRows<StockTaken>(
    tx,
    sql`with wanted (product_id, color_code, size_code, quantity) as (values ${wanted}),
      locked as (
        select v.id, v.product_id, v.color_code, v.size_code, v.quantity as stock, w.quantity as wanted
        from product_variants v
        join wanted w on w.product_id = v.product_id and w.color_code = v.color_code and w.size_code = v.size_code
        join products p on p.id = v.product_id
        order by v.product_id, v.color_code, v.size_code
        for update of v, p
      ),
      taken as (
        update product_variants v set quantity = v.quantity - l.wanted
        from locked l where v.id = l.id and v.quantity >= l.wanted
        returning v.id
      ),
      sold as (
        update products p set sold_count = p.sold_count + s.quantity
        from (select product_id, sum(wanted)::int as quantity from locked group by product_id) s
        where p.id = s.product_id
      )
      select l.product_id as "productId", l.color_code as "colorCode", l.size_code as "sizeCode", l.stock,
        exists (select 1 from taken t where t.id = l.id) as taken
      from locked l`,
    `order_take_stock_${takes.length}`,
  );
  for (const take of takes) {
    const row = rows.find(
      (candidate) =>
        candidate.productId === take.productId &&
        candidate.colorCode === take.colorCode &&
        candidate.sizeCode === take.sizeCode,
    );
    if (row?.taken) continue;
    throw new OrderError(
      'OUT_OF_STOCK',
      orderTexts.outOfStock({
        name: take.line.name,
        colorName: take.line.colorName,
        sizeCode: take.line.sizeName,
        available: row?.stock ?? 0,
      }),
    );
  }
}

async function redeemPromocode(
  tx: DbOrTx,
  orderId: string,
  userId: string | null,
  promocode: NonNullable<PlaceOrderInput['promocode']>,
): Promise<void> {
  // The row lock taken here also orders concurrent orders of one buyer, so the count below sees the others.
  const [counted] = await tx
    .update(promocodes)
    .set({ usageCount: sql`${promocodes.usageCount} + 1` })
    .where(
      and(
        eq(promocodes.id, promocode.id),
        eq(promocodes.isActive, true),
        or(isNull(promocodes.maxUsage), sql`${promocodes.usageCount} < ${promocodes.maxUsage}`),
      ),
    )
    .returning({ perUserLimit: promocodes.perUserLimit });
  if (!counted) throw new OrderError('PROMOCODE_UNAVAILABLE', orderTexts.promocodeUsedUp(promocode.code));
  if (userId && counted.perUserLimit !== null) {
    const [used] = await tx
      .select({ count: count() })
      .from(promocodeRedemptions)
      .where(
        and(eq(promocodeRedemptions.promocodeId, promocode.id), eq(promocodeRedemptions.userId, userId)),
      );
    if ((used?.count ?? 0) >= counted.perUserLimit) {
      throw new OrderError('PROMOCODE_UNAVAILABLE', orderTexts.promocodeUserLimit(promocode.code));
    }
  }
  await tx.insert(promocodeRedemptions).values({
    promocodeId: promocode.id,
    userId,
    orderId,
    discountKopecks: promocode.discountKopecks,
  });
}

async function clearServerCart(tx: DbOrTx, userId: string): Promise<void> {
  const [cart] = await tx
    .update(carts)
    .set({ appliedPromocode: null, updatedAt: new Date() })
    .where(eq(carts.userId, userId))
    .returning({ id: carts.id });
  if (cart) await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
}

/** An order with its lines in the order they were bought. */
export async function findOrderWithItems(db: DbOrTx, orderId: string): Promise<OrderWithItems | undefined> {
  return db.query.orders.findFirst({
    where: eq(orders.id, orderId),
    with: { items: { orderBy: (items, { asc }) => [asc(items.id)] } },
  });
}

/** A buyer's orders, newest first, a page at a time, with the total count. */
export async function listUserOrders(
  db: DbOrTx,
  params: { userId: string; page: number; limit: number },
): Promise<{ orders: OrderWithItems[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db.query.orders.findMany({
      where: eq(orders.userId, params.userId),
      orderBy: [desc(orders.createdAt), desc(orders.number)],
      limit: params.limit,
      offset: (params.page - 1) * params.limit,
      with: { items: { orderBy: (items, { asc }) => [asc(items.id)] } },
    }),
    db.select({ total: count() }).from(orders).where(eq(orders.userId, params.userId)),
  ]);
  return { orders: rows, total: totals[0]?.total ?? 0 };
}

/** Orders placed with this phone number that staff have not confirmed yet (each holds its stock meanwhile). */
export async function countPendingOrdersOfPhone(db: DbOrTx, phone: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), sql`${orders.customer}->>'phone' = ${phone}`));
  return row?.n ?? 0;
}
