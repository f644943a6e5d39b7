/**
 * Paying an order inside Telegram: the invoice link for an unpaid order, the last check Telegram asks for before
 * it charges (pre_checkout_query), and the confirmed payment, recorded on the order exactly once when it is what
 * the invoice asked. Any other payment (a wrong sum or currency, no such order, after a cancel, a second one) is
 * kept as a payment problem the staff see and resolve; Stars are given back at once, other money by the staff.
 */
import {
  invoicePricesOf,
  type PaymentProblemKind,
  paidAmountText,
  receiptLinesOf,
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
  recordOnlinePayment,
  withTransaction,
} from '@shop/db';
import { ApiError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { TelegramOutbox } from '../../telegram/outbox';
import { invoicePayload, orderIdOfPayload } from './invoice-payload';
import { onlinePaymentRefusal, paymentHoldKey } from './payment-hold';
import { receiptSettingsOf, yookassaReceiptOf } from './receipts';

/** What an invoice carries for a 54-ФЗ receipt: ЮKassa's receipt in `provider_data`, the payer's email for it. */
interface InvoiceReceiptFields {
  provider_data: string;
  need_email: boolean;
  send_email_to_provider: boolean;
}

/** The Bot API calls payments make; grammY's `bot.api` is one. */
export interface PaymentsBotApi {
  createInvoiceLink(
    title: string,
    description: string,
    payload: string,
    providerToken: string,
    currency: string,
    prices: { label: string; amount: number }[],
    other?: InvoiceReceiptFields,
  ): Promise<string>;
  refundStarPayment(userId: number, telegramPaymentChargeId: string): Promise<unknown>;
}

export interface TelegramPaymentsDeps {
  db: DbOrTx;
  log: Logger;
  outbox: TelegramOutbox;
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
  const { db, log, secret, outbox } = deps;
  const enabled = canPayInTelegram(deps);

  /**
   * The receipt fields when the shop sends receipts: ЮKassa's format for payments in Telegram
   * ({"receipt": {"items": [...], "tax_system_code": n}}), the lines adding up to the invoice's total; Telegram
   * asks the payer for her email and hands it to the provider, which sends the receipt there.
   */
  async function invoiceReceiptOf(order: OrderWithItems): Promise<InvoiceReceiptFields | undefined> {
    const settings = await receiptSettingsOf(db, log);
    if (!settings.enabled) return undefined;
    return {
      provider_data: JSON.stringify({ receipt: yookassaReceiptOf(settings, receiptLinesOf(order)) }),
      need_email: true,
      send_email_to_provider: true,
    };
  }

  return {
    /** Checkout offers payment in Telegram only when this is true. */
    enabled,

    refusalOf: onlinePaymentRefusal,

    /** A link that opens Telegram's payment form for the order; ApiError when it cannot be paid in Telegram. */
    async invoiceLink(order: OrderWithItems): Promise<string> {
      if (!enabled || !deps.botApi || !deps.providerToken) {
        throw new ApiError('CONFLICT', texts.unavailable);
      }
      if (order.paymentMethod !== 'telegram') throw new ApiError('CONFLICT', texts.notTelegramOrder);
      const refusal = this.refusalOf(order);
      if (refusal) throw new ApiError('CONFLICT', refusal);
      const pieces = order.items.reduce((sum, item) => sum + item.quantity, 0);
      const receipt = await invoiceReceiptOf(order);
      try {
        return await deps.botApi.createInvoiceLink(
          texts.invoiceTitle(order.number),
          texts.invoiceDescription(order.number, pieces),
          invoicePayload(secret, order.id),
          deps.providerToken,
          TELEGRAM_PAYMENT_CURRENCY,
          invoicePricesOf(order),
          ...(receipt ? [receipt] : []),
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

    /**
     * Records a confirmed payment. The payer's answer and the staff's notice are written into the outbox in the
     * same transaction; a payment that is not what its invoice asked is kept as a payment problem. Stars that did
     * not pay an order are given back at once (Telegram's refund), other money by staff.
     */
    async confirmPayment(payment: ConfirmedTelegramPayment): Promise<void> {
      const orderId = orderIdOfPayload(secret, payment.payload);
      const stars = payment.currency === STARS && deps.botApi !== undefined;
      const paid = paidAmountText(payment.currency, payment.totalAmount);
      const tell = (tx: DbOrTx, text: string, purpose: string, order?: OrderRow) =>
        outbox.toTelegramUser(tx, payment.telegramUserId, {
          text,
          purpose,
          ...(order ? { orderId: order.id } : {}),
        });
      const record = await recordOnlinePayment(
        db,
        {
          orderId,
          currency: payment.currency,
          totalAmount: payment.totalAmount,
          charge: {
            kind: 'telegram',
            telegramChargeId: payment.telegramChargeId,
            providerChargeId: payment.providerChargeId,
            telegramUserId: payment.telegramUserId,
          },
          holdJobKey: orderId ? paymentHoldKey(orderId) : undefined,
        },
        async (tx, record) => {
          if (record.kind === 'paid') {
            await tell(
              tx,
              texts.thanks(record.order.number, record.order.totalKopecks),
              'payment.paid',
              record.order,
            );
            return;
          }
          if (record.kind === 'duplicate') return;
          const { order } = record;
          await tell(tx, buyerNoticeOf(record.problem, order), `payment.${record.problem}`, order);
          // Stars are refunded first and the staff told after with the outcome; other money waits for staff.
          if (!stars) await tellStaff(tx, staffNoticeOf(record.problem, order, paid, payment, false), order);
        },
      );
      if (record.kind !== 'problem') return;
      log.warn('a Telegram payment did not pay its order as invoiced', {
        problem: record.problem,
        order: record.order?.number,
        telegramChargeId: payment.telegramChargeId,
      });
      const refunded = stars ? await refundStars(payment) : false;
      await withTransaction(db, async (tx) => {
        if (record.order) await noteRefund(tx, record, refunded);
        if (stars)
          await tellStaff(
            tx,
            staffNoticeOf(record.problem, record.order, paid, payment, refunded),
            record.order,
          );
      });
    },
  };

  function tellStaff(tx: DbOrTx, text: string, order: OrderRow | undefined) {
    return outbox.toStaff(tx, {
      text,
      purpose: 'staff.payment-problem',
      ...(order ? { orderId: order.id } : {}),
    });
  }

  /** Stars are given back at once; true when they were. */
  async function refundStars(payment: ConfirmedTelegramPayment): Promise<boolean> {
    try {
      await deps.botApi?.refundStarPayment(payment.telegramUserId, payment.telegramChargeId);
      return true;
    } catch (error) {
      log.warn('Stars of a payment problem were not refunded', {
        telegramChargeId: payment.telegramChargeId,
        reason: error instanceof Error ? error.message : String(error),
      });
      return false;
    }
  }

  /** What the order's history says of the money: given back, or to be given back by hand. */
  async function noteRefund(
    tx: DbOrTx,
    record: { problem: PaymentProblemKind; order: OrderRow | undefined },
    refunded: boolean,
  ): Promise<void> {
    const { order } = record;
    if (!order) return;
    if (refunded) {
      // A late payment marked the cancelled order paid: it is now refunded.
      if (record.problem === 'late') await markLatePaymentRefunded(tx, order, texts.lateRefundedEvent);
      else await addOrderNote(tx, order, texts.starsRefundedEvent);
      return;
    }
    if (record.problem === 'late') await addOrderNote(tx, order, texts.lateManualRefundEvent);
    if (record.problem === 'extra') await addOrderNote(tx, order, texts.extraManualRefundEvent);
  }
}

function buyerNoticeOf(problem: PaymentProblemKind, order: OrderRow | undefined): string {
  if (!order) return texts.unknownPaymentNotice;
  switch (problem) {
    case 'late':
      return texts.lateBuyerNotice(order.number);
    case 'extra':
      return texts.extraBuyerNotice(order.number);
    default:
      return texts.wrongAmountBuyerNotice(order.number);
  }
}

function staffNoticeOf(
  problem: PaymentProblemKind,
  order: OrderRow | undefined,
  paid: string,
  payment: ConfirmedTelegramPayment,
  refunded: boolean,
): string {
  if (!order) return texts.unknownOrderStaffNotice(paid, payment.telegramChargeId);
  switch (problem) {
    case 'late':
      return texts.lateStaffNotice(order.number, paid, refunded);
    case 'extra':
      return texts.extraStaffNotice(order.number, paid, refunded);
    default:
      return texts.wrongAmountStaffNotice(
        order.number,
        paid,
        paidAmountText(TELEGRAM_PAYMENT_CURRENCY, order.totalKopecks),
        refunded,
      );
  }
}
