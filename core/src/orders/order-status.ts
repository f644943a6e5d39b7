/**
 * An order's life: the statuses, the moves staff and buyers may make between them, and their Russian labels.
 * The database enum, the API and the admin app all read these, so a new status is added here once.
 */

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Новый',
  confirmed: 'Подтверждён',
  processing: 'Собирается',
  shipped: 'Отправлен',
  delivered: 'Доставлен',
  cancelled: 'Отменён',
};

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  unpaid: 'Не оплачен',
  paid: 'Оплачен',
  refunded: 'Деньги возвращены',
};

/** Forward one step at a time; cancelling is possible until the parcel has left. */
const nextStatuses: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** The statuses staff may move an order to from `from`. */
export const allowedNextStatuses = (from: OrderStatus): readonly OrderStatus[] => nextStatuses[from];

export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean => nextStatuses[from].includes(to);

/** A buyer may cancel their own order only before the shop starts assembling it. */
const BUYER_CANCELLABLE: ReadonlySet<OrderStatus> = new Set(['pending', 'confirmed']);
export const buyerMayCancel = (status: OrderStatus): boolean => BUYER_CANCELLABLE.has(status);
