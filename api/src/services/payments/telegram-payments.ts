/**
 * Paying an order inside Telegram: the invoice link for an unpaid order, the last check Telegram asks for before
 * it charges (pre_checkout_query), and the confirmed payment, recorded on the order exactly once. A payment that
 * finds its order cancelled is kept on the order and the staff are told; Stars are given back at once, any other
 * currency is left to the staff to refund by hand (an event on the order says so).
 */
import {
  formatKopecks,
  invoicePricesOf,
  TELEGRAM_PAYMENT_CURRENCY,
  telegramPaymentTexts as texts,
} from '@shop/core';
import {
  addOrderNote,
  type DbOrTx,
  findOrderWithItems,
  markLatePaymentRefunded,
  type OrderRow,
  type OrderWithItems,
  recordTelegramPayment,
} from '@shop/db';
import { ApiError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { Notifier } from '../notifier';
import { invoicePayload, orderIdOfPayload } from './invoice-payload';
import { paymentHoldKey } from './payment-hold';

/** The Bot API calls payments make; grammY's `bot.api` is one. */
export interface PaymentsBotApi {
  createInvoiceLink(
    title: string,
    description: string,
    payload: string,
    providerToken: string,
    currency: string,
    prices: { label: string; amount: number }[],
  ): Promise<string>;
  refundStarPayment(userId: number, telegramPaymentChargeId: string): Promise<unknown>;
}

export interface TelegramPaymentsDeps {
  db: DbOrTx;
  log: Logger;
  notifier: Notifier | undefined;
  secret: string;
  providerToken: string | undefined;
  botApi: PaymentsBotApi | undefined;
}

export interface PaymentQuery {
  payload: string;
  currency: string;
  totalAmount: number;
}

export interface ConfirmedTelegramPayment extends PaymentQuery {
  telegramChargeId: string;
  providerChargeId: string;
  /** Who paid: a Stars refund goes back to them. */
  telegramUserId: number;
}

export type PaymentCheck = { ok: true } | { ok: false; reason: string };

const STARS = 'XTR';

export type TelegramPayments = ReturnType<typeof telegramPayments>;

/** Payment in Telegram needs a provider token and a running bot to create invoices. */
export const canPayInTelegram = (deps: Pick<TelegramPaymentsDeps, 'providerToken' | 'botApi'>): boolean =>
  Boolean(deps.providerToken && deps.botApi);

export function telegramPayments(deps: TelegramPaymentsDeps) {
  const { db, log, secret } = deps;
  const enabled = canPayInTelegram(deps);

  const notifyStaff = (text: string) =>
    deps.notifier?.notifyStaff(text).catch((error: unknown) =>
      log.warn('the staff was not told of a payment', {
        reason: error instanceof Error ? error.message : String(error),
      }),
    );

  return {
    /** Checkout offers payment in Telegram only when this is true. */
    enabled,

    /** Why this order cannot be paid now, or undefined when it can. */
    refusalOf(order: OrderRow, now = new Date()): string | undefined {
      if (order.paymentStatus !== 'unpaid') return texts.alreadyPaid;
      const holdOver = order.paymentDueAt !== null && order.paymentDueAt <= now;
      if (order.status === 'cancelled') return holdOver ? texts.expired : texts.cancelled;
      if (holdOver) return texts.expired;
      return undefined;
    },

    /** A link that opens Telegram's payment form for the order; ApiError when it cannot be paid in Telegram. */
    async invoiceLink(order: OrderWithItems): Promise<string> {
      if (!enabled || !deps.botApi || !deps.providerToken) {
        throw new ApiError('CONFLICT', texts.unavailable);
      }
      if (order.paymentMethod !== 'telegram') throw new ApiError('CONFLICT', texts.notTelegramOrder);
      const refusal = this.refusalOf(order);
      if (refusal) throw new ApiError('CONFLICT', refusal);
      const pieces = order.items.reduce((sum, item) => sum + item.quantity, 0);
      try {
        return await deps.botApi.createInvoiceLink(
          texts.invoiceTitle(order.number),
          texts.invoiceDescription(order.number, pieces),
          invoicePayload(secret, order.id),
          deps.providerToken,
          TELEGRAM_PAYMENT_CURRENCY,
          invoicePricesOf(order),
        );
      } catch (error) {
        log.error('Telegram did not make an invoice link', {
          order: order.number,
          reason: error instanceof Error ? error.message : String(error),
        });
        throw new ApiError('SERVICE_UNAVAILABLE', texts.unavailable);
      }
    },

    /** Telegram's last question before it charges: is this order still to be paid, for this sum? */
    async checkPreCheckout(query: PaymentQuery): Promise<PaymentCheck> {
      const orderId = orderIdOfPayload(secret, query.payload);
      const order = orderId ? await findOrderWithItems(db, orderId) : undefined;
      if (!order) return { ok: false, reason: texts.unknownOrder };
      const refusal = this.refusalOf(order);
      if (refusal) return { ok: false, reason: refusal };
      if (query.currency !== TELEGRAM_PAYMENT_CURRENCY || query.totalAmount !== order.totalKopecks) {
        return { ok: false, reason: texts.amountChanged };
      }
      return { ok: true };
    },

    /** Records a confirmed payment; answers what to tell the payer, or undefined when it was recorded before. */
    async confirmPayment(payment: ConfirmedTelegramPayment): Promise<string | undefined> {
      const orderId = orderIdOfPayload(secret, payment.payload);
      const record = orderId
        ? await recordTelegramPayment(db, {
            orderId,
            telegramChargeId: payment.telegramChargeId,
            providerChargeId: payment.providerChargeId,
            holdJobKey: paymentHoldKey(orderId),
          })
        : ({ kind: 'not_found' } as const);
      const total = formatKopecks(payment.totalAmount);
      switch (record.kind) {
        case 'paid':
          return texts.thanks(record.order.number, record.order.totalKopecks);
        case 'duplicate':
          return undefined;
        case 'not_found':
          log.error('a Telegram payment names no order of this shop', {
            telegramChargeId: payment.telegramChargeId,
          });
          notifyStaff(
            `Пришла оплата ${total} без заказа: telegram_payment_charge_id ${payment.telegramChargeId}. Верните деньги вручную.`,
          );
          return texts.unknownPaymentNotice;
        case 'needs_refund': {
          const refunded = await refundStars(record.order, payment);
          // Paid by this charge, the order was cancelled; otherwise another charge paid it first.
          if (record.order.telegramPaymentChargeId === payment.telegramChargeId) {
            notifyStaff(texts.lateStaffNotice(record.order.number, total, refunded));
            return texts.lateBuyerNotice(record.order.number);
          }
          notifyStaff(texts.extraStaffNotice(record.order.number, total, refunded));
          return texts.extraBuyerNotice(record.order.number);
        }
      }
    },
  };

  /** Stars are given back at once; true when they were. Other money waits for the staff. */
  async function refundStars(order: OrderRow, payment: ConfirmedTelegramPayment): Promise<boolean> {
    if (payment.currency === STARS && deps.botApi) {
      try {
        await deps.botApi.refundStarPayment(payment.telegramUserId, payment.telegramChargeId);
        // A second charge of an order paid before leaves that order paid: only the extra payment went back.
        if (order.telegramPaymentChargeId === payment.telegramChargeId) {
          await markLatePaymentRefunded(db, order, texts.lateRefundedEvent);
        } else await addOrderNote(db, order, texts.lateRefundedEvent);
        return true;
      } catch (error) {
        log.warn('Stars of a late payment were not refunded', {
          order: order.number,
          reason: error instanceof Error ? error.message : String(error),
        });
      }
    }
    const late = order.telegramPaymentChargeId === payment.telegramChargeId;
    await addOrderNote(db, order, late ? texts.lateManualRefundEvent : texts.extraManualRefundEvent);
    return false;
  }
}
