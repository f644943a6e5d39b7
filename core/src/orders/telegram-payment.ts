/**
 * Paying an order inside Telegram: what the invoice lists and the words the buyer, the staff and the order's
 * history read. The invoice's prices are the order's own line totals, shipping and fee, so they add up to the
 * order's total exactly and Telegram charges what the order says.
 */
import { formatKopecks, lineTotalKopecks } from '../money';
import { cutText } from '../text/telegram-text';
import { discountLabel, type OrderLineChoice, orderLineLabel } from './order-texts';

export const TELEGRAM_PAYMENT_CURRENCY = 'RUB';

/** Money Telegram took that did not simply pay its order; staff resolve each one in the admin app. */
export const PAYMENT_PROBLEM_KINDS = ['wrong_amount', 'unknown_order', 'late', 'extra'] as const;
export type PaymentProblemKind = (typeof PAYMENT_PROBLEM_KINDS)[number];

export const paymentProblemLabels: Record<PaymentProblemKind, string> = {
  wrong_amount: 'Сумма не совпала со счётом',
  unknown_order: 'Оплата без заказа',
  late: 'Оплата после отмены',
  extra: 'Лишняя оплата',
};

/**
 * A paid sum as Telegram reports it (the currency's smallest units): roubles as prices are shown, with kopecks
 * when there are any (a payment of 1 kopeck must not read «0 ₽»).
 */
export function paidAmountText(currency: string, amount: number): string {
  if (currency === TELEGRAM_PAYMENT_CURRENCY) {
    return formatKopecks(amount);
  }
  if (currency === 'XTR') return `${amount} ⭐`;
  return `${amount} ${currency} (в минимальных единицах валюты)`;
}

export interface InvoicePrice {
  label: string;
  /** Kopecks. */
  amount: number;
}

export interface InvoiceOrder {
  items: readonly (OrderLineChoice & {
    /** The price of one item when ordered. */
    priceKopecks: number;
  })[];
  /** The promocode discount on the goods, listed as its own price. */
  discountKopecks: number;
  promocodeCode: string | null;
  shippingMethodName: string | null;
  shippingFeeKopecks: number;
  paymentFeeKopecks: number;
  totalKopecks: number;
}

const LABEL_MAX = 64;
const cut = (text: string) => cutText(text, LABEL_MAX);

/**
 * One price per line at its price per item, the promocode discount as a negative price of its own, then shipping
 * and the fee when they cost anything; a free line is left out. The prices add up to the order's total.
 */
export function invoicePricesOf(order: InvoiceOrder): InvoicePrice[] {
  const prices = order.items
    .filter((item) => item.priceKopecks > 0)
    .map((item) => ({
      label: cut(`${orderLineLabel(item)} × ${item.quantity}`),
      amount: lineTotalKopecks(item),
    }));
  if (order.discountKopecks > 0) {
    prices.push({ label: cut(discountLabel(order.promocodeCode)), amount: -order.discountKopecks });
  }
  if (order.shippingFeeKopecks > 0) {
    prices.push({ label: cut(order.shippingMethodName ?? 'Доставка'), amount: order.shippingFeeKopecks });
  }
  if (order.paymentFeeKopecks > 0) prices.push({ label: 'Комиссия', amount: order.paymentFeeKopecks });
  return prices;
}

export const telegramPaymentTexts = {
  methodName: 'Оплата в Telegram',
  invoiceTitle: (number: number) => `Заказ №${number}`,
  invoiceDescription: (number: number, pieces: number) =>
    `Оплата заказа №${number}, товаров: ${pieces}. Заказ ждёт оплаты ограниченное время.`,
  unavailable: 'Оплата в Telegram сейчас недоступна',
  notTelegramOrder: 'Этот заказ оплачивается при получении, а не в Telegram',
  alreadyPaid: 'Заказ уже оплачен',
  cancelled: 'Заказ отменён, оплатить его нельзя',
  expired: 'Время на оплату истекло, заказ отменён',
  amountChanged: 'Сумма заказа изменилась',
  unknownOrder: 'Заказ не найден',
  paidEvent: 'Оплачен в Telegram',
  holdExpiredEvent: 'Не оплачен вовремя',
  latePaymentEvent: 'Оплата пришла после отмены',
  lateRefundedEvent: 'Оплата пришла после отмены, звёзды возвращены покупателю',
  starsRefundedEvent: 'Звёзды возвращены покупателю',
  lateManualRefundEvent: 'Оплата пришла после отмены: верните деньги покупателю вручную',
  thanks: (number: number, totalKopecks: number) =>
    `Спасибо! Заказ №${number} на ${formatKopecks(totalKopecks)} оплачен. Мы напишем здесь, когда его подтвердим.`,
  holdExpiredNotice: (number: number) =>
    `Заказ №${number} отменён: оплата не пришла вовремя, товары вернулись в продажу. Вы можете оформить его заново.`,
  lateBuyerNotice: (number: number) =>
    `Оплата заказа №${number} пришла после его отмены. Мы вернём деньги и напишем вам.`,
  unknownPaymentNotice: 'Оплата пришла, но заказ не найден. Мы вернём деньги и напишем вам.',
  extraBuyerNotice: (number: number) =>
    `Заказ №${number} уже был оплачен, эта оплата лишняя. Мы вернём деньги и напишем вам.`,
  extraManualRefundEvent: 'Лишняя оплата: верните деньги покупателю вручную',
  extraStaffNotice: (number: number, total: string, refunded: boolean) =>
    `Лишняя оплата ${total} уже оплаченного заказа №${number}. ${
      refunded ? 'Звёзды возвращены автоматически.' : 'Верните деньги вручную.'
    }`,
  lateStaffNotice: (number: number, total: string, refunded: boolean) =>
    `Оплата ${total} пришла после отмены заказа №${number}. ${
      refunded ? 'Звёзды возвращены автоматически.' : 'Верните деньги вручную.'
    }`,
  wrongAmountEvent: (paid: string, expected: string) =>
    `Оплата не совпала со счётом: пришло ${paid}, счёт на ${expected}. Заказ не отмечен оплаченным`,
  wrongAmountBuyerNotice: (number: number) =>
    `Оплата заказа №${number} не совпала с суммой заказа, поэтому заказ пока не отмечен оплаченным. Мы проверим платёж и напишем вам; деньги не потеряются.`,
  wrongAmountStaffNotice: (number: number, paid: string, expected: string, refunded: boolean) =>
    `Оплата заказа №${number} не совпала со счётом: пришло ${paid}, счёт на ${expected}. Заказ не отмечен оплаченным. ${
      refunded ? 'Звёзды возвращены автоматически.' : 'Проверьте платёж в админке: «Проблемы с оплатой».'
    }`,
  unknownOrderStaffNotice: (paid: string, chargeId: string) =>
    `Пришла оплата ${paid} без заказа: telegram_payment_charge_id ${chargeId}. Верните деньги вручную.`,
  problemResolvedEvent: (resolution: string) => `Проблема с оплатой решена: ${resolution}`,
  resolutionRequired: 'Напишите, что сделано: например, «деньги возвращены»',
};
