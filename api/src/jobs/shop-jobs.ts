/**
 * The shop's kinds of timed work and their handlers, run by the job runner of every instance. Each kind's name is
 * the `kind` written by whoever enqueues it.
 */
import type { Database } from '@shop/db';
import type { Logger } from '../lib/logger';
import type { Notifier } from '../services/notifier';
import { BACK_IN_STOCK_JOB, backInStockHandler } from './back-in-stock';
import { CART_REMINDERS_JOB, cartRemindersHandler } from './cart-reminders';
import type { JobHandlers } from './job-runner';

export interface ShopJobDeps {
  db: Database;
  notifier: Notifier;
  log: Logger;
}

export function shopJobHandlers(deps: ShopJobDeps): JobHandlers {
  return {
    [BACK_IN_STOCK_JOB]: backInStockHandler(deps),
    [CART_REMINDERS_JOB]: cartRemindersHandler(deps),
  };
}
