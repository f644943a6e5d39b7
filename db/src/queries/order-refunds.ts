/** An order's refunds: read, begun (a ЮKassa one before its call), settled. */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { orderRefunds, orders } from '../schema';
import { findOrderWithItems, type OrderWithItems } from './orders';

export type OrderRefundRow = typeof orderRefunds.$inferSelect;
export type NewOrderRefund = typeof orderRefunds.$inferInsert;

/** An order's refunds, oldest first. */
export function listOrderRefunds(db: DbOrTx, orderId: string): Promise<OrderRefundRow[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.id));
}

/** The order with its lines and refunds, its row locked for the rest of the transaction. */
export async function lockOrderForRefund(
  tx: DbOrTx,
  orderId: string,
): Promise<{ order: OrderWithItems; refunds: OrderRefundRow[] } | undefined> {
  const [locked] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!locked) return undefined;
  const [order, refunds] = await Promise.all([
    findOrderWithItems(tx, orderId),
    listOrderRefunds(tx, orderId),
  ]);
  return order && { order, refunds };
}

export async function insertOrderRefund(tx: DbOrTx, refund: NewOrderRefund): Promise<OrderRefundRow> {
  const [row] = await tx.insert(orderRefunds).values(refund).returning();
  return row!;
}

export async function settleOrderRefund(
  tx: DbOrTx,
  id: number,
  outcome: Pick<NewOrderRefund, 'status' | 'yookassaRefundId' | 'error'>,
): Promise<void> {
  await tx
    .update(orderRefunds)
    .set({ ...outcome, updatedAt: new Date() })
    .where(eq(orderRefunds.id, id));
}

/** The whole payment given back: the order reads «Деньги возвращены». */
export async function markOrderRefunded(tx: DbOrTx, orderId: string): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatus: 'refunded', updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}
