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

/**
 * A refund staff make: the chosen units of lines, or everything left when `lines` is absent; `cancel` also
 * cancels the order (whole refunds only); `manual` records money staff gave back outside the shop (a Telegram
 * payment, which the bot cannot refund).
 */
export const orderRefundInput = z.object({
  lines: z
    .array(
      z.object({
        itemId: z.number().int().positive(),
        quantity: z.number().int('Количество — целое число').min(1, 'Не меньше 1 шт.').max(100_000),
      }),
    )
    .min(1, 'Выберите позиции для возврата')
    .max(500)
    .optional(),
  cancel: z.boolean().default(false),
  manual: z.boolean().default(false),
  note: orderStatusChangeNote(),
});
export type OrderRefundInput = z.input<typeof orderRefundInput>;
export type OrderRefundRequest = z.output<typeof orderRefundInput>;

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
