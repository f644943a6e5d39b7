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
  /**
   * Asks the payment provider once more how the order's payment stands and records it (ЮKassa's, whose
   * notification may have been lost); absent when nothing can be asked.
   */
  checkPayment?: ((orderId: string) => Promise<void>) | undefined;
}

export function paymentHoldHandler(deps: PaymentHoldDeps): JobHandler {
  const { db, log } = deps;
  return async (job) => {
    const orderId = String(job.payload.orderId ?? '');
    let order = await findOrderWithItems(db, orderId);
    if (!order || order.status === 'cancelled' || order.paymentStatus !== 'unpaid') return;
    if (deps.checkPayment && order.paymentMethod === 'yookassa') {
      // Paid but not yet told: the payment is recorded instead of the order being cancelled.
      await deps.checkPayment(orderId);
      order = await findOrderWithItems(db, orderId);
      if (!order || order.status === 'cancelled' || order.paymentStatus !== 'unpaid') return;
    }
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
