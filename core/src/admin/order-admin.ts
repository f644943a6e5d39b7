/**
 * The back office's order work: the status change staff send and the message a Telegram buyer receives
 * after each change. One schema for the API and the admin app's buttons.
 */
import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatus } from '../orders/order-status';

export const orderAdminTexts = {
  status: 'Выберите новый статус заказа',
  note: 'Комментарий не длиннее 500 символов',
  dateRange: 'Дата «по» не может быть раньше даты «с»',
  bulkCancelEmpty: 'Выберите заказы для отмены',
  bulkCancelTooMany: 'За один раз можно отменить не больше 100 заказов',
} as const;

/** Several orders cancelled at once (a burst of fake orders): each returns its stock and gets its audit entry. */
export const orderBulkCancelInput = z.object({
  orderIds: z
    .array(z.string(orderAdminTexts.bulkCancelEmpty).max(64), orderAdminTexts.bulkCancelEmpty)
    .min(1, orderAdminTexts.bulkCancelEmpty)
    .max(100, orderAdminTexts.bulkCancelTooMany),
  note: orderStatusChangeNote(),
});
export type OrderBulkCancelInput = z.input<typeof orderBulkCancelInput>;

function orderStatusChangeNote() {
  return z
    .string(orderAdminTexts.note)
    .trim()
    .max(500, orderAdminTexts.note)
    .transform((value) => value || undefined)
    .optional();
}

export const orderStatusChangeInput = z.object({
  status: z.enum(ORDER_STATUSES, orderAdminTexts.status),
  note: orderStatusChangeNote(),
});
export type OrderStatusChangeInput = z.input<typeof orderStatusChangeInput>;

/** What the buyer reads in Telegram when staff move their order; the first status is never a change. */
export function orderStatusNotice(status: OrderStatus, number: number): string | null {
  switch (status) {
    case 'confirmed':
      return `Заказ №${number} подтверждён. Мы начинаем его собирать.`;
    case 'processing':
      return `Заказ №${number} собирается. Сообщим, когда передадим его в доставку.`;
    case 'shipped':
      return `Заказ №${number} отправлен. Он уже в пути к вам.`;
    case 'delivered':
      return `Заказ №${number} доставлен. Спасибо за покупку!`;
    case 'cancelled':
      return `Заказ №${number} отменён. Если это ошибка, напишите нам.`;
    default:
      return null;
  }
}
