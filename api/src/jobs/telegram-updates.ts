/**
 * 'telegram.updates': a sweep every minute that handles again the Telegram updates whose handling failed (or was
 * cut short by a crash) once their pause is over, oldest first, through this instance's bot; the bot's inbox
 * records each outcome. Once an hour it also deletes updates handled more than 7 days ago (a repeat of those is no
 * longer sent by Telegram) and those given up on more than 30 days ago. Each sweep enqueues the next under the key
 * of its time slot, so however many instances start, one sweep runs per slot.
 */
import { claimDueTelegramUpdates, type Database, type DbOrTx, pruneTelegramUpdates } from '@shop/db';
import type { Logger } from '../lib/logger';
import { UPDATE_LEASE_MS } from '../telegram/update-inbox';
import type { JobHandler } from './job-runner';
import { enqueueSweep } from './sweep-slots';

export const TELEGRAM_UPDATES_JOB = 'telegram.updates';
const SWEEP_EVERY_MS = 60_000;
const PRUNE_EVERY_SWEEPS = 60;
const BATCH = 50;
const DAY_MS = 24 * 60 * 60 * 1000;
const KEEP_HANDLED_MS = 7 * DAY_MS;
const KEEP_GIVEN_UP_MS = 30 * DAY_MS;

/** Enqueues the sweep of the slot `at` falls in (now when absent); a slot's sweep is enqueued only once. */
export const scheduleTelegramUpdates = (db: DbOrTx, at = Date.now()): Promise<boolean> =>
  enqueueSweep(db, TELEGRAM_UPDATES_JOB, SWEEP_EVERY_MS, at);

export function telegramUpdatesHandler(deps: {
  db: Database;
  log: Logger;
  /** The bot's handling of a recorded update; absent without a bot, when only old updates are pruned. */
  handleUpdateAgain?: ((payload: Record<string, unknown>) => Promise<void>) | undefined;
}): JobHandler {
  return async () => {
    const slot = Math.floor(Date.now() / SWEEP_EVERY_MS);
    if (deps.handleUpdateAgain) {
      const due = await claimDueTelegramUpdates(deps.db, { limit: BATCH, leaseMs: UPDATE_LEASE_MS });
      for (const update of due) await deps.handleUpdateAgain(update.payload);
      if (due.length > 0) deps.log.info('telegram updates handled again', { count: due.length });
    }
    if (slot % PRUNE_EVERY_SWEEPS === 0) {
      const now = Date.now();
      await pruneTelegramUpdates(deps.db, {
        handledBefore: new Date(now - KEEP_HANDLED_MS),
        givenUpBefore: new Date(now - KEEP_GIVEN_UP_MS),
      });
    }
    await scheduleTelegramUpdates(deps.db, (slot + 1) * SWEEP_EVERY_MS);
  };
}
