/**
 * Paying an order online by card or СБП through ЮKassa, on the web and in the mini-app: which methods hold the
 * stock while the buyer pays, and the words the buyer, the staff and the order's history read.
 */
import { formatKopecks } from '../money';

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
