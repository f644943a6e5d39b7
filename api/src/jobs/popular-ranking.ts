/**
 * 'catalog.popular-ranking': every five minutes the popular sort takes the sales made since the last ranking
 * (`rankPopularCards`), and the cached catalogue pages are dropped here and on every other instance when it moved.
 * An order moves its products' sold counts at once but not the key the sort's indexes hold, so that its card
 * update writes no index. Each ranking enqueues the next under the key of its time slot, so however many
 * instances start, one runs per slot.
 */
import { type Database, type DbOrTx, rankPopularCards } from '@shop/db';
import type { JobHandler } from './job-runner';
import { enqueueSweep, nextSweepAt } from './sweep-slots';

export const POPULAR_RANKING_JOB = 'catalog.popular-ranking';
const POPULAR_RANKING_EVERY_MS = 5 * 60 * 1000;

/** Enqueues the ranking of the slot `at` falls in (now when absent); a slot's ranking is enqueued only once. */
export const schedulePopularRanking = (db: DbOrTx, at = Date.now()): Promise<boolean> =>
  enqueueSweep(db, POPULAR_RANKING_JOB, POPULAR_RANKING_EVERY_MS, at);

export function popularRankingHandler(deps: { db: Database; onStockChanged: () => void }): JobHandler {
  return async () => {
    if ((await rankPopularCards(deps.db)) > 0) deps.onStockChanged();
    await schedulePopularRanking(deps.db, nextSweepAt(POPULAR_RANKING_EVERY_MS));
  };
}
