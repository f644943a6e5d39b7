/**
 * Giving back money for a paid order: which units of which lines a refund covers, what they cost to the kopeck,
 * and the words staff and the buyer read. A line's units are priced as its receipt lines are (`receiptLinesOf`):
 * when its total does not divide by its quantity the first units cost a kopeck more, so refunding a line unit by
 * unit adds up to its total exactly, and a whole refund (every unit left, shipping, the fee) to what was paid.
 */
import { formatKopecks } from '../money';
import { isPaidOnDelivery } from './payment-on-delivery';
import { type ReceiptLine, type ReceiptOrder, receiptLineDescription } from './web-payment';

export const REFUND_WAYS = ['yookassa', 'manual'] as const;
export type RefundWay = (typeof REFUND_WAYS)[number];
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const refundStatusLabels: Record<RefundStatus, string> = {
  pending: 'Не завершён',
  succeeded: 'Выполнен',
  failed: 'Отклонён',
};

/**
 * How a refund went back, as staff read it: ЮKassa's call; a Telegram payment given back in the provider's office;
 * cash or a card handed to the courier given back by the shop itself.
 */
export function refundWayLabel(way: RefundWay, paymentMethod: string): string {
  if (way === 'yookassa') return 'через ЮKassa';
  return isPaidOnDelivery(paymentMethod) ? 'вручную' : 'вручную в кабинете платёжной системы';
}

/** An order line as a refund reads it: the receipt's line with its id. */
export type RefundableItem = ReceiptOrder['items'][number] & { id: number };

/** The first `units` units of a line: a kopeck more for each of the units the discount left over. */
function unitsKopecks(item: RefundableItem, units: number): number {
  const base = Math.floor(item.lineTotalKopecks / item.quantity);
  const over = item.lineTotalKopecks - base * item.quantity;
  return units * base + Math.min(units, over);
}

/** Units `from`..`from + count` of a line as receipt pieces of one price each (at most two). */
function piecesOf(item: RefundableItem, from: number, count: number): ReceiptLine[] {
  const description = receiptLineDescription(item);
  const pieces: ReceiptLine[] = [];
  for (let unit = from; unit < from + count; unit++) {
    const unitKopecks = unitsKopecks(item, unit + 1) - unitsKopecks(item, unit);
    const last = pieces.at(-1);
    if (last?.unitKopecks === unitKopecks) last.quantity += 1;
    else pieces.push({ description, quantity: 1, unitKopecks, subject: 'commodity' });
  }
  return pieces.filter((piece) => piece.unitKopecks > 0);
}

export type RefundOrder = Omit<ReceiptOrder, 'customer' | 'items'> & { items: readonly RefundableItem[] };

export interface RefundPlan {
  amountKopecks: number;
  lines: { itemId: number; quantity: number }[];
  /** What the refund's receipt lists; adds up to `amountKopecks`. */
  pieces: ReceiptLine[];
}

/**
 * What a refund gives back, given the units already given back per line (pending refunds count): the chosen
 * units, or with `lines` absent everything left (with shipping and the fee when no whole refund was made).
 * Answers a Russian refusal instead when a line is not the order's, more units are asked than are left, or the
 * sum passes what is left of the payment.
 */
export function refundPlanOf(
  order: RefundOrder,
  refundedUnits: ReadonlyMap<number, number>,
  lines: readonly { itemId: number; quantity: number }[] | undefined,
  refundedKopecks: number,
): RefundPlan | string {
  const left = order.totalKopecks - refundedKopecks;
  if (left <= 0) return refundTexts.nothingLeft;
  const asked =
    lines ??
    order.items
      .map((item) => ({ itemId: item.id, quantity: item.quantity - (refundedUnits.get(item.id) ?? 0) }))
      .filter((line) => line.quantity > 0);
  const plan: RefundPlan = { amountKopecks: 0, lines: [], pieces: [] };
  const seen = new Set<number>();
  for (const line of asked) {
    const item = order.items.find((candidate) => candidate.id === line.itemId);
    if (!item || seen.has(line.itemId)) return refundTexts.unknownLine;
    seen.add(line.itemId);
    const done = refundedUnits.get(item.id) ?? 0;
    if (line.quantity > item.quantity - done)
      return refundTexts.tooManyUnits(item.name, item.quantity - done);
    plan.amountKopecks += unitsKopecks(item, done + line.quantity) - unitsKopecks(item, done);
    plan.lines.push({ itemId: item.id, quantity: line.quantity });
    plan.pieces.push(...piecesOf(item, done, line.quantity));
  }
  if (!lines) {
    // Everything left: shipping and the fee go back with the last units (a refund of chosen lines never has them).
    const services = [
      { description: order.shippingMethodName ?? 'Доставка', kopecks: order.shippingFeeKopecks },
      { description: 'Комиссия', kopecks: order.paymentFeeKopecks },
    ];
    for (const service of services.filter((candidate) => candidate.kopecks > 0)) {
      plan.amountKopecks += service.kopecks;
      plan.pieces.push({
        description: service.description,
        quantity: 1,
        unitKopecks: service.kopecks,
        subject: 'service',
      });
    }
  }
  if (plan.amountKopecks <= 0) return refundTexts.nothingChosen;
  if (plan.amountKopecks > left) return refundTexts.aboveLeft(formatKopecks(left));
  return plan;
}

export const refundTexts = {
  notPaid: 'Заказ не оплачен — возвращать нечего',
  nothingLeft: 'Деньги за заказ уже возвращены полностью',
  nothingChosen: 'Выберите позиции для возврата',
  unknownLine: 'В заказе нет такой позиции',
  tooManyUnits: (name: string, left: number) => `«${name}»: вернуть можно не больше ${left} шт.`,
  aboveLeft: (left: string) => `Вернуть можно не больше ${left}`,
  cancelNeedsWhole: 'Отменить заказ можно только с возвратом всей суммы',
  pending: 'Предыдущий возврат не завершён: нажмите «Повторить возврат» — повтор не вернёт деньги дважды',
  noPending: 'Незавершённого возврата нет',
  /** A Telegram payment: the Bot API cannot give back money paid through a provider. */
  manualOnly:
    'Оплата прошла в Telegram: бот не может вернуть эти деньги. Верните их в личном кабинете платёжной системы и отметьте возврат здесь.',
  notManual: 'Оплата прошла через ЮKassa: деньги вернутся автоматически, отмечать вручную не нужно',
  paidOnDelivery: 'Заказ оплачен при получении: верните деньги покупателю и отметьте возврат здесь.',
  yookassaOff: 'ЮKassa не настроена: вернуть деньги через неё нельзя',
  yookassaDown:
    'ЮKassa не ответила, деньги, возможно, ещё не возвращены. Нажмите «Повторить возврат» — повтор не вернёт деньги дважды.',
  yookassaRefused: (reason: string) => `ЮKassa отказала в возврате: ${reason}`,
  yookassaCancelled: 'ЮKassa отменила возврат: деньги не вернулись',
  paidCancelRefused:
    'Заказ оплачен: отмените его в админке кнопкой «Отменить и вернуть деньги» — деньги вернутся покупателю',
  description: (number: number) => `Возврат по заказу №${number}`,
  paidBuyerCancelRefused: 'Заказ уже оплачен: чтобы отменить его, напишите нам — мы вернём деньги',
  event: (amount: string, wayLabel: string) => `Возвращено ${amount} (${wayLabel})`,
  buyerNotice: (number: number, amount: string, whole: boolean) =>
    whole
      ? `Мы вернули ${amount} за заказ №${number}. Деньги придут на карту или счёт, с которых вы платили, обычно за 1–10 рабочих дней.`
      : `Мы вернули ${amount} за часть заказа №${number}. Деньги придут на карту или счёт, с которых вы платили, обычно за 1–10 рабочих дней.`,
  mailSubject: (number: number) => `Возврат денег за заказ №${number}`,
};
