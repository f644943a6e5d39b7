/**
 * Timed work that repeats (a sweep) runs once per time slot across all instances: each run enqueues the next slot's
 * under a key naming the kind and the slot, so however many instances start or finish a run, a slot's is enqueued
 * once.
 */
import { type DbOrTx, enqueueJob } from '@shop/db';

/** Enqueues `kind`'s run of the slot (of `everyMs`) that `at` falls in, at `at` or the slot's start. */
export function enqueueSweep(db: DbOrTx, kind: string, everyMs: number, at = Date.now()): Promise<boolean> {
  const slot = Math.floor(at / everyMs);
  return enqueueJob(db, { kind, key: `${kind}:${slot}`, runAt: new Date(Math.max(slot * everyMs, at)) });
}

/** The start of the slot after the one `now` falls in. */
export const nextSweepAt = (everyMs: number, now = Date.now()): number =>
  (Math.floor(now / everyMs) + 1) * everyMs;
