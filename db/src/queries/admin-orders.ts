/**
 * Orders as the back office reads them: a filtered, sorted page of every order, and one order with its lines,
 * its history (with who made each change) and its buyer's account.
 */
import type { OrderStatus } from '@shop/core';
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { orderEvents, orderItems, orders, users } from '../schema';
import { listOrderRefunds, type OrderRefundRow } from './order-refunds';
import type { OrderWithItems } from './orders';

export type AdminOrderSort = 'createdAt' | 'number' | 'total';

export interface AdminOrderFilter {
  status?: OrderStatus | undefined;
  /** Inclusive bounds of the order's creation time. */
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
  /** The buyer's name, phone or email, or the order number. */
  customer?: string | undefined;
}

export interface AdminOrderPageParams {
  filter: AdminOrderFilter;
  sort: AdminOrderSort;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/**
 * Name, phone and email in one lower-cased string; migration 0007 holds a trigram GIN index on exactly this
 * expression, so a `like '%…%'` over it does not read every order.
 */
export const orderCustomerText = sql`lower((${orders.customer}->>'name') || ' ' || (${orders.customer}->>'phone') || ' ' || coalesce(${orders.customer}->>'email', ''))`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function customerCondition(text: string): SQL {
  const digits = text.replace(/[\s()+-]/g, '');
  if (/^\d+$/.test(digits)) {
    // A Russian number typed with 8 in front is stored with 7.
    const phone = digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
    const byPhone = sql`${orderCustomerText} like ${likePattern(phone)}`;
    return digits.length <= 9 ? sql`(${byPhone} or ${orders.number} = ${Number(digits)})` : byPhone;
  }
  return sql`${orderCustomerText} like ${likePattern(text.toLowerCase())}`;
}

/** The list's filter as a condition; the orders CSV export reads with the same one. */
export function adminOrderConditions(filter: AdminOrderFilter): SQL | undefined {
  const customer = filter.customer?.trim();
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.from ? gte(orders.createdAt, filter.from) : undefined,
    filter.to ? lt(orders.createdAt, filter.to) : undefined,
    customer ? customerCondition(customer) : undefined,
  );
}

function orderOf(sort: AdminOrderSort, direction: 'asc' | 'desc'): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  const column = { createdAt: orders.createdAt, number: orders.number, total: orders.totalKopecks }[sort];
  return [by(column), by(orders.number)];
}

export interface AdminOrderRow {
  id: string;
  number: number;
  status: OrderStatus;
  customer: (typeof orders.$inferSelect)['customer'];
  city: string | null;
  totalKopecks: number;
  itemCount: number;
  paymentMethod: (typeof orders.$inferSelect)['paymentMethod'];
  paymentStatus: (typeof orders.$inferSelect)['paymentStatus'];
  shippingMethodName: string | null;
  source: string;
  createdAt: Date;
}

export async function listAdminOrders(db: DbOrTx, params: AdminOrderPageParams): Promise<AdminOrderRow[]> {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      customer: orders.customer,
      city: sql<string | null>`${orders.address}->>'city'`,
      totalKopecks: orders.totalKopecks,
      itemCount:
        sql<number>`(select coalesce(sum(oi.quantity), 0) from ${orderItems} oi where oi.order_id = "orders"."id")`.mapWith(
          Number,
        ),
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      shippingMethodName: orders.shippingMethodName,
      source: orders.source,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(adminOrderConditions(params.filter))
    .orderBy(...orderOf(params.sort, params.direction))
    .limit(params.limit)
    .offset(params.offset);
}

export async function countAdminOrders(db: DbOrTx, filter: AdminOrderFilter): Promise<number> {
  return db.$count(orders, adminOrderConditions(filter));
}

export interface AdminOrderEvent {
  id: number;
  status: OrderStatus;
  note: string | null;
  actorName: string | null;
  actorRole: (typeof users.$inferSelect)['role'] | null;
  createdAt: Date;
}

export interface AdminOrderBuyer {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  telegramId: number | null;
  telegramUsername: string | null;
}

export interface AdminOrderDetail {
  order: OrderWithItems;
  events: AdminOrderEvent[];
  buyer: AdminOrderBuyer | null;
  refunds: OrderRefundRow[];
}

export async function adminOrderById(db: DbOrTx, id: string): Promise<AdminOrderDetail | undefined> {
  const order = await db.query.orders.findFirst({
    where: eq(orders.id, id),
    with: { items: { orderBy: (items, { asc }) => [asc(items.id)] } },
  });
  if (!order) return undefined;
  const [events, buyers, refunds] = await Promise.all([
    db
      .select({
        id: orderEvents.id,
        status: orderEvents.status,
        note: orderEvents.note,
        actorName: users.name,
        actorRole: users.role,
        createdAt: orderEvents.createdAt,
      })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorId))
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    order.userId
      ? db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            phone: users.phone,
            telegramId: users.telegramId,
            telegramUsername: users.telegramUsername,
          })
          .from(users)
          .where(eq(users.id, order.userId))
      : Promise.resolve([]),
    listOrderRefunds(db, id),
  ]);
  return { order, events, buyer: buyers[0] ?? null, refunds };
}

/** The order's status with its row locked for the rest of the transaction. */
export async function lockOrderStatus(db: DbOrTx, id: string): Promise<OrderStatus | undefined> {
  const [row] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  return row?.status;
}
