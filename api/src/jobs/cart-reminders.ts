/**
 * 'cart.reminders': a sweep every quarter hour that reminds buyers of a server cart left unchanged for 24 hours,
 * once per change (a cart changed after its reminder may earn another after 24 more idle hours). Only buyers who
 * let the bot write to them (the mini-app's allows_write_to_pm, or /start) and are not blocked. Carts are marked
 * reminded in the statement that picks them, before anything is sent: at most once. Each sweep enqueues the next
 * one under the key of its time slot, so however many instances start, one sweep runs per slot.
 */
import { formatKopecks, pluralForm, pluralize } from '@shop/core';
import { claimDueCartReminders, type Database, type DbOrTx, enqueueJob } from '@shop/db';
import type { Logger } from '../lib/logger';
import type { Notifier } from '../services/notifier';
import type { JobHandler } from './job-runner';
import { BROADCAST_GAP_MS, pause } from './telegram-pace';

export const CART_REMINDERS_JOB = 'cart.reminders';
const CART_IDLE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 15 * 60 * 1000;
const BATCH = 200;

const cartReminderText = (itemCount: number, totalKopecks: number): string =>
  `В корзине ${pluralForm(itemCount, ['ждёт', 'ждут', 'ждут'])} ${pluralize(itemCount, 'item')} на ${formatKopecks(totalKopecks)}. Оформите заказ, пока они в наличии.`;

const OPEN_CART_BUTTON = 'Открыть корзину';

/** Enqueues the sweep of the slot `at` falls in (now when absent); a slot's sweep is enqueued only once. */
export function scheduleCartReminders(db: DbOrTx, at = Date.now()): Promise<boolean> {
  const slot = Math.floor(at / SWEEP_EVERY_MS);
  return enqueueJob(db, {
    kind: CART_REMINDERS_JOB,
    key: `${CART_REMINDERS_JOB}:${slot}`,
    runAt: new Date(Math.max(slot * SWEEP_EVERY_MS, at)),
  });
}

export function cartRemindersHandler(deps: {
  db: Database;
  notifier: Notifier;
  log: Logger;
  gapMs?: number;
}): JobHandler {
  const gapMs = deps.gapMs ?? BROADCAST_GAP_MS;
  return async () => {
    let sent = 0;
    for (;;) {
      const due = await claimDueCartReminders(deps.db, { idleMs: CART_IDLE_MS, limit: BATCH });
      for (const cart of due) {
        if (sent > 0) await pause(gapMs);
        const text = cartReminderText(cart.itemCount, cart.totalKopecks);
        const button = { text: OPEN_CART_BUTTON, opens: { kind: 'cart' } } as const;
        if (await deps.notifier.notifyUser(cart.telegramId, text, { button })) sent += 1;
      }
      if (due.length < BATCH) break;
    }
    if (sent > 0) deps.log.info('cart reminders sent', { sent });
    await scheduleCartReminders(deps.db, (Math.floor(Date.now() / SWEEP_EVERY_MS) + 1) * SWEEP_EVERY_MS);
  };
}
