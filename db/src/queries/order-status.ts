import {
  buyerMayCancel,
  canMoveOrder,
  isPaidOnDelivery,
  type OrderStatus,
  orderTexts,
  refundTexts,
  telegramPaymentTexts,
} from '@shop/core';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  orderEvents,
  orderItems,
  orders,
  products,
  productVariants,
  promocodeRedemptions,
  promocodes,
} from '../schema';
import { withTransaction } from '../transaction';
import { OrderError } from './order-errors';
import type { OrderRow } from './orders';

export interface StatusChange {
  orderId: string;
  to: OrderStatus;
  /** Who made the change; null for the system. */
  actorId: string | null;
  /** A buyer may only cancel, and only early; staff and the shop's timed work move along every allowed transition. */
  by: 'buyer' | 'staff' | 'system';
  note?: string | undefined;
  /** Refuse (TRANSITION_NOT_ALLOWED) when the order is no longer unpaid: a payment hold running out. */
  onlyUnpaid?: boolean;
}

/**
 * Moves an order to another status along the allowed transitions, with an event row. A paid order is cancelled
 * only once its money is back (order-refunds in the api). Cancelling returns every line's stock and the promocode use in the same transaction; delivering an order paid at the door (cash, a
 * card to the courier) marks it paid with the time. The order row is locked first, so two changes of
 * one order (a buyer cancelling while staff ship) are judged one after the other.
 */
export function changeOrderStatus(db: DbOrTx, change: StatusChange): Promise<OrderRow> {
  return withTransaction(db, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, change.orderId)).for('update');
    if (!order) throw new OrderError('NOT_FOUND', orderTexts.notFound);
    if (change.by === 'buyer' && (change.to !== 'cancelled' || !buyerMayCancel(order.status))) {
      throw new OrderError('TRANSITION_NOT_ALLOWED', orderTexts.buyerCannotCancel(order.status));
    }
    if (change.onlyUnpaid && order.paymentStatus !== 'unpaid') {
      throw new OrderError('TRANSITION_NOT_ALLOWED', telegramPaymentTexts.alreadyPaid);
    }
    if (!canMoveOrder(order.status, change.to)) {
      throw new OrderError(
        'TRANSITION_NOT_ALLOWED',
        orderTexts.transitionNotAllowed(order.status, change.to),
      );
    }
    const cancelling = change.to === 'cancelled';
    // Money taken must go back first (a refund marks the order refunded, then cancels it).
    if (cancelling && order.paymentStatus === 'paid') {
      throw new OrderError(
        'TRANSITION_NOT_ALLOWED',
        change.by === 'buyer' ? refundTexts.paidBuyerCancelRefused : refundTexts.paidCancelRefused,
      );
    }
    const paidAtTheDoor =
      change.to === 'delivered' && order.paymentStatus === 'unpaid' && isPaidOnDelivery(order.paymentMethod);
    const now = new Date();
    const [updated] = await tx
      .update(orders)
      .set({
        status: change.to,
        updatedAt: now,
        ...(cancelling ? { cancelledAt: now } : {}),
        ...(paidAtTheDoor ? { paymentStatus: 'paid' as const, paidAt: now } : {}),
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (cancelling) await returnStockAndPromocode(tx, order);
    await tx.insert(orderEvents).values({
      orderId: order.id,
      status: change.to,
      note: change.note ?? null,
      actorId: change.actorId,
    });
    return updated!;
  });
}

/** Cancelling puts back what placing took: each line's stock, and the promocode's use and redemption. */
async function returnStockAndPromocode(tx: DbOrTx, order: OrderRow): Promise<void> {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const sorted = lines.sort(
    (a, b) =>
      (a.productId ?? 0) - (b.productId ?? 0) ||
      a.colorCode.localeCompare(b.colorCode) ||
      a.sizeCode.localeCompare(b.sizeCode),
  );
  for (const line of sorted) {
    // A product deleted since keeps its order lines (product id set to null) but has no stock to return to.
    if (line.productId === null) continue;
    await tx
      .update(productVariants)
      .set({ quantity: sql`${productVariants.quantity} + ${line.quantity}` })
      .where(
        and(
          eq(productVariants.productId, line.productId),
          eq(productVariants.colorCode, line.colorCode),
          eq(productVariants.sizeCode, line.sizeCode),
        ),
      );
    await tx
      .update(products)
      .set({ soldCount: sql`greatest(${products.soldCount} - ${line.quantity}, 0)` })
      .where(eq(products.id, line.productId));
  }
  if (!order.promocodeId) return;
  const redeemed = await tx
    .delete(promocodeRedemptions)
    .where(
      and(
        eq(promocodeRedemptions.promocodeId, order.promocodeId),
        eq(promocodeRedemptions.orderId, order.id),
      ),
    )
    .returning({ id: promocodeRedemptions.id });
  if (redeemed.length === 0) return;
  await tx
    .update(promocodes)
    .set({ usageCount: sql`greatest(${promocodes.usageCount} - 1, 0)` })
    .where(eq(promocodes.id, order.promocodeId));
}
