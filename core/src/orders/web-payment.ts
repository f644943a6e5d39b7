/**
 * Paying an order online by card or СБП through ЮKassa, on the web and in the mini-app: which methods hold the
 * stock while the buyer pays, and the words the buyer, the staff and the order's history read.
 */
import { formatKopecks } from '../money';
import { cutText } from '../text/telegram-text';
import { type OrderLineChoice, orderLineLabel } from './order-texts';

/** Methods paid online before delivery: such an order holds its stock for the payment time, then is cancelled. */
export const holdsStockForPayment = (method: string): boolean =>
  method === 'telegram' || method === 'yookassa';

export const webPaymentTexts = {
  methodName: 'Онлайн картой или СБП',
  description: (number: number) => `Заказ №${number}`,
  unavailable: 'Оплата онлайн картой или СБП сейчас недоступна',
  notWebPaymentOrder: 'Этот заказ оплачивается не онлайн картой или СБП',
  /** ЮKassa refused or did not answer: the order is placed and waits, the buyer pays again from its page. */
  notCreated:
    'Платёжная система не ответила. Заказ оформлен и ждёт оплаты: нажмите «Оплатить» ещё раз на странице заказа.',
  paidEvent: 'Оплачен онлайн (ЮKassa)',
  thanks: (number: number, totalKopecks: number) =>
    `Спасибо! Заказ №${number} на ${formatKopecks(totalKopecks)} оплачен.`,
  paymentNotFound: 'Платёж не найден',
  notificationRefused: 'Уведомление не распознано',
};

export interface ReceiptSettings {
  enabled: boolean;
  vatCode: number;
  taxSystemCode: number | null;
}

export interface ReceiptOrder {
  customer: { phone: string; email?: string | undefined };
  items: readonly (OrderLineChoice & {
    /** The line's total after its part of the promocode discount. */
    lineTotalKopecks: number;
  })[];
  shippingMethodName: string | null;
  shippingFeeKopecks: number;
  paymentFeeKopecks: number;
  totalKopecks: number;
}

/** One receipt line in kopecks; the payment's client turns it into ЮKassa's item. */
export interface ReceiptLine {
  description: string;
  quantity: number;
  /** The price of one unit. */
  unitKopecks: number;
  subject: 'commodity' | 'service';
}

const RECEIPT_DESCRIPTION_MAX = 128;

/** How a receipt names an order line: «Платье, чёрный, M», at most 128 characters. */
export const receiptLineDescription = (item: Omit<OrderLineChoice, 'quantity'>): string =>
  cutText(orderLineLabel(item), RECEIPT_DESCRIPTION_MAX);

/**
 * The 54-ФЗ receipt of an order paid online: one line per order line at the price the buyer paid for it (after
 * the promocode), shipping and the fee as services. A line whose total does not divide by its quantity (the
 * discount left a kopeck over) becomes two lines at prices a kopeck apart, so the receipt adds up to the order's
 * total exactly, as the tax office and ЮKassa require. The buyer is named by email, else by phone.
 */
export function receiptLinesOf(order: ReceiptOrder): ReceiptLine[] {
  const lines: ReceiptLine[] = [];
  for (const item of order.items) {
    if (item.lineTotalKopecks <= 0 || item.quantity <= 0) continue;
    const description = receiptLineDescription(item);
    const base = Math.floor(item.lineTotalKopecks / item.quantity);
    const over = item.lineTotalKopecks - base * item.quantity;
    if (over > 0) lines.push({ description, quantity: over, unitKopecks: base + 1, subject: 'commodity' });
    if (item.quantity - over > 0 && base > 0) {
      lines.push({ description, quantity: item.quantity - over, unitKopecks: base, subject: 'commodity' });
    }
  }
  if (order.shippingFeeKopecks > 0) {
    lines.push({
      description: cutText(order.shippingMethodName ?? 'Доставка', RECEIPT_DESCRIPTION_MAX),
      quantity: 1,
      unitKopecks: order.shippingFeeKopecks,
      subject: 'service',
    });
  }
  if (order.paymentFeeKopecks > 0) {
    lines.push({
      description: 'Комиссия',
      quantity: 1,
      unitKopecks: order.paymentFeeKopecks,
      subject: 'service',
    });
  }
  return lines;
}

/** Who the receipt goes to: the email when the buyer gave one, else the phone as ЮKassa takes it (79001234567). */
export const receiptCustomerOf = (
  customer: ReceiptOrder['customer'],
): { email: string } | { phone: string } =>
  customer.email ? { email: customer.email } : { phone: customer.phone.replace(/\D/g, '') };
