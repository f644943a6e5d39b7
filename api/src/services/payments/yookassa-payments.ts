/**
 * Paying an order online by card or СБП through ЮKassa (the web and the mini-app alike). The order is placed and
 * holds its stock as a Telegram-paid one does (payment-hold.ts); its payment is then asked of ЮKassa under an
 * Idempotence-Key stored on the order before the call, so a retry after a refusal or a lost answer gets the same
 * payment, never a second one. A notification is only a hint: the payment is fetched from the API and recorded
 * through the same rules as a Telegram payment (recordOnlinePayment: the amount, the currency, the order named
 * in its metadata, once, late or extra ones kept for the staff).
 */
import { randomUUID } from 'node:crypto';
import {
  type PaymentProblemKind,
  paidAmountText,
  receiptCustomerOf,
  receiptLinesOf,
  TELEGRAM_PAYMENT_CURRENCY,
  telegramPaymentTexts,
  webPaymentTexts as texts,
} from '@shop/core';
import {
  addOrderNote,
  claimYookassaKey,
  type DbOrTx,
  dropYookassaConfirmation,
  findOrderRow,
  findOrderWithItems,
  type OrderRow,
  type OrderWithItems,
  type PaymentRecord,
  recordOnlinePayment,
  saveYookassaPayment,
} from '@shop/db';
import { z } from 'zod';
import type { YookassaConfig } from '../../config';
import { ApiError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { TelegramOutbox } from '../../telegram/outbox';
import { onlinePaymentRefusal, paymentHoldKey } from './payment-hold';
import { receiptSettingsOf, type YookassaReceipt, yookassaReceiptOf } from './receipts';
import { createYookassaClient, kopecksOf, rubAmount, YookassaError } from './yookassa-client';

export interface YookassaPaymentsDeps {
  db: DbOrTx;
  log: Logger;
  outbox: TelegramOutbox;
  /** ЮKassa's keys; undefined leaves this way of paying off. */
  config: YookassaConfig | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** ЮKassa's payment ids are 36 characters of hex and dashes; anything else is not asked about. */
const PAYMENT_ID = /^[0-9a-zA-Z-]{1,64}$/;

/** What a notification must look like to be read at all; its object is never trusted beyond its id. */
export const yookassaNotificationSchema = z.object({
  type: z.literal('notification'),
  event: z.string().min(1).max(100),
  object: z.object({ id: z.string().regex(PAYMENT_ID) }).passthrough(),
});

export type YookassaPaymentOutcome = 'paid' | 'not-paid' | 'duplicate' | 'problem';

export function yookassaPayments(deps: YookassaPaymentsDeps) {
  const { db, log, outbox } = deps;
  const client = deps.config ? createYookassaClient(deps.config) : undefined;

  const readOrder = (orderId: string) => findOrderRow(db, orderId);

  /** The key the order's next payment is asked under: the stored one, or a new one stored before any call. */
  function keyFor(order: OrderRow, fresh: boolean): Promise<string> {
    if (order.yookassaIdempotenceKey && !fresh) return Promise.resolve(order.yookassaIdempotenceKey);
    return claimYookassaKey(db, {
      orderId: order.id,
      previous: order.yookassaIdempotenceKey,
      key: randomUUID(),
    });
  }

  /** The 54-ФЗ receipt of the order when the shop's settings send receipts with payments. */
  async function receiptOf(order: OrderWithItems): Promise<YookassaReceipt | undefined> {
    const settings = await receiptSettingsOf(db, log);
    if (!settings.enabled) return undefined;
    return {
      ...yookassaReceiptOf(settings, receiptLinesOf(order)),
      customer: receiptCustomerOf(order.customer),
    };
  }

  function refusalOf(order: OrderRow): string | undefined {
    if (order.paymentMethod !== 'yookassa') return texts.notWebPaymentOrder;
    return onlinePaymentRefusal(order);
  }

  /** Tells of a recorded payment in the same transaction: the buyer's thanks, or the problem to buyer and staff. */
  async function tell(tx: DbOrTx, record: PaymentRecord, paid: string, paymentId: string): Promise<void> {
    if (record.kind === 'duplicate') return;
    if (record.kind === 'paid') {
      const { order } = record;
      await outbox.toBuyer(tx, order.userId, {
        text: texts.thanks(order.number, order.totalKopecks),
        purpose: 'payment.paid',
        orderId: order.id,
      });
      return;
    }
    const { order, problem } = record;
    // Web payments are given back by staff in ЮKassa's office for now.
    if (order && problem === 'late')
      await addOrderNote(tx, order, telegramPaymentTexts.lateManualRefundEvent);
    if (order && problem === 'extra')
      await addOrderNote(tx, order, telegramPaymentTexts.extraManualRefundEvent);
    await outbox.toStaff(tx, {
      text: staffNoticeOf(problem, order, paid, paymentId),
      purpose: 'staff.payment-problem',
      ...(order ? { orderId: order.id } : {}),
    });
    if (order) {
      await outbox.toBuyer(tx, order.userId, {
        text: buyerNoticeOf(problem, order),
        purpose: `payment.${problem}`,
        orderId: order.id,
      });
    }
  }

  /**
   * Records a payment as the API reports it. Only a succeeded payment pays; a cancelled one leaves the order to
   * be paid again (a new payment) while its time lasts.
   */
  async function recordFetched(payment: {
    id: string;
    status: string;
    amount: { value: string; currency: string };
    metadata?: Record<string, string> | undefined;
  }): Promise<YookassaPaymentOutcome> {
    const named = payment.metadata?.order_id;
    const orderId = named && UUID.test(named) ? named : undefined;
    if (payment.status === 'canceled' && orderId) {
      // The buyer left the payment page or the bank refused: nothing to pay at that page any more.
      await dropYookassaConfirmation(db, { orderId, paymentId: payment.id });
    }
    if (payment.status !== 'succeeded') return 'not-paid';
    const totalAmount = kopecksOf(payment.amount);
    const paid = paidAmountText(payment.amount.currency, totalAmount);
    const record = await recordOnlinePayment(
      db,
      {
        orderId,
        currency: payment.amount.currency,
        totalAmount,
        charge: { kind: 'yookassa', paymentId: payment.id },
        holdJobKey: orderId ? paymentHoldKey(orderId) : undefined,
      },
      (tx, record) => tell(tx, record, paid, payment.id),
    );
    if (record.kind === 'problem') {
      log.warn('a ЮKassa payment did not pay its order as asked', {
        problem: record.problem,
        order: record.order?.number,
        paymentId: payment.id,
        amount: paid,
      });
    }
    if (record.kind === 'paid') log.info('an order was paid through ЮKassa', { order: record.order.number });
    return record.kind;
  }

  return {
    /** Checkout offers «Онлайн картой или СБП» only when this is true. */
    enabled: client !== undefined,

    /**
     * Where the buyer pays the order: the pending payment's page, or a new payment's (the first, or after the
     * buyer cancelled the last one). ApiError 409 when the order cannot be paid, 503 when ЮKassa refused or did
     * not answer; the key stays on the order, so the next try asks for the same payment.
     */
    async startPayment(orderId: string, returnUrl: string): Promise<string> {
      if (!client) throw new ApiError('CONFLICT', texts.unavailable);
      let order = await readOrder(orderId);
      if (!order) throw new ApiError('NOT_FOUND', telegramPaymentTexts.unknownOrder);
      const refusal = refusalOf(order);
      if (refusal) throw new ApiError('CONFLICT', refusal);
      try {
        let fresh = false;
        if (order.yookassaPaymentId) {
          const current = await client.getPayment(order.yookassaPaymentId);
          if (current.status === 'pending' && current.confirmation?.confirmation_url) {
            return current.confirmation.confirmation_url;
          }
          if (current.status === 'succeeded') {
            await recordFetched(current);
            throw new ApiError('CONFLICT', telegramPaymentTexts.alreadyPaid);
          }
          fresh = current.status === 'canceled';
        }
        const key = await keyFor(order, fresh);
        const current = (await findOrderWithItems(db, orderId)) ?? { ...order, items: [] };
        order = current;
        const receipt = await receiptOf(current);
        const payment = await client.createPayment(
          {
            amount: rubAmount(order.totalKopecks),
            capture: true,
            confirmation: { type: 'redirect', return_url: returnUrl },
            description: texts.description(order.number),
            metadata: { order_id: order.id, order_number: String(order.number) },
            ...(receipt ? { receipt } : {}),
          },
          key,
        );
        const url = payment.confirmation?.confirmation_url;
        if (!url) throw new YookassaError('ЮKassa gave no confirmation_url', 200, 'unexpected_answer', false);
        await saveYookassaPayment(db, {
          orderId: order.id,
          key,
          paymentId: payment.id,
          confirmationUrl: url,
        });
        return url;
      } catch (error) {
        if (!(error instanceof YookassaError)) throw error;
        log.error('ЮKassa did not make a payment', {
          order: order.number,
          code: error.code,
          status: error.status,
          retryable: error.retryable,
        });
        throw new ApiError('SERVICE_UNAVAILABLE', texts.notCreated);
      }
    },

    /**
     * Asks ЮKassa how the order's payment stands and records it when paid: the order page does this when the
     * buyer comes back, so a lost notification does not leave a paid order unpaid. ЮKassa not answering changes
     * nothing.
     */
    async checkPayment(orderId: string): Promise<void> {
      const order = await readOrder(orderId);
      if (!client || !order?.yookassaPaymentId || order.paymentStatus !== 'unpaid') return;
      try {
        await recordFetched(await client.getPayment(order.yookassaPaymentId));
      } catch (error) {
        if (!(error instanceof YookassaError)) throw error;
        log.warn('ЮKassa did not say how a payment stands', { order: order.number, code: error.code });
      }
    },

    /**
     * A notification from ЮKassa: its payment is fetched from the API by id and only that is recorded. 404 for a
     * payment ЮKassa does not know, 503 when ЮKassa does not answer (it sends the notification again).
     */
    async handleNotification(notification: z.infer<typeof yookassaNotificationSchema>) {
      if (!client) throw new ApiError('NOT_FOUND', texts.unavailable);
      // Refunds are made by the shop itself and read from their own answers; only payments are looked at here.
      if (!notification.event.startsWith('payment.')) return 'ignored' as const;
      try {
        return await recordFetched(await client.getPayment(notification.object.id));
      } catch (error) {
        if (!(error instanceof YookassaError)) throw error;
        if (error.status === 404) throw new ApiError('NOT_FOUND', texts.paymentNotFound);
        log.warn('a ЮKassa notification could not be checked', {
          paymentId: notification.object.id,
          code: error.code,
        });
        throw new ApiError('SERVICE_UNAVAILABLE', texts.unavailable);
      }
    },
  };
}

function buyerNoticeOf(problem: PaymentProblemKind, order: OrderRow): string {
  switch (problem) {
    case 'late':
      return telegramPaymentTexts.lateBuyerNotice(order.number);
    case 'extra':
      return telegramPaymentTexts.extraBuyerNotice(order.number);
    default:
      return telegramPaymentTexts.wrongAmountBuyerNotice(order.number);
  }
}

function staffNoticeOf(
  problem: PaymentProblemKind,
  order: OrderRow | undefined,
  paid: string,
  paymentId: string,
): string {
  if (!order) return telegramPaymentTexts.unknownOrderStaffNotice(paid, paymentId);
  switch (problem) {
    case 'late':
      return telegramPaymentTexts.lateStaffNotice(order.number, paid, false);
    case 'extra':
      return telegramPaymentTexts.extraStaffNotice(order.number, paid, false);
    default:
      return telegramPaymentTexts.wrongAmountStaffNotice(
        order.number,
        paid,
        paidAmountText(TELEGRAM_PAYMENT_CURRENCY, order.totalKopecks),
        false,
      );
  }
}
