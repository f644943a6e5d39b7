/**
 * 'cart.reminders': a sweep every quarter hour that reminds buyers of a server cart left unchanged for 24 hours,
 * once per change (a cart changed after its reminder may earn another after 24 more idle hours). Only buyers who
 * let the bot write to them (the mini-app's allows_write_to_pm, or /start), have not blocked it and are not
 * blocked. Each reminder goes through the outbox under a key naming the cart's version, so however many sweeps run
 * it is written once; the cart counts as reminded when Telegram took the message. Each sweep enqueues the next one
 * under the key of its time slot, so however many instances start, one sweep runs per slot.
 */
import { formatKopecks, pluralForm, pluralize } from '@shop/core';
import { type Database, type DbOrTx, dueCartReminders } from '@shop/db';
import type { Logger } from '../lib/logger';
import type { TelegramOutbox } from '../telegram/outbox';
import type { JobHandler } from './job-runner';
import { enqueueSweep, nextSweepAt } from './sweep-slots';

export const CART_REMINDERS_JOB = 'cart.reminders';
const CART_IDLE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 15 * 60 * 1000;
const BATCH = 200;

const cartReminderText = (itemCount: number, totalKopecks: number): string =>
  `В корзине ${pluralForm(itemCount, ['ждёт', 'ждут', 'ждут'])} ${pluralize(itemCount, 'item')} на ${formatKopecks(totalKopecks)}. Оформите заказ, пока они в наличии.`;

const OPEN_CART_BUTTON = 'Открыть корзину';

/** Enqueues the sweep of the slot `at` falls in (now when absent); a slot's sweep is enqueued only once. */
export const scheduleCartReminders = (db: DbOrTx, at = Date.now()): Promise<boolean> =>
  enqueueSweep(db, CART_REMINDERS_JOB, SWEEP_EVERY_MS, at);

export function cartRemindersHandler(deps: {
  db: Database;
  outbox: TelegramOutbox;
  log: Logger;
}): JobHandler {
  const { db, outbox } = deps;
  return async () => {
    let written = 0;
    while (outbox.enabled) {
      const due = await dueCartReminders(db, { idleMs: CART_IDLE_MS, limit: BATCH });
      for (const cart of due) {
        const queued = await outbox.toTelegramUser(db, cart.telegramId, {
          text: cartReminderText(cart.itemCount, cart.totalKopecks),
          purpose: CART_REMINDERS_JOB,
          button: { text: OPEN_CART_BUTTON, opens: { kind: 'cart' } },
          key: cart.key,
          onSent: { kind: 'cart.reminded', cartId: cart.cartId, cartUpdatedAt: cart.cartUpdatedAt },
        });
        if (queued) written += 1;
      }
      if (due.length < BATCH) break;
    }
    if (written > 0) deps.log.info('cart reminders written', { written });
    await scheduleCartReminders(db, nextSweepAt(SWEEP_EVERY_MS));
  };
}
