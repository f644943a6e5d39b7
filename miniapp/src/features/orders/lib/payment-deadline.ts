/**
 * Where an order paid online (inside Telegram, or by card or СБП through ЮKassa) stands: it may be paid while
 * its goods are held, and after that the shop cancels it. The deadline is shown in the buyer's own clock, since
 * she pays now, wherever she is.
 */
/** `refunded`: the money went back; the order's refunds say so, nothing is said about paying. */
export type OnlinePaymentStage = 'other-method' | 'paid' | 'refunded' | 'payable' | 'expired' | 'cancelled';

interface PaymentFacts {
  paymentMethod: string;
  paymentStatus: string;
  status: string;
  paymentDueAt: string | null;
}

export function onlinePaymentStage(
  order: PaymentFacts,
  now: number,
  method: 'telegram' | 'yookassa',
): OnlinePaymentStage {
  if (order.paymentMethod !== method) return 'other-method';
  if (order.paymentStatus === 'refunded') return 'refunded';
  if (order.paymentStatus !== 'unpaid') return 'paid';
  const due = order.paymentDueAt ? Date.parse(order.paymentDueAt) : Number.NaN;
  const over = Number.isFinite(due) && due <= now;
  if (order.status === 'cancelled') return over ? 'expired' : 'cancelled';
  return over ? 'expired' : 'payable';
}

/** Whole minutes left to pay, at least 1 while any time is left. */
export const minutesLeft = (dueAt: string, now: number): number =>
  Math.max(1, Math.ceil((Date.parse(dueAt) - now) / 60_000));

export const clockTime = (iso: string): string =>
  new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
