import { Composer } from 'grammy';
import type { BotContext } from '../context';
import { texts } from '../texts';

/**
 * Payment of orders inside Telegram. Before charging, Telegram asks (pre_checkout_query, to be answered within
 * 10 s) and the shop re-checks the order; after charging it sends successful_payment, which the shop checks
 * against the invoice and records once, writing the payer's answer through its outbox. The bot decides nothing.
 */
export function paymentsFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();

  feature.on('pre_checkout_query', async (ctx) => {
    const payments = ctx.shop.payments;
    const query = ctx.preCheckoutQuery;
    if (!payments) return ctx.answerPreCheckoutQuery(false, { error_message: texts.paymentsUnavailable });
    const check = await payments.check({
      payload: query.invoice_payload,
      currency: query.currency,
      totalAmount: query.total_amount,
    });
    return check.ok
      ? ctx.answerPreCheckoutQuery(true)
      : ctx.answerPreCheckoutQuery(false, { error_message: check.reason });
  });

  feature.on('message:successful_payment', async (ctx) => {
    const payment = ctx.message.successful_payment;
    const payments = ctx.shop.payments;
    const details = {
      telegramChargeId: payment.telegram_payment_charge_id,
      providerChargeId: payment.provider_payment_charge_id,
    };
    if (!payments) {
      ctx.logger.error('bot: a payment came while payments are off', details);
      return ctx.reply(texts.paymentNotRecorded);
    }
    try {
      await payments.confirm({
        payload: payment.invoice_payload,
        currency: payment.currency,
        totalAmount: payment.total_amount,
        telegramUserId: ctx.from.id,
        ...details,
      });
    } catch (error) {
      // Telegram never sends this update again: the shop's inbox has it handled again later, and the log keeps
      // the charge meanwhile.
      ctx.logger.error('bot: a payment could not be recorded', {
        ...details,
        payload: payment.invoice_payload,
        totalAmount: payment.total_amount,
        currency: payment.currency,
        reason: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
  });
  return feature;
}
