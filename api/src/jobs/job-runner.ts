/**
 * Runs the shop's timed work from the `jobs` table: every `pollMs` it claims the due jobs (FOR UPDATE SKIP LOCKED,
 * so each runs on one instance only) and hands each to the handler of its kind. A handler that throws has its job
 * tried again later with a growing pause, up to `maxAttempts`; a kind without a handler waits for an instance that
 * has one.
 */
import { type ClaimedJob, claimDueJobs, type Database, failJob, finishJob } from '@shop/db';
import type { Logger } from '../lib/logger';

export type JobHandler = (job: ClaimedJob) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export interface JobRunnerOptions {
  db: Database;
  handlers: JobHandlers;
  log: Logger;
  /** Pause between polls; 0 never polls (the caller runs `runDue` itself). */
  pollMs?: number;
  /** Jobs taken per poll. */
  batchSize?: number;
  /** How long a claimed job is this instance's; a job running longer may be claimed again elsewhere. */
  lockMs?: number;
  maxAttempts?: number;
}

export interface JobRunner {
  /** Claims and runs what is due now; answers how many jobs ran. */
  runDue(): Promise<number>;
  /** Stops polling and waits for the jobs in hand. */
  stop(): Promise<void>;
}

const RETRY_BASE_MS = 5_000;
const RETRY_MAX_MS = 3_600_000;

/** The pause before try number `attempts + 1`: 5 s, 10 s, 20 s... at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, handlers, log } = options;
  const batchSize = options.batchSize ?? 20;
  const lockMs = options.lockMs ?? 120_000;
  const maxAttempts = options.maxAttempts ?? 8;

  const runOne = async (job: ClaimedJob): Promise<void> => {
    const handler = handlers[job.kind];
    if (!handler) {
      await failJob(db, job.id, `no handler for ${job.kind} on this instance`, retryDelayMs(job.attempts));
      return;
    }
    try {
      await handler(job);
      await finishJob(db, job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = job.attempts >= maxAttempts;
      log.warn(giveUp ? 'job failed for the last time' : 'job failed, will retry', {
        kind: job.kind,
        id: job.id,
        attempts: job.attempts,
        error: message,
      });
      await failJob(db, job.id, message, giveUp ? null : retryDelayMs(job.attempts));
    }
  };

  const runDue = async (): Promise<number> => {
    const claimed = await claimDueJobs(db, { limit: batchSize, lockMs });
    for (const job of claimed) await runOne(job);
    return claimed.length;
  };

  let stopped = false;
  let inHand: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    inHand = runDue()
      .catch((error) =>
        log.error('job poll failed', { error: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.pollMs ?? 1_000);
      });
  };
  if (options.pollMs !== 0) timer = setTimeout(tick, options.pollMs ?? 1_000);

  return {
    runDue,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inHand;
    },
  };
}
