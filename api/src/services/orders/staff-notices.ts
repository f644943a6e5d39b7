/**
 * The staff chat hears of each new order, whoever placed it: number, total, buyer and lines, with «Подтвердить»
 * and «Отменить» buttons the bot handles (`bot/src/features/staff-orders.ts`). The post is built before the order
 * is placed and written by place_order with it (the order's number is the database's: the text holds a mark in
 * its place). However many lines an order has, the post fits Telegram's limit: lines past what fits are summed
 * up, with the link to the order in the admin app.
 */
import { staffOrderButtons } from '@shop/bot/staff-posts';
import { fitMessage, formatKopecks, pluralize } from '@shop/core';
import type { OrderItemRow, OrderRow, OutgoingMessage } from '@shop/db';
import type { TelegramOutbox } from '../../telegram/outbox';

/** What the post tells of an order about to be placed; `number` is the mark that stands for its number. */
export type AnnouncedOrder = Pick<OrderRow, 'id' | 'totalKopecks' | 'customer'> & {
  number: string;
  items: Pick<OrderItemRow, 'name' | 'colorName' | 'sizeCode' | 'quantity' | 'isWholesale'>[];
};

/** The order in the admin app, for a post whose lines did not all fit. */
const adminOrderUrl = (webAppUrl: string, orderId: string): string =>
  `${webAppUrl.replace(/\/+$/, '')}/admin/orders/${orderId}`;

function newOrderStaffText(order: AnnouncedOrder, webAppUrl: string): string {
  const { customer } = order;
  const buyer = [customer.name, customer.phone, customer.telegramUsername && `@${customer.telegramUsername}`]
    .filter(Boolean)
    .join(', ');
  return fitMessage({
    // The number comes first, before anything the buyer wrote: place_order replaces the mark where it first stands.
    head: [`Новый заказ №${order.number} на ${formatKopecks(order.totalKopecks)}`, `Покупатель: ${buyer}`],
    lines: order.items.map(
      (item) =>
        `• ${item.name}, ${item.colorName}, ${item.sizeCode} — ${item.quantity} шт.${item.isWholesale ? ' (опт)' : ''}`,
    ),
    more: (hidden) =>
      `… и ещё ${pluralize(hidden, 'position')}. Весь заказ: ${adminOrderUrl(webAppUrl, order.id)}`,
  });
}

/** The staff post of a new order as its outbox row, or undefined without a staff chat. */
export function staffPostOfNewOrder(
  outbox: TelegramOutbox,
  order: AnnouncedOrder,
): OutgoingMessage | undefined {
  // Without a staff chat the text is not even built.
  if (!outbox.postsToStaff) return undefined;
  return outbox.staffRow({
    text: newOrderStaffText(order, outbox.webAppUrl),
    purpose: 'staff.new-order',
    keyboard: staffOrderButtons(order.id),
    orderId: order.id,
  });
}
