/**
 * The staff chat hears of each new order, whoever placed it: number, total, buyer and lines, with «Подтвердить»
 * and «Отменить» buttons the bot handles (`bot/src/features/staff-orders.ts`), written into the outbox with the
 * order. However many lines an order has, the post fits Telegram's limit: lines past what fits are summed up,
 * with the link to the order in the admin app.
 */
import { staffOrderButtons } from '@shop/bot/staff-posts';
import { fitMessage, formatKopecks, pluralize } from '@shop/core';
import type { DbOrTx, OrderWithItems } from '@shop/db';
import type { TelegramOutbox } from '../../telegram/outbox';

/** The order in the admin app, for a post whose lines did not all fit. */
const adminOrderUrl = (webAppUrl: string, orderId: string): string =>
  `${webAppUrl.replace(/\/+$/, '')}/admin/orders/${orderId}`;

function newOrderStaffText(order: OrderWithItems, webAppUrl: string): string {
  const { customer } = order;
  const buyer = [customer.name, customer.phone, customer.telegramUsername && `@${customer.telegramUsername}`]
    .filter(Boolean)
    .join(', ');
  return fitMessage({
    head: [`Новый заказ №${order.number} на ${formatKopecks(order.totalKopecks)}`, `Покупатель: ${buyer}`],
    lines: order.items.map(
      (item) =>
        `• ${item.name}, ${item.colorName}, ${item.sizeCode} — ${item.quantity} шт.${item.isWholesale ? ' (опт)' : ''}`,
    ),
    more: (hidden) =>
      `… и ещё ${pluralize(hidden, 'position')}. Весь заказ: ${adminOrderUrl(webAppUrl, order.id)}`,
  });
}

export function announceOrderToStaff(
  tx: DbOrTx,
  outbox: TelegramOutbox,
  order: OrderWithItems,
): Promise<boolean> {
  return outbox.toStaff(tx, {
    text: newOrderStaffText(order, outbox.webAppUrl),
    purpose: 'staff.new-order',
    keyboard: staffOrderButtons(order.id),
    orderId: order.id,
  });
}
