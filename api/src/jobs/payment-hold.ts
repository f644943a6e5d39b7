/**
 * The end of an order's payment hold: still unpaid and not cancelled, the order is cancelled the way any cancel
 * is (stock and promocode back in one transaction, the catalogue's cache dropped) with «Не оплачен вовремя» in
 * its history, and the buyer is told. Safe to run twice: the cancel re-checks the order under its row lock.
 */
import { telegramPaymentTexts } from '@shop/core';
import { changeOrderStatus, type Database, findOrderWithItems, findUserById, OrderError } from '@shop/db';
import type { Logger } from '../lib/logger';
import type { Notifier } from '../services/notifier';
import type { JobHandler } from './job-runner';

export interface PaymentHoldDeps {
  db: Database;
  log: Logger;
  notifier: Notifier | undefined;
  /** Drops the catalogue's cached pages, which show the stock the cancel returned. */
  onStockChanged: () => void;
}

export function paymentHoldHandler(deps: PaymentHoldDeps): JobHandler {
  const { db, log } = deps;
  return async (job) => {
    const orderId = String(job.payload.orderId ?? '');
    const order = await findOrderWithItems(db, orderId);
    if (!order || order.status === 'cancelled' || order.paymentStatus !== 'unpaid') return;
    try {
      await changeOrderStatus(db, {
        orderId,
        to: 'cancelled',
        actorId: null,
        by: 'system',
        note: telegramPaymentTexts.holdExpiredEvent,
        onlyUnpaid: true,
      });
    } catch (error) {
      // Paid or cancelled meanwhile (or shipped, which cannot be cancelled): nothing to do.
      if (error instanceof OrderError && error.reason === 'TRANSITION_NOT_ALLOWED') return;
      throw error;
    }
    deps.onStockChanged();
    log.info('an order unpaid in time was cancelled', { order: order.number });
    if (!deps.notifier || !order.userId) return;
    const user = await findUserById(db, order.userId);
    if (user?.telegramId != null) {
      await deps.notifier.notifyUser(user.telegramId, telegramPaymentTexts.holdExpiredNotice(order.number));
    }
  };
}
