import { randomUUID } from 'node:crypto';
import { orderTexts, withFields } from '@shop/core';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { jsonRow } from '../raw-rows';
import {
  type OrderAddress,
  type OrderCustomer,
  orderEvents,
  type orderItems,
  orders,
  type WholesaleLineMetadata,
} from '../schema';
import { OrderError } from './order-errors';
import { preparedRows } from './prepared-rows';
import { type OutgoingMessage, outboxValues } from './telegram-outbox';

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
  /**
   * The order's phone as a profile keeps it (core's profilePhoneOf): a signed-in buyer whose profile has none gets
   * it, unless another account holds it.
   */
  profilePhone?: string | null | undefined;
  lines: OrderLineInput[];
  /**
   * Messages written with the order by place_order itself, only when it places it (never on a refusal or a
   * replay): built before the order exists, from its id and with `number` standing for the number the database
   * gives it (ORDER_NUMBER_MARK, replaced where it first occurs in each message's text).
   */
  messages?: ((order: { id: string; number: string }) => OutgoingMessage[]) | undefined;
}

/**
 * Stands for the order's number in a message written with it. As long as the longest number (an integer column:
 * at most 2147483647), so a text fitted to Telegram's limit with it still fits with the number; its first
 * occurrence is replaced, so a message puts the number before any text a buyer wrote (which may hold the mark).
 */
export const ORDER_NUMBER_MARK = '{{number}}';

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
export async function replayOf(
  db: DbOrTx,
  existing: Pick<OrderRow, 'id' | 'requestHash'>,
  requestHash: string,
): Promise<PlacedOrder> {
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
 * Writes an order from priced lines with one statement, the database function place_order (db/sql/orders.sql):
 * claims the idempotency key (a concurrent request with the same key waits on the unique index and then gets this
 * order), takes the stock of every variant under a `quantity >= n` guard and counts the sales, counts the
 * promocode use under its cap and the buyer's limit, stores the line snapshots, the first event and the messages
 * given with it (`messages`: the staff post), and empties the buyer's server cart. Given a transaction it runs in it; given the database it is a transaction of its own.
 * A shortfall writes nothing and is thrown as OrderError.
 */
export async function placeOrder(db: DbOrTx, input: PlaceOrderInput): Promise<PlacedOrder> {
  // The id is chosen here so that what is written with the order can name it before it exists.
  const id = randomUUID();
  const [answer] = await preparedRows<{ placed: PlaceOrderAnswer }>(
    db,
    sql`select place_order(${JSON.stringify(placeOrderArgument(id, input))}::jsonb) as placed`,
    'order_place',
  );
  const placed = answer?.placed;
  if (!placed) throw new Error('placeOrder: place_order answered nothing');
  if ('replay' in placed) {
    const existing = await findOrderByIdempotencyKey(db, input);
    if (!existing) throw new Error('placeOrder: the conflicting order vanished');
    return replayOf(db, existing, input.requestHash);
  }
  if ('refused' in placed) {
    if (placed.refused === 'out_of_stock') throw outOfStock(input.lines, placed.stock);
    const message =
      placed.refused === 'promocode_user_limit'
        ? orderTexts.promocodeUserLimit(input.promocode?.code ?? '')
        : orderTexts.promocodeUsedUp(input.promocode?.code ?? '');
    throw new OrderError('PROMOCODE_UNAVAILABLE', message);
  }
  return {
    order: withFields(jsonRow<OrderRow>(placed.order, orderDates), {
      items: placed.items.map((item) => jsonRow<OrderItemRow>(item, [])),
    }),
    replayed: false,
  };
}

interface StockTaken {
  productId: number;
  colorCode: string;
  sizeCode: string;
  stock: number;
  taken: boolean;
}

type PlaceOrderAnswer =
  | { order: Record<string, unknown>; items: Record<string, unknown>[] }
  | { replay: true }
  | { refused: 'out_of_stock'; stock: StockTaken[] }
  | { refused: 'promocode_used_up' | 'promocode_user_limit' };

/** place_order's argument: the rows' columns by their names in the database. */
function placeOrderArgument(id: string, input: PlaceOrderInput) {
  const messages = input.messages?.({ id, number: ORDER_NUMBER_MARK }) ?? [];
  return {
    order: {
      id,
      user_id: input.userId,
      customer: input.customer,
      address: input.address,
      shipping_method_id: input.shipping.methodId,
      shipping_method_name: input.shipping.name,
      shipping_fee_kopecks: input.shipping.feeKopecks,
      subtotal_kopecks: input.subtotalKopecks,
      discount_kopecks: input.discountKopecks,
      payment_fee_kopecks: input.paymentFeeKopecks,
      total_kopecks: input.totalKopecks,
      promocode_id: input.promocode?.id ?? null,
      promocode_code: input.promocode?.code ?? null,
      payment_method: input.paymentMethod,
      payment_due_at: input.paymentDueAt?.toISOString() ?? null,
      comment: input.comment ?? null,
      source: input.source || null,
      idempotency_scope: scopeOf(input.userId),
      idempotency_key: input.idempotencyKey,
      request_hash: input.requestHash,
    },
    lines: input.lines.map((line) => ({
      product_id: line.productId,
      name: line.name,
      sku: line.sku,
      image: line.image,
      color_code: line.colorCode,
      color_name: line.colorName,
      size_code: line.sizeCode,
      size_name: line.sizeName,
      price_kopecks: line.unitPriceKopecks,
      original_price_kopecks: line.originalPriceKopecks,
      quantity: line.quantity,
      discount_kopecks: line.discountKopecks,
      line_total_kopecks: line.lineTotalKopecks,
      is_wholesale: line.isWholesale,
      wholesale_group_id: line.wholesaleGroupId,
      wholesale_metadata: line.wholesaleMetadata,
    })),
    promocode: input.promocode,
    profilePhone: input.userId ? (input.profilePhone ?? null) : null,
    placedNote: orderTexts.placedEvent,
    messages: messages.map(outboxValues),
    numberMark: ORDER_NUMBER_MARK,
  };
}

const orderDates = ['createdAt', 'updatedAt', 'cancelledAt', 'paidAt', 'paymentDueAt'];

/**
 * The first variant (by product, color and size, the order they are locked in) that was missing or short, as the
 * buyer reads it.
 */
function outOfStock(lines: readonly OrderLineInput[], stock: readonly StockTaken[]): OrderError {
  const takes = variantTakes(lines);
  for (const take of takes) {
    const row = stock.find(
      (candidate) =>
        candidate.productId === take.productId &&
        candidate.colorCode === take.colorCode &&
        candidate.sizeCode === take.sizeCode,
    );
    if (row?.taken) continue;
    return new OrderError(
      'OUT_OF_STOCK',
      orderTexts.outOfStock({
        name: take.line.name,
        colorName: take.line.colorName,
        sizeCode: take.line.sizeName,
        available: row?.stock ?? 0,
      }),
    );
  }
  throw new Error('placeOrder: place_order refused stock it had taken');
}

interface VariantTake {
  productId: number;
  colorCode: string;
  sizeCode: string;
  quantity: number;
  line: OrderLineInput;
}

/** Lines of the same variant (a retail and a wholesale line) are taken together. */
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

/** An order with its lines in the order they were bought. */
export async function findOrderWithItems(db: DbOrTx, orderId: string): Promise<OrderWithItems | undefined> {
  return db.query.orders.findFirst({
    where: eq(orders.id, orderId),
    with: { items: { orderBy: (items, { asc }) => [asc(items.id)] } },
  });
}

/** An order's status changes, oldest first: what its buyer reads as the order's history. */
export function listOrderStatusHistory(
  db: DbOrTx,
  orderId: string,
): Promise<{ status: OrderRow['status']; createdAt: Date }[]> {
  return db
    .select({ status: orderEvents.status, createdAt: orderEvents.createdAt })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
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

/** The order of this number placed with this phone number (+7XXXXXXXXXX), if there is one. */
export async function findOrderIdByNumberAndPhone(
  db: DbOrTx,
  params: { number: number; phone: string },
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.number, params.number), sql`${orders.customer}->>'phone' = ${params.phone}`))
    .limit(1);
  return row?.id;
}
