/**
 * What the buyer reads in Telegram of her order, written into the outbox in the transaction that makes the change,
 * so a notice exists exactly when its change was committed and is sent even if Telegram is down for a while. Only
 * a buyer who can be written to gets one (outbox.ts).
 */
import { formatKopecks, orderStatusNotice } from '@shop/core';
import { changeOrderStatus, type DbOrTx, type OrderRow, type StatusChange, withTransaction } from '@shop/db';
import type { TelegramOutbox } from '../../telegram/outbox';
import { mailOrderStatus, type OrderMail } from './order-letters';

const orderPlacedNotice = (number: number, totalKopecks: number): string =>
  `Спасибо! Заказ №${number} на ${formatKopecks(totalKopecks)} принят. Мы напишем здесь, когда его подтвердим.`;

export function tellBuyerOrderPlaced(
  tx: DbOrTx,
  outbox: TelegramOutbox,
  order: { id: string; userId: string | null; number: number; totalKopecks: number },
): Promise<boolean> {
  return outbox.toBuyer(tx, order.userId, {
    text: orderPlacedNotice(order.number, order.totalKopecks),
    purpose: 'order.placed',
    orderId: order.id,
  });
}

/**
 * Moves an order (changeOrderStatus) and, when staff or the shop moved it, tells the buyer in the same transaction:
 * `notice` when given, otherwise core's words for the new status; shipped and cancelled also by letter with `mail`. A buyer's own cancel is not echoed back to her.
 */
export function moveOrderAndTellBuyer(
  db: DbOrTx,
  outbox: TelegramOutbox,
  change: StatusChange & { notice?: string; mail?: OrderMail | undefined },
  also?: (tx: DbOrTx, order: OrderRow) => Promise<void>,
): Promise<OrderRow> {
  return withTransaction(db, async (tx) => {
    const order = await changeOrderStatus(tx, change);
    const text = change.notice ?? orderStatusNotice(order.status, order.number);
    if (text && change.by !== 'buyer') {
      await outbox.toBuyer(tx, order.userId, { text, purpose: `order.${order.status}`, orderId: order.id });
      await mailOrderStatus(tx, change.mail, order);
    }
    await also?.(tx, order);
    return order;
  });
}
