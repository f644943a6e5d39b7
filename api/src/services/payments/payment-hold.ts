/**
 * The stock of an order paid online (in Telegram or through ЮKassa) is held for it for a while: the order carries
 * when its payment is due, and a job enqueued in the order's own transaction cancels it then if it is still unpaid
 * (api/src/jobs).
 */
import { telegramPaymentTexts as texts } from '@shop/core';
import { enqueueJob, type OrderRow, type Transaction } from '@shop/db';

export const PAYMENT_HOLD_JOB = 'order.payment-hold';

/** One hold per order: paying in time cancels the job by this key. */
export const paymentHoldKey = (orderId: string): string => `payment-hold:${orderId}`;

export const paymentDueAt = (holdMinutes: number, now = new Date()): Date =>
  new Date(now.getTime() + holdMinutes * 60_000);

export async function enqueuePaymentHold(tx: Transaction, orderId: string, dueAt: Date): Promise<void> {
  await enqueueJob(tx, {
    kind: PAYMENT_HOLD_JOB,
    key: paymentHoldKey(orderId),
    payload: { orderId },
    runAt: dueAt,
  });
}

/** Why this order cannot be paid online now (paid, cancelled, its time over), or undefined when it can. */
export function onlinePaymentRefusal(order: OrderRow, now = new Date()): string | undefined {
  if (order.paymentStatus !== 'unpaid') return texts.alreadyPaid;
  const holdOver = order.paymentDueAt !== null && order.paymentDueAt <= now;
  if (order.status === 'cancelled') return holdOver ? texts.expired : texts.cancelled;
  if (holdOver) return texts.expired;
  return undefined;
}
