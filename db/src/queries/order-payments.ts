/**
 * Online payments of orders: a confirmed payment (Telegram's, or ЮKassa's as its API reports it) marks its order
 * paid exactly once, under the order's row lock, and only when it is what the order asks (currency and total).
 * Anything else the provider took — a wrong sum or currency, a payment naming no order, a payment after the order
 * was cancelled, a second payment — is kept as a payment problem for the staff (one per charge) and written on the
 * order, never lost.
 */
import {
  type PaymentProblemKind,
  paidAmountText,
  TELEGRAM_PAYMENT_CURRENCY,
  telegramPaymentTexts,
  webPaymentTexts,
} from '@shop/core';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { orderEvents, orders, paymentProblems } from '../schema';
import { withTransaction } from '../transaction';
import { cancelJob } from './jobs';
import type { OrderRow } from './orders';

/** How the money came: a Telegram charge, or a ЮKassa payment as its API (never a notification) reports it. */
export type PaymentCharge =
  | { kind: 'telegram'; telegramChargeId: string; providerChargeId: string; telegramUserId: number }
  | { kind: 'yookassa'; paymentId: string };

export interface ConfirmedPayment {
  /** Undefined when the payment names no order of this shop. */
  orderId: string | undefined;
  currency: string;
  /** In the currency's smallest units (kopecks for RUB). */
  totalAmount: number;
  charge: PaymentCharge;
  /** The order's payment hold job, ended once the order is paid. */
  holdJobKey: string | undefined;
}

export type PaymentRecord =
  | { kind: 'paid'; order: OrderRow }
  /** This very charge was recorded before (sent again): nothing changed. */
  | { kind: 'duplicate' }
  /** Kept for the staff; the order (when there is one) is not marked paid by it. */
  | { kind: 'problem'; problem: PaymentProblemKind; order: OrderRow | undefined; problemId: number };

/**
 * Records a confirmed online payment (Telegram's or ЮKassa's) in one transaction; `also` runs inside it with the
 * outcome (the messages that tell of it are written there, so they exist exactly when the payment is recorded).
 */
export function recordOnlinePayment(
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

/** The columns that name a charge, on the order once paid and on a payment problem. */
function chargeColumns(charge: PaymentCharge) {
  return charge.kind === 'telegram'
    ? {
        telegramChargeId: charge.telegramChargeId,
        providerChargeId: charge.providerChargeId,
        telegramUserId: charge.telegramUserId,
        yookassaPaymentId: null,
      }
    : {
        telegramChargeId: null,
        providerChargeId: charge.paymentId,
        telegramUserId: null,
        yookassaPaymentId: charge.paymentId,
      };
}

function chargeText(charge: PaymentCharge): string {
  return charge.kind === 'telegram'
    ? `telegram_payment_charge_id ${charge.telegramChargeId}, provider_payment_charge_id ${charge.providerChargeId}`
    : `платёж ЮKassa ${charge.paymentId}`;
}

async function judge(tx: DbOrTx, payment: ConfirmedPayment): Promise<PaymentRecord> {
  const { charge } = payment;
  const columns = chargeColumns(charge);
  const [order] = payment.orderId
    ? await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update')
    : [];
  const [known] = await tx
    .select({ id: paymentProblems.id })
    .from(paymentProblems)
    .where(
      charge.kind === 'telegram'
        ? eq(paymentProblems.telegramChargeId, charge.telegramChargeId)
        : eq(paymentProblems.yookassaPaymentId, charge.paymentId),
    );
  const alreadyThisCharge =
    order !== undefined &&
    (charge.kind === 'telegram'
      ? order.telegramPaymentChargeId === charge.telegramChargeId
      : order.paymentStatus !== 'unpaid' && order.providerPaymentChargeId === charge.paymentId);
  if (known || alreadyThisCharge) return { kind: 'duplicate' };
  const paid = paidAmountText(payment.currency, payment.totalAmount);
  const charges = chargeText(charge);
  const problem = async (kind: PaymentProblemKind, details: string): Promise<PaymentRecord> => {
    const [row] = await tx
      .insert(paymentProblems)
      .values({
        kind,
        orderId: order?.id ?? null,
        currency: payment.currency,
        totalAmount: payment.totalAmount,
        ...columns,
        details,
      })
      .returning({ id: paymentProblems.id });
    if (order) await addOrderNote(tx, order, `${details} (${charges})`);
    return { kind: 'problem', problem: kind, order, problemId: row!.id };
  };

  if (!order)
    return problem(
      'unknown_order',
      telegramPaymentTexts.unknownOrderStaffNotice(paid, columns.providerChargeId),
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
    await markPaid(tx, order.id, charge, sql`true`);
    return problem('late', telegramPaymentTexts.latePaymentEvent);
  }
  if (order.status === 'cancelled' || order.paymentStatus !== 'unpaid') {
    return problem('extra', `${telegramPaymentTexts.alreadyPaid}: лишняя оплата`);
  }
  const updated = await markPaid(tx, order.id, charge, eq(orders.paymentStatus, 'unpaid'));
  const paidEvent = charge.kind === 'telegram' ? telegramPaymentTexts.paidEvent : webPaymentTexts.paidEvent;
  await addOrderNote(tx, order, `${paidEvent} (${charges})`);
  if (payment.holdJobKey) await cancelJob(tx, payment.holdJobKey);
  return { kind: 'paid', order: updated };
}

async function markPaid(tx: DbOrTx, orderId: string, charge: PaymentCharge, when: SQL): Promise<OrderRow> {
  const columns = chargeColumns(charge);
  const [updated] = await tx
    .update(orders)
    .set({
      paymentStatus: 'paid',
      paidAt: sql`now()`,
      telegramPaymentChargeId: columns.telegramChargeId,
      providerPaymentChargeId: columns.providerChargeId,
      // Paid: nothing is left to pay at the confirmation page.
      ...(charge.kind === 'yookassa' ? { yookassaConfirmationUrl: null } : {}),
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

/** An event on the order's history without a status change; `actorId` names the staff member, null the shop. */
export async function addOrderNote(
  db: DbOrTx,
  order: OrderRow,
  note: string,
  actorId: string | null = null,
): Promise<void> {
  await db.insert(orderEvents).values({ orderId: order.id, status: order.status, note, actorId });
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

/** The order alone, without its lines. */
export async function findOrderRow(db: DbOrTx, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/**
 * Stores the Idempotence-Key the order's next ЮKassa payment is asked under, before the call, replacing
 * `previous` (null for the first). When another request stored one meanwhile, that key is answered instead: both
 * then ask for the same payment.
 */
export async function claimYookassaKey(
  db: DbOrTx,
  { orderId, previous, key }: { orderId: string; previous: string | null; key: string },
): Promise<string> {
  const [claimed] = await db
    .update(orders)
    .set({ yookassaIdempotenceKey: key, yookassaPaymentId: null, yookassaConfirmationUrl: null })
    .where(
      and(
        eq(orders.id, orderId),
        previous === null
          ? isNull(orders.yookassaIdempotenceKey)
          : eq(orders.yookassaIdempotenceKey, previous),
      ),
    )
    .returning({ key: orders.yookassaIdempotenceKey });
  if (claimed?.key) return claimed.key;
  return (await findOrderRow(db, orderId))?.yookassaIdempotenceKey ?? key;
}

/** The payment ЮKassa made under the order's current key, and where the buyer pays it. */
export async function saveYookassaPayment(
  db: DbOrTx,
  p: { orderId: string; key: string; paymentId: string; confirmationUrl: string },
): Promise<void> {
  await db
    .update(orders)
    .set({
      yookassaPaymentId: p.paymentId,
      yookassaConfirmationUrl: p.confirmationUrl,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, p.orderId), eq(orders.yookassaIdempotenceKey, p.key)));
}

/** The order's ЮKassa payment was cancelled: its page can no longer be paid. */
export async function dropYookassaConfirmation(
  db: DbOrTx,
  { orderId, paymentId }: { orderId: string; paymentId: string },
): Promise<void> {
  await db
    .update(orders)
    .set({ yookassaConfirmationUrl: null })
    .where(and(eq(orders.id, orderId), eq(orders.yookassaPaymentId, paymentId)));
}
