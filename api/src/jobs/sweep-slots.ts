/**
 * Timed work that repeats (a sweep) runs once per time slot across all instances: each run enqueues the next slot's
 * under a key naming the kind and the slot, so however many instances start or finish a run, a slot's is enqueued
 * once. The runs finished more than a day ago are deleted as the next is enqueued: a sweep every minute would
 * otherwise add 1,440 rows a day to the jobs table for good, and a slot long past is never enqueued again.
 */
import { type DbOrTx, deleteDoneJobs, enqueueJob } from '@shop/db';

const DONE_RUNS_KEPT_MS = 24 * 60 * 60 * 1000;

/** Enqueues `kind`'s run of the slot (of `everyMs`) that `at` falls in, at `at` or the slot's start. */
export async function enqueueSweep(
  db: DbOrTx,
  kind: string,
  everyMs: number,
  at = Date.now(),
): Promise<boolean> {
  const slot = Math.floor(at / everyMs);
  await deleteDoneJobs(db, kind, new Date(Date.now() - DONE_RUNS_KEPT_MS));
  return enqueueJob(db, { kind, key: `${kind}:${slot}`, runAt: new Date(Math.max(slot * everyMs, at)) });
}

/** The start of the slot after the one `now` falls in. */
export const nextSweepAt = (everyMs: number, now = Date.now()): number =>
  (Math.floor(now / everyMs) + 1) * everyMs;
