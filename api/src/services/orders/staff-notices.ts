/**
 * The staff chat hears of each new order, whoever placed it: number, total, buyer and lines, with «Подтвердить»
 * and «Отменить» buttons the bot handles (`bot/src/features/staff-orders.ts`). Sent after the commit and not
 * awaited; a failed message never fails the order, which is already placed.
 */
import { staffOrderButtons } from '@shop/bot';
import { formatKopecks } from '@shop/core';
import type { OrderWithItems } from '@shop/db';
import type { Logger } from '../../lib/logger';
import type { Notifier } from '../notifier';

function newOrderStaffText(order: OrderWithItems): string {
  const { customer } = order;
  const buyer = [customer.name, customer.phone, customer.telegramUsername && `@${customer.telegramUsername}`]
    .filter(Boolean)
    .join(', ');
  return [
    `Новый заказ №${order.number} на ${formatKopecks(order.totalKopecks)}`,
    `Покупатель: ${buyer}`,
    ...order.items.map(
      (item) =>
        `• ${item.name}, ${item.colorName}, ${item.sizeCode} — ${item.quantity} шт.${item.isWholesale ? ' (опт)' : ''}`,
    ),
  ].join('\n');
}

export function announceOrderToStaff(
  services: { log: Logger; notifier: Notifier | undefined },
  order: OrderWithItems,
): void {
  const { notifier, log } = services;
  if (!notifier) return;
  notifier
    .notifyStaff(newOrderStaffText(order), { keyboard: staffOrderButtons(order.id) })
    .catch((error: unknown) =>
      log.warn('the staff was not told of a new order', {
        order: order.number,
        reason: error instanceof Error ? error.message : String(error),
      }),
    );
}
