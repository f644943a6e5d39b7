/**
 * The bot's inbox in the database (telegram_updates): every update recorded by its update_id on arrival, in long
 * polling and by webhook alike, so a repeat is ignored and a failed handling is tried again by the
 * 'telegram.updates' job (jobs/telegram-updates.ts) instead of being lost.
 */
import type { UpdateInbox } from '@shop/bot';
import {
  type Database,
  markTelegramUpdateFailed,
  markTelegramUpdateHandled,
  recordTelegramUpdate,
  type UpdateRetryPolicy,
} from '@shop/db';

/** 8 tries in all, after pauses of 30 s, 1, 2, 4, 8, 16 and 30 min: about an hour of outage is outlasted. */
const UPDATE_RETRY: UpdateRetryPolicy = {
  maxAttempts: 8,
  firstDelayMs: 30_000,
  maxDelayMs: 30 * 60_000,
};

/** An update being handled is this instance's for so long; one left unfinished (a crash) is tried again after. */
export const UPDATE_LEASE_MS = 2 * 60_000;

export function telegramUpdateInbox(db: Database): UpdateInbox {
  return {
    record: (update) =>
      recordTelegramUpdate(db, {
        updateId: update.update_id,
        payload: update as unknown as Record<string, unknown>,
        leaseMs: UPDATE_LEASE_MS,
      }),
    handled: (updateId) => markTelegramUpdateHandled(db, updateId),
    failed: (updateId, error, retry) =>
      markTelegramUpdateFailed(db, updateId, error, retry ? UPDATE_RETRY : null),
  };
}
