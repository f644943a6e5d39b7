/**
 * Paying an order inside Telegram: what the invoice lists and the words the buyer, the staff and the order's
 * history read. The invoice's prices are the order's own line totals, shipping and fee, so they add up to the
 * order's total exactly and Telegram charges what the order says.
 */
import { formatKopecks } from '../money';

export const TELEGRAM_PAYMENT_CURRENCY = 'RUB';

export interface InvoicePrice {
  label: string;
  /** Kopecks. */
  amount: number;
}

export interface InvoiceOrder {
  items: readonly {
    name: string;
    colorName: string;
    sizeName: string | null;
    sizeCode: string;
    quantity: number;
    lineTotalKopecks: number;
  }[];
  shippingMethodName: string | null;
  shippingFeeKopecks: number;
  paymentFeeKopecks: number;
  totalKopecks: number;
}

const LABEL_MAX = 64;
const cut = (text: string) => (text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1)}…` : text);

/** One price per line, then shipping and the fee when they cost anything; a free line is left out. */
export function invoicePricesOf(order: InvoiceOrder): InvoicePrice[] {
  const prices = order.items
    .filter((item) => item.lineTotalKopecks > 0)
    .map((item) => ({
      label: cut(`${item.name}, ${item.colorName}, ${item.sizeName ?? item.sizeCode} × ${item.quantity}`),
      amount: item.lineTotalKopecks,
    }));
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
};
