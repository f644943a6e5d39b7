/**
 * Staff giving back money for a paid order, whole or chosen lines, optionally cancelling it. A ЮKassa payment is
 * refunded by ЮKassa's refund call: the refund is written `pending` with its Idempotence-Key and the exact request
 * under the order's row lock before the call, so a retry (staff pressing «Повторить возврат» after a 5xx or a
 * timeout) sends the same request under the same key and ЮKassa answers the same refund; a pending refund also
 * blocks any other, so money never goes back twice. ЮKassa not answering leaves the order as it was (paid, not
 * cancelled) with the pending refund to retry. A Telegram payment cannot be refunded through the Bot API (only
 * Stars can): staff give it back in the provider's office and record it here (`manual`).
 * Once the money is back the order notes it, reads «Деньги возвращены» when all of it is, is cancelled when asked,
 * and the buyer is told in the same transaction: in Telegram when she can be written to, else by email.
 */
import { randomUUID } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import {
  canMoveOrder,
  formatKopecks,
  type OrderRefundRequest,
  orderStatusNotice,
  orderTexts,
  type RefundWay,
  receiptCustomerOf,
  refundPlanOf,
  refundStatusLabels,
  refundTexts,
  refundWayLabel,
} from '@shop/core';
import {
  addOrderNote,
  changeOrderStatus,
  type Database,
  type DbOrTx,
  enqueueJob,
  insertOrderRefund,
  lockOrderForRefund,
  markOrderRefunded,
  type OrderRefundRow,
  type OrderWithItems,
  recordStaffChange,
  type StaffActor,
  settleOrderRefund,
  withTransaction,
} from '@shop/db';
import type { YookassaConfig } from '../../config';
import { BUYER_MAIL_JOB } from '../../jobs/buyer-mail';
import { ApiError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { TelegramOutbox } from '../../telegram/outbox';
import { raiseOrderError } from '../orders/order-errors';
import { receiptSettingsOf, yookassaReceiptOf } from './receipts';
import { type CreateRefundBody, createYookassaClient, rubAmount, YookassaError } from './yookassa-client';

export const orderRefundSchema = z
  .object({
    id: z.number().int(),
    amountKopecks: z.number().int(),
    way: z.enum(['yookassa', 'manual']),
    wayLabel: z.string(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    statusLabel: z.string(),
    whole: z.boolean(),
    lines: z.array(z.object({ itemId: z.number().int(), quantity: z.number().int() })),
    error: z.string().nullable().openapi({ description: "why ЮKassa refused (staff's view only)" }),
    createdAt: z.string(),
  })
  .openapi('OrderRefund');

export type OrderRefundView = z.infer<typeof orderRefundSchema>;

export const refundView = (row: OrderRefundRow, paymentMethod: string): OrderRefundView => ({
  id: row.id,
  amountKopecks: row.amountKopecks,
  way: row.way,
  wayLabel: refundWayLabel(row.way, paymentMethod),
  status: row.status,
  statusLabel: refundStatusLabels[row.status],
  whole: row.whole,
  lines: row.lines,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
});

/** How the order's payment can be given back: by ЮKassa's call, or recorded by staff. */
export const refundWayOf = (order: Pick<OrderWithItems, 'paymentMethod' | 'yookassaPaymentId'>): RefundWay =>
  order.paymentMethod === 'yookassa' && order.yookassaPaymentId ? 'yookassa' : 'manual';

/** Money back so far: succeeded refunds; `counted` adds pending ones (they may have gone through). */
const sumOf = (refunds: readonly OrderRefundRow[], counted: readonly OrderRefundRow['status'][]) =>
  refunds
    .filter((refund) => counted.includes(refund.status))
    .reduce((sum, refund) => sum + refund.amountKopecks, 0);

export const refundedKopecksOf = (refunds: readonly OrderRefundRow[]) => sumOf(refunds, ['succeeded']);

/** Units given back (or being given back) per order line. */
export function refundedUnitsOf(refunds: readonly OrderRefundRow[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const refund of refunds.filter((candidate) => candidate.status !== 'failed')) {
    for (const line of refund.lines) units.set(line.itemId, (units.get(line.itemId) ?? 0) + line.quantity);
  }
  return units;
}

export interface OrderRefundsDeps {
  db: Database;
  log: Logger;
  outbox: TelegramOutbox;
  yookassa: YookassaConfig | undefined;
  /** Whether letters can go (SMTP configured): a buyer without Telegram is told by email then. */
  canMail: boolean;
  onStockChanged?: () => void;
}

export function orderRefunds(deps: OrderRefundsDeps) {
  const { db, log, outbox } = deps;
  const client = deps.yookassa ? createYookassaClient(deps.yookassa) : undefined;

  async function locked(tx: DbOrTx, orderId: string) {
    const found = await lockOrderForRefund(tx, orderId);
    if (!found) throw new ApiError('NOT_FOUND', orderTexts.notFound);
    return found;
  }

  /** Tells the buyer of money given back: Telegram when she can be written to, else a letter to her email. */
  async function tellBuyer(tx: DbOrTx, order: OrderWithItems, text: string): Promise<void> {
    const told = await outbox.toBuyer(tx, order.userId, {
      text,
      purpose: 'order.refunded',
      orderId: order.id,
    });
    if (told || !deps.canMail || !order.customer.email) return;
    await enqueueJob(tx, {
      kind: BUYER_MAIL_JOB,
      payload: { to: order.customer.email, subject: refundTexts.mailSubject(order.number), text },
    });
  }

  /** The money is back: the order's note, its payment status, the cancel asked for and the buyer's notice. */
  async function applyRefund(
    tx: DbOrTx,
    order: OrderWithItems,
    refunds: readonly OrderRefundRow[],
    refund: OrderRefundRow,
    actor: StaffActor,
  ): Promise<void> {
    const amount = formatKopecks(refund.amountKopecks);
    const back = refundedKopecksOf(refunds) + refund.amountKopecks;
    const whole = back >= order.totalKopecks;
    await addOrderNote(
      tx,
      order,
      `${refundTexts.event(amount, refundWayLabel(refund.way, order.paymentMethod))}${refund.note ? `: ${refund.note}` : ''}`,
      actor.id,
    );
    if (whole) await markOrderRefunded(tx, order.id);
    await recordStaffChange(tx, actor, {
      entity: 'order',
      entityId: order.number,
      action: 'refund',
      after: { amountKopecks: refund.amountKopecks, way: refund.way, lines: refund.lines },
    });
    const notice = refundTexts.buyerNotice(order.number, amount, whole);
    if (refund.cancelsOrder) {
      // The buyer is told once, below, with the refund's words.
      await changeOrderStatus(tx, {
        orderId: order.id,
        to: 'cancelled',
        actorId: actor.id,
        by: 'staff',
        note: refund.note ?? undefined,
      });
    }
    const cancelled = refund.cancelsOrder ? `${orderStatusNotice('cancelled', order.number)} ` : '';
    await tellBuyer(tx, order, `${cancelled}${notice}`);
  }

  /** Sends the pending refund to ЮKassa (again, on a retry: same request, same key) and applies the answer. */
  async function sendToYookassa(orderId: string, refundId: number, actor: StaffActor): Promise<void> {
    if (!client) throw new ApiError('CONFLICT', refundTexts.yookassaOff);
    const pending = await withTransaction(db, async (tx) => {
      const { refunds } = await locked(tx, orderId);
      return refunds.find((refund) => refund.id === refundId && refund.status === 'pending');
    });
    if (!pending?.idempotenceKey) throw new ApiError('CONFLICT', refundTexts.noPending);
    let answer: Awaited<ReturnType<typeof client.createRefund>>;
    try {
      answer = await client.createRefund(pending.request as CreateRefundBody, pending.idempotenceKey);
    } catch (error) {
      if (!(error instanceof YookassaError)) throw error;
      log.error('ЮKassa did not make a refund', {
        order: orderId,
        refund: refundId,
        code: error.code,
        status: error.status,
        retryable: error.retryable,
      });
      if (error.retryable) throw new ApiError('SERVICE_UNAVAILABLE', refundTexts.yookassaDown);
      const reason = refundTexts.yookassaRefused(error.code);
      await withTransaction(db, (tx) => settleOrderRefund(tx, refundId, { status: 'failed', error: reason }));
      throw new ApiError('CONFLICT', reason);
    }
    if (answer.status === 'canceled') {
      await withTransaction(db, (tx) =>
        settleOrderRefund(tx, refundId, {
          status: 'failed',
          yookassaRefundId: answer.id,
          error: refundTexts.yookassaCancelled,
        }),
      );
      throw new ApiError('CONFLICT', refundTexts.yookassaCancelled);
    }
    await withTransaction(db, async (tx) => {
      const { order, refunds } = await locked(tx, orderId);
      const refund = refunds.find((candidate) => candidate.id === refundId);
      // Another retry applied it meanwhile.
      if (refund?.status !== 'pending') return;
      await settleOrderRefund(tx, refundId, {
        status: 'succeeded',
        yookassaRefundId: answer.id,
        error: null,
      });
      await applyRefund(tx, order, refunds, refund, actor);
    });
  }

  return {
    /**
     * Gives back the chosen lines (or everything left) of a paid order. 409 with the reason when it cannot be;
     * 503 when ЮKassa does not answer (the refund stays pending, `retry` sends it again).
     */
    async refund(orderId: string, actor: StaffActor, input: OrderRefundRequest) {
      if (input.cancel && input.lines) throw new ApiError('CONFLICT', refundTexts.cancelNeedsWhole);
      const begun = await withTransaction(db, async (tx) => {
        const { order, refunds } = await locked(tx, orderId);
        if (order.paymentStatus === 'unpaid') throw new ApiError('CONFLICT', refundTexts.notPaid);
        if (refunds.some((refund) => refund.status === 'pending')) {
          throw new ApiError('CONFLICT', refundTexts.pending);
        }
        const way = refundWayOf(order);
        if (way === 'yookassa' && input.manual) throw new ApiError('CONFLICT', refundTexts.notManual);
        if (way === 'manual' && !input.manual) {
          throw new ApiError(
            'CONFLICT',
            order.paymentMethod === 'telegram' ? refundTexts.manualOnly : refundTexts.paidOnDelivery,
          );
        }
        if (order.paymentStatus === 'refunded') throw new ApiError('CONFLICT', refundTexts.nothingLeft);
        if (input.cancel && !canMoveOrder(order.status, 'cancelled')) {
          throw new ApiError('CONFLICT', orderTexts.transitionNotAllowed(order.status, 'cancelled'));
        }
        const units = new Map<number, number>();
        for (const refund of refunds.filter((candidate) => candidate.status !== 'failed')) {
          for (const line of refund.lines)
            units.set(line.itemId, (units.get(line.itemId) ?? 0) + line.quantity);
        }
        const plan = refundPlanOf(order, units, input.lines, sumOf(refunds, ['succeeded', 'pending']));
        if (typeof plan === 'string') throw new ApiError('CONFLICT', plan);
        const common = {
          orderId,
          way,
          amountKopecks: plan.amountKopecks,
          lines: plan.lines,
          whole: !input.lines,
          cancelsOrder: input.cancel,
          note: input.note ?? null,
          actorId: actor.id,
        };
        if (way === 'manual') {
          const refund = await insertOrderRefund(tx, { ...common, status: 'succeeded' });
          await applyRefund(tx, order, refunds, refund, actor);
          return undefined;
        }
        const settings = await receiptSettingsOf(tx, log);
        // A refund of the whole payment needs no receipt: ЮKassa makes it from the payment's own.
        const partial = plan.amountKopecks < order.totalKopecks;
        const request: CreateRefundBody = {
          payment_id: order.yookassaPaymentId!,
          amount: rubAmount(plan.amountKopecks),
          description: refundTexts.description(order.number),
          ...(settings.enabled && partial
            ? {
                receipt: {
                  ...yookassaReceiptOf(settings, plan.pieces),
                  customer: receiptCustomerOf(order.customer),
                },
              }
            : {}),
        };
        return insertOrderRefund(tx, { ...common, status: 'pending', idempotenceKey: randomUUID(), request });
      }).catch(raiseOrderError);
      if (begun) await sendToYookassa(orderId, begun.id, actor);
      if (input.cancel) deps.onStockChanged?.();
    },

    /** Sends a pending ЮKassa refund again, the same request under the same key. */
    async retry(orderId: string, refundId: number, actor: StaffActor) {
      await sendToYookassa(orderId, refundId, actor);
      deps.onStockChanged?.();
    },
  };
}

export type OrderRefunds = ReturnType<typeof orderRefunds>;
