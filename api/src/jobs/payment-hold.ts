/**
 * The end of an order's payment hold: still unpaid and not cancelled, the order is cancelled the way any cancel
 * is (stock and promocode back in one transaction, the catalogue's cache dropped) with «Не оплачен вовремя» in
 * its history, and the buyer's notice written with it. Safe to run twice: the cancel re-checks the order under
 * its row lock.
 */
import { telegramPaymentTexts } from '@shop/core';
import { type Database, findOrderWithItems, OrderError } from '@shop/db';
import type { Logger } from '../lib/logger';
import { moveOrderAndTellBuyer } from '../services/orders/buyer-notices';
import type { TelegramOutbox } from '../telegram/outbox';
import type { JobHandler } from './job-runner';

export interface PaymentHoldDeps {
  db: Database;
  log: Logger;
  outbox: TelegramOutbox;
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
      await moveOrderAndTellBuyer(db, deps.outbox, {
        orderId,
        to: 'cancelled',
        actorId: null,
        by: 'system',
        note: telegramPaymentTexts.holdExpiredEvent,
        onlyUnpaid: true,
        notice: telegramPaymentTexts.holdExpiredNotice(order.number),
      });
    } catch (error) {
      // Paid or cancelled meanwhile (or shipped, which cannot be cancelled): nothing to do.
      if (error instanceof OrderError && error.reason === 'TRANSITION_NOT_ALLOWED') return;
      throw error;
    }
    deps.onStockChanged();
    log.info('an order unpaid in time was cancelled', { order: order.number });
  };
}
