/**
 * The job queue over the `jobs` table: enqueue in the caller's transaction (so a job exists exactly when the change
 * that needs it was committed), claim due jobs with FOR UPDATE SKIP LOCKED (several instances never take the same
 * one), then finish or put back for a later try. The runner that polls it lives in the api.
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { rawRows } from '../raw-rows';
import { jobs } from '../schema';

export interface NewJob {
  kind: string;
  /** One job per key ever: a second enqueue with the same key is ignored (answers false). */
  key?: string;
  payload?: Record<string, unknown>;
  /** When it becomes due; now when absent. */
  runAt?: Date;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  key: string | null;
  payload: Record<string, unknown>;
  /** Counting this run. */
  attempts: number;
}

/** Adds a job; false when a job with the same key already exists. */
export async function enqueueJob(db: DbOrTx, job: NewJob): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      key: job.key ?? null,
      payload: job.payload ?? {},
      ...(job.runAt ? { runAt: job.runAt } : {}),
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

/**
 * Takes up to `limit` due jobs for this instance for `lockMs`: each is skipped by every other claimer until then,
 * so an instance that dies mid-job lets it return to the queue once the lock runs out.
 */
export async function claimDueJobs(
  db: DbOrTx,
  options: { limit: number; lockMs: number },
): Promise<ClaimedJob[]> {
  const result = await db.execute(sql`
    update jobs set locked_until = now() + ${options.lockMs} * interval '1 millisecond', attempts = attempts + 1
    where id in (
      select id from jobs
      where done_at is null and run_at <= now() and (locked_until is null or locked_until < now())
      order by run_at, id
      limit ${options.limit}
      for update skip locked
    )
    returning id, kind, key, payload, attempts`);
  return rawRows<ClaimedJob & { id: number | string }>(result).map((row) => ({ ...row, id: Number(row.id) }));
}

/** Marks a claimed job done. */
export async function finishJob(db: DbOrTx, id: number): Promise<void> {
  await db.update(jobs).set({ doneAt: sql`now()`, lockedUntil: null }).where(eq(jobs.id, id));
}

/** Records a failed run; the job runs again after `retryInMs`, or never again when `retryInMs` is null. */
export async function failJob(
  db: DbOrTx,
  id: number,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await db
    .update(jobs)
    .set(
      retryInMs === null
        ? { lastError: error, lockedUntil: null, doneAt: sql`now()` }
        : {
            lastError: error,
            lockedUntil: null,
            runAt: sql`now() + ${retryInMs} * interval '1 millisecond'`,
          },
    )
    .where(eq(jobs.id, id));
}

/** Ends an open job by its key without running it (an order paid before its hold ran out); true if one was open. */
export async function cancelJob(db: DbOrTx, key: string): Promise<boolean> {
  const cancelled = await db
    .update(jobs)
    .set({ doneAt: sql`now()`, lastError: 'cancelled' })
    .where(and(eq(jobs.key, key), isNull(jobs.doneAt)))
    .returning({ id: jobs.id });
  return cancelled.length > 0;
}

/**
 * Deletes the finished jobs of `kind` done before `before`; answers how many. Only for kinds whose keys never come
 * again (a sweep's time slots): a deleted key could be enqueued anew.
 */
export async function deleteDoneJobs(db: DbOrTx, kind: string, before: Date): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(and(eq(jobs.kind, kind), lt(jobs.doneAt, before)))
    .returning({ id: jobs.id });
  return deleted.length;
}

export type JobRow = typeof jobs.$inferSelect;

/** Jobs by kind, oldest first: for the admin and for tests. */
export function listJobs(db: DbOrTx, kind: string): Promise<JobRow[]> {
  return db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);
}
