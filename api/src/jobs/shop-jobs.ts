/**
 * The shop's kinds of timed work and their handlers, run by the job runner of every instance. Each kind's name is
 * the `kind` written by whoever enqueues it.
 */
import type { Database } from '@shop/db';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../mail/mailer';
import { PAYMENT_HOLD_JOB } from '../services/payments/payment-hold';
import type { TelegramOutbox } from '../telegram/outbox';
import { BACK_IN_STOCK_JOB, backInStockHandler } from './back-in-stock';
import { BUYER_MAIL_JOB, buyerMailHandler } from './buyer-mail';
import { CART_REMINDERS_JOB, cartRemindersHandler } from './cart-reminders';
import type { JobHandlers } from './job-runner';
import { paymentHoldHandler } from './payment-hold';
import { POPULAR_RANKING_JOB, popularRankingHandler } from './popular-ranking';
import { PROMOTION_PERIOD_JOB, promotionPeriodHandler } from './promotion-period';
import { TELEGRAM_UPDATES_JOB, telegramUpdatesHandler } from './telegram-updates';

export interface ShopJobDeps {
  db: Database;
  outbox: TelegramOutbox;
  log: Logger;
  /** Drops the catalogue's cached pages (here and on every instance) after a job changed stock, prices or order. */
  onStockChanged: () => void;
  /** The bot's handling of a recorded Telegram update; absent without a bot. */
  handleUpdateAgain?: ((payload: Record<string, unknown>) => Promise<void>) | undefined;
  /** Asks ЮKassa how an order's payment stands before its hold cancels it; absent without ЮKassa keys. */
  checkPayment?: ((orderId: string) => Promise<void>) | undefined;
  /** Letters to buyers; absent without SMTP_URL and MAIL_FROM. */
  mailer?: Mailer | undefined;
}

export function shopJobHandlers(deps: ShopJobDeps): JobHandlers {
  return {
    [BACK_IN_STOCK_JOB]: backInStockHandler(deps),
    [BUYER_MAIL_JOB]: buyerMailHandler(deps.mailer),
    [CART_REMINDERS_JOB]: cartRemindersHandler(deps),
    [PAYMENT_HOLD_JOB]: paymentHoldHandler(deps),
    [POPULAR_RANKING_JOB]: popularRankingHandler(deps),
    [PROMOTION_PERIOD_JOB]: promotionPeriodHandler(deps),
    [TELEGRAM_UPDATES_JOB]: telegramUpdatesHandler(deps),
  };
}
