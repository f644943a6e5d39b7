/**
 * A promotion's period starts or ends: no row changes then, so nothing wakes the cards' triggers. This job,
 * enqueued for each start and end when staff save the promotion, rebuilds the cards of its products and drops
 * the cached catalogue pages here and on every other instance. Safe to run twice: a rebuild of a current card
 * writes nothing.
 */
import { type Database, refreshPromotionCards } from '@shop/db';
import type { JobHandler } from './job-runner';

export const PROMOTION_PERIOD_JOB = 'promotion.period';

export function promotionPeriodHandler(deps: { db: Database; onStockChanged: () => void }): JobHandler {
  return async (job) => {
    await refreshPromotionCards(deps.db, Number(job.payload.promotionId));
    deps.onStockChanged();
  };
}
