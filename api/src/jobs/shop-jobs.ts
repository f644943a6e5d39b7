/**
 * The shop's kinds of timed work and their handlers, run by the job runner of every instance. Each kind's name is
 * the `kind` written by whoever enqueues it.
 */
import type { Database } from '@shop/db';
import type { Logger } from '../lib/logger';
import type { Notifier } from '../services/notifier';
import { PAYMENT_HOLD_JOB } from '../services/payments/payment-hold';
import type { JobHandlers } from './job-runner';
import { paymentHoldHandler } from './payment-hold';

export interface ShopJobDeps {
  db: Database;
  log: Logger;
  notifier: Notifier | undefined;
  /** Drops the catalogue's cached pages after a job changed stock. */
  onStockChanged: () => void;
}

export function shopJobHandlers(deps: ShopJobDeps): JobHandlers {
  return {
    [PAYMENT_HOLD_JOB]: paymentHoldHandler(deps),
  };
}
