/**
 * The inbox of Telegram updates (telegram_updates), keyed by update_id: recorded on arrival before the update is
 * handled, so a repeat is refused; marked handled, or failed with its error and a time to try again. An update
 * given up on keeps its error and next_attempt_at 'infinity'.
 */
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { rawRows } from '../raw-rows';
import { telegramUpdates } from '../schema';

/** How a failed update is tried again: pauses doubling from `firstDelayMs` up to `maxDelayMs`, `maxAttempts` tries in all. */
export interface UpdateRetryPolicy {
  maxAttempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export interface ClaimedTelegramUpdate {
  updateId: number;
  payload: Record<string, unknown>;
  /** Counting this one. */
  attempts: number;
}

/**
 * Records an update as it arrives, counted as its first try and held for `leaseMs` (an instance that dies while
 * handling it leaves it to be handled again after that); 'seen' when the update_id was recorded before.
 */
export async function recordTelegramUpdate(
  db: DbOrTx,
  update: { updateId: number; payload: Record<string, unknown>; leaseMs: number },
): Promise<'new' | 'seen'> {
  const inserted = await db
    .insert(telegramUpdates)
    .values({
      updateId: update.updateId,
      payload: update.payload,
      attempts: 1,
      nextAttemptAt: sql`now() + ${update.leaseMs} * interval '1 millisecond'`,
    })
    .onConflictDoNothing({ target: telegramUpdates.updateId })
    .returning({ updateId: telegramUpdates.updateId });
  return inserted.length > 0 ? 'new' : 'seen';
}

export async function markTelegramUpdateHandled(db: DbOrTx, updateId: number): Promise<void> {
  await db
    .update(telegramUpdates)
    .set({ handledAt: sql`now()` })
    .where(eq(telegramUpdates.updateId, updateId));
}

/** Records a failed try: tried again by `policy`, or never again (no policy, or its tries are used up). */
export async function markTelegramUpdateFailed(
  db: DbOrTx,
  updateId: number,
  error: string,
  policy: UpdateRetryPolicy | null,
): Promise<void> {
  const next = policy
    ? sql`case when ${telegramUpdates.attempts} >= ${policy.maxAttempts} then 'infinity'::timestamptz
        else now() + least(${policy.firstDelayMs} * power(2, greatest(${telegramUpdates.attempts} - 1, 0)),
          ${policy.maxDelayMs}) * interval '1 millisecond' end`
    : sql`'infinity'::timestamptz`;
  await db
    .update(telegramUpdates)
    .set({ lastError: error, nextAttemptAt: next })
    .where(and(eq(telegramUpdates.updateId, updateId), isNull(telegramUpdates.handledAt)));
}

/**
 * Takes up to `limit` unhandled updates whose time has come, oldest first, holding each for `leaseMs` (FOR UPDATE
 * SKIP LOCKED: two instances never take the same one).
 */
export async function claimDueTelegramUpdates(
  db: DbOrTx,
  options: { limit: number; leaseMs: number },
): Promise<ClaimedTelegramUpdate[]> {
  const result = await db.execute(sql`
    update telegram_updates
    set attempts = attempts + 1, next_attempt_at = now() + ${options.leaseMs} * interval '1 millisecond'
    where update_id in (
      select update_id from telegram_updates
      where handled_at is null and next_attempt_at <= now()
      order by update_id
      limit ${options.limit}
      for update skip locked
    )
    returning update_id, payload, attempts`);
  return rawRows<{ update_id: number | string; payload: Record<string, unknown>; attempts: number }>(result)
    .map((row) => ({ updateId: Number(row.update_id), payload: row.payload, attempts: Number(row.attempts) }))
    .sort((a, b) => a.updateId - b.updateId);
}

/** Deletes updates handled before `handledBefore`, and those given up on that arrived before `givenUpBefore`. */
export async function pruneTelegramUpdates(
  db: DbOrTx,
  cutoffs: { handledBefore: Date; givenUpBefore: Date },
): Promise<number> {
  const deleted = await db
    .delete(telegramUpdates)
    .where(
      or(
        and(isNotNull(telegramUpdates.handledAt), lt(telegramUpdates.handledAt, cutoffs.handledBefore)),
        and(
          isNull(telegramUpdates.handledAt),
          sql`${telegramUpdates.nextAttemptAt} = 'infinity'::timestamptz`,
          lt(telegramUpdates.receivedAt, cutoffs.givenUpBefore),
        ),
      ),
    )
    .returning({ updateId: telegramUpdates.updateId });
  return deleted.length;
}
