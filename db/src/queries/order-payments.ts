/**
 * Online payments of orders: a confirmed Telegram payment marks its order paid exactly once, under the order's
 * row lock, and a payment that finds its order cancelled (its hold ran out) or already paid by another charge is
 * written down on the order for a refund rather than lost.
 */
import { telegramPaymentTexts } from '@shop/core';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { orderEvents, orders } from '../schema';
import { withTransaction } from '../transaction';
import { cancelJob } from './jobs';
import type { OrderRow } from './orders';

export interface ConfirmedPayment {
  orderId: string;
  telegramChargeId: string;
  providerChargeId: string;
  /** The order's payment hold job, ended once the order is paid. */
  holdJobKey: string;
}

export type PaymentRecord =
  | { kind: 'paid'; order: OrderRow }
  /** This very charge was recorded before (Telegram sent the update again): nothing changed. */
  | { kind: 'duplicate'; order: OrderRow }
  /** The order was cancelled or already paid by another charge: the money must go back. */
  | { kind: 'needs_refund'; order: OrderRow }
  | { kind: 'not_found' };

export function recordTelegramPayment(db: DbOrTx, payment: ConfirmedPayment): Promise<PaymentRecord> {
  return withTransaction(db, async (tx): Promise<PaymentRecord> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    if (!order) return { kind: 'not_found' };
    if (order.telegramPaymentChargeId === payment.telegramChargeId) return { kind: 'duplicate', order };
    const charges = `telegram_payment_charge_id ${payment.telegramChargeId}, provider_payment_charge_id ${payment.providerChargeId}`;
    if (order.status === 'cancelled' && order.paymentStatus === 'unpaid') {
      const [updated] = await tx
        .update(orders)
        .set({
          paymentStatus: 'paid',
          paidAt: sql`now()`,
          telegramPaymentChargeId: payment.telegramChargeId,
          providerPaymentChargeId: payment.providerChargeId,
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, order.id))
        .returning();
      await addOrderNote(tx, order, `${telegramPaymentTexts.latePaymentEvent} (${charges})`);
      return { kind: 'needs_refund', order: updated! };
    }
    if (order.status === 'cancelled' || order.paymentStatus !== 'unpaid') {
      await addOrderNote(tx, order, `${telegramPaymentTexts.alreadyPaid}: лишняя оплата (${charges})`);
      return { kind: 'needs_refund', order };
    }
    const [updated] = await tx
      .update(orders)
      .set({
        paymentStatus: 'paid',
        paidAt: sql`now()`,
        telegramPaymentChargeId: payment.telegramChargeId,
        providerPaymentChargeId: payment.providerChargeId,
        updatedAt: sql`now()`,
      })
      .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'unpaid')))
      .returning();
    await addOrderNote(tx, order, `${telegramPaymentTexts.paidEvent} (${charges})`);
    await cancelJob(tx, payment.holdJobKey);
    return { kind: 'paid', order: updated! };
  });
}

/** A late payment given back (Telegram Stars refund at once): the order shows the money returned. */
export function markLatePaymentRefunded(db: DbOrTx, order: OrderRow, note: string): Promise<void> {
  return withTransaction(db, async (tx) => {
    await tx
      .update(orders)
      .set({ paymentStatus: 'refunded', updatedAt: sql`now()` })
      .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'paid')));
    await addOrderNote(tx, order, note);
  });
}

/** An event on the order's history without a status change. */
export async function addOrderNote(db: DbOrTx, order: OrderRow, note: string): Promise<void> {
  await db.insert(orderEvents).values({ orderId: order.id, status: order.status, note, actorId: null });
}
