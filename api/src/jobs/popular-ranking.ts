/**
 * 'catalog.popular-ranking': every five minutes the popular sort takes the sales made since the last ranking
 * (`rankPopularCards`), and the cached catalogue pages are dropped here and on every other instance when it moved.
 * An order moves its products' sold counts at once but not the key the sort's indexes hold, so that its card
 * update writes no index. Each ranking enqueues the next under the key of its time slot, so however many
 * instances start, one runs per slot.
 */
import { type Database, type DbOrTx, enqueueJob, rankPopularCards } from '@shop/db';
import type { JobHandler } from './job-runner';

export const POPULAR_RANKING_JOB = 'catalog.popular-ranking';
const POPULAR_RANKING_EVERY_MS = 5 * 60 * 1000;

/** Enqueues the ranking of the slot `at` falls in (now when absent); a slot's ranking is enqueued only once. */
export function schedulePopularRanking(db: DbOrTx, at = Date.now()): Promise<boolean> {
  const slot = Math.floor(at / POPULAR_RANKING_EVERY_MS);
  return enqueueJob(db, {
    kind: POPULAR_RANKING_JOB,
    key: `${POPULAR_RANKING_JOB}:${slot}`,
    runAt: new Date(Math.max(slot * POPULAR_RANKING_EVERY_MS, at)),
  });
}

export function popularRankingHandler(deps: { db: Database; onStockChanged: () => void }): JobHandler {
  return async () => {
    if ((await rankPopularCards(deps.db)) > 0) deps.onStockChanged();
    const next = (Math.floor(Date.now() / POPULAR_RANKING_EVERY_MS) + 1) * POPULAR_RANKING_EVERY_MS;
    await schedulePopularRanking(deps.db, next);
  };
}
