/**
 * Online payments of orders: a confirmed Telegram payment marks its order paid exactly once, under the order's
 * row lock, and only when it is what the invoice asked (currency and total). Anything else Telegram took — a
 * wrong sum or currency, a payload naming no order, a payment after the order was cancelled, a second payment —
 * is kept as a payment problem for the staff (one per charge) and written on the order, never lost.
 */
import {
  type PaymentProblemKind,
  paidAmountText,
  TELEGRAM_PAYMENT_CURRENCY,
  telegramPaymentTexts,
} from '@shop/core';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { orderEvents, orders, paymentProblems } from '../schema';
import { withTransaction } from '../transaction';
import { cancelJob } from './jobs';
import type { OrderRow } from './orders';

export interface ConfirmedPayment {
  /** Undefined when the payload names no order of this shop. */
  orderId: string | undefined;
  currency: string;
  /** In the currency's smallest units, as Telegram reports it. */
  totalAmount: number;
  telegramChargeId: string;
  providerChargeId: string;
  telegramUserId: number;
  /** The order's payment hold job, ended once the order is paid. */
  holdJobKey: string | undefined;
}

export type PaymentRecord =
  | { kind: 'paid'; order: OrderRow }
  /** This very charge was recorded before (Telegram sent the update again): nothing changed. */
  | { kind: 'duplicate' }
  /** Kept for the staff; the order (when there is one) is not marked paid by it. */
  | { kind: 'problem'; problem: PaymentProblemKind; order: OrderRow | undefined; problemId: number };

/**
 * Records the payment in one transaction; `also` runs inside it with the outcome (the messages that tell of it
 * are written there, so they exist exactly when the payment is recorded).
 */
export function recordTelegramPayment(
  db: DbOrTx,
  payment: ConfirmedPayment,
  also?: (tx: DbOrTx, record: PaymentRecord) => Promise<void>,
): Promise<PaymentRecord> {
  return withTransaction(db, async (tx): Promise<PaymentRecord> => {
    const record = await judge(tx, payment);
    await also?.(tx, record);
    return record;
  });
}

async function judge(tx: DbOrTx, payment: ConfirmedPayment): Promise<PaymentRecord> {
  const [order] = payment.orderId
    ? await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update')
    : [];
  const [known] = await tx
    .select({ id: paymentProblems.id })
    .from(paymentProblems)
    .where(eq(paymentProblems.telegramChargeId, payment.telegramChargeId));
  if (known || (order && order.telegramPaymentChargeId === payment.telegramChargeId)) {
    return { kind: 'duplicate' };
  }
  const paid = paidAmountText(payment.currency, payment.totalAmount);
  const charges = `telegram_payment_charge_id ${payment.telegramChargeId}, provider_payment_charge_id ${payment.providerChargeId}`;
  const problem = async (kind: PaymentProblemKind, details: string): Promise<PaymentRecord> => {
    const [row] = await tx
      .insert(paymentProblems)
      .values({
        kind,
        orderId: order?.id ?? null,
        currency: payment.currency,
        totalAmount: payment.totalAmount,
        telegramChargeId: payment.telegramChargeId,
        providerChargeId: payment.providerChargeId,
        telegramUserId: payment.telegramUserId,
        details,
      })
      .returning({ id: paymentProblems.id });
    if (order) await addOrderNote(tx, order, `${details} (${charges})`);
    return { kind: 'problem', problem: kind, order, problemId: row!.id };
  };

  if (!order)
    return problem(
      'unknown_order',
      telegramPaymentTexts.unknownOrderStaffNotice(paid, payment.telegramChargeId),
    );
  if (payment.currency !== TELEGRAM_PAYMENT_CURRENCY || payment.totalAmount !== order.totalKopecks) {
    return problem(
      'wrong_amount',
      telegramPaymentTexts.wrongAmountEvent(
        paid,
        paidAmountText(TELEGRAM_PAYMENT_CURRENCY, order.totalKopecks),
      ),
    );
  }
  if (order.status === 'cancelled' && order.paymentStatus === 'unpaid') {
    // The money is the order's, though it came late: the order shows it paid until staff give it back.
    await markPaid(tx, order.id, payment, sql`true`);
    return problem('late', telegramPaymentTexts.latePaymentEvent);
  }
  if (order.status === 'cancelled' || order.paymentStatus !== 'unpaid') {
    return problem('extra', `${telegramPaymentTexts.alreadyPaid}: лишняя оплата`);
  }
  const updated = await markPaid(tx, order.id, payment, eq(orders.paymentStatus, 'unpaid'));
  await addOrderNote(tx, order, `${telegramPaymentTexts.paidEvent} (${charges})`);
  if (payment.holdJobKey) await cancelJob(tx, payment.holdJobKey);
  return { kind: 'paid', order: updated };
}

async function markPaid(
  tx: DbOrTx,
  orderId: string,
  payment: ConfirmedPayment,
  when: SQL,
): Promise<OrderRow> {
  const [updated] = await tx
    .update(orders)
    .set({
      paymentStatus: 'paid',
      paidAt: sql`now()`,
      telegramPaymentChargeId: payment.telegramChargeId,
      providerPaymentChargeId: payment.providerChargeId,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, orderId), when))
    .returning();
  return updated!;
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

export type PaymentProblemRow = typeof paymentProblems.$inferSelect & { orderNumber: number | null };

/** Payment problems, open ones first and newest first, for the staff. */
export async function listPaymentProblems(
  db: DbOrTx,
  { open, limit, offset }: { open: boolean; limit: number; offset: number },
): Promise<{ problems: PaymentProblemRow[]; total: number }> {
  const where = open ? isNull(paymentProblems.resolvedAt) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ problem: paymentProblems, orderNumber: orders.number })
      .from(paymentProblems)
      .leftJoin(orders, eq(orders.id, paymentProblems.orderId))
      .where(where)
      .orderBy(sql`${paymentProblems.resolvedAt} is not null`, desc(paymentProblems.createdAt))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(paymentProblems).where(where),
  ]);
  return {
    problems: rows.map((row) => ({ ...row.problem, orderNumber: row.orderNumber ?? null })),
    total: Number(count?.total ?? 0),
  };
}

/** Staff say what they did about a problem; false when there is no such open problem. */
export function resolvePaymentProblem(
  db: DbOrTx,
  { id, staffId, resolution }: { id: number; staffId: string; resolution: string },
): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    const [resolved] = await tx
      .update(paymentProblems)
      .set({ resolvedAt: sql`now()`, resolvedBy: staffId, resolution })
      .where(and(eq(paymentProblems.id, id), isNull(paymentProblems.resolvedAt)))
      .returning({ orderId: paymentProblems.orderId });
    if (!resolved) return false;
    if (resolved.orderId) {
      const [order] = await tx.select().from(orders).where(eq(orders.id, resolved.orderId));
      if (order) {
        await tx.insert(orderEvents).values({
          orderId: order.id,
          status: order.status,
          note: telegramPaymentTexts.problemResolvedEvent(resolution),
          actorId: staffId,
        });
      }
    }
    return true;
  });
}
