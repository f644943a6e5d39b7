/**
 * The buyer hears in Telegram of their order, when their account is linked to Telegram (a
 * mini-app sign-in). Sent after the commit and not awaited: Telegram being slow or down never holds up checkout.
 */
import { formatKopecks, type OrderStatus, orderStatusNotice } from '@shop/core';
import { type DbOrTx, findUserById } from '@shop/db';
import type { Logger } from '../../lib/logger';
import type { Notifier } from '../notifier';

const orderPlacedNotice = (number: number, totalKopecks: number): string =>
  `Спасибо! Заказ №${number} на ${formatKopecks(totalKopecks)} принят. Мы напишем здесь, когда его подтвердим.`;

export function tellBuyerOrderPlaced(
  services: { db: DbOrTx; log: Logger; notifier: Notifier | undefined },
  userId: string | undefined,
  order: { number: number; totalKopecks: number },
): void {
  const { notifier, log } = services;
  if (!notifier || !userId) return;
  findUserById(services.db, userId)
    .then((user) => {
      if (user?.telegramId == null) return;
      return notifier.notifyUser(user.telegramId, orderPlacedNotice(order.number, order.totalKopecks));
    })
    .catch((error: unknown) =>
      log.warn('the buyer was not told of their new order', {
        order: order.number,
        reason: error instanceof Error ? error.message : String(error),
      }),
    );
}

/** The buyer hears of a status change staff made (core's `orderStatusNotice` words it), the same way. */
export function tellBuyerStatusChanged(
  services: { db: DbOrTx; log: Logger; notifier: Notifier | undefined },
  userId: string | null,
  order: { number: number; status: OrderStatus },
): void {
  const { notifier, log } = services;
  const text = orderStatusNotice(order.status, order.number);
  if (!notifier || !userId || !text) return;
  findUserById(services.db, userId)
    .then((user) => {
      if (user?.telegramId == null) return;
      return notifier.notifyUser(user.telegramId, text);
    })
    .catch((error: unknown) =>
      log.warn('the buyer was not told of the status change', {
        order: order.number,
        reason: error instanceof Error ? error.message : String(error),
      }),
    );
}
