/**
 * The one sender of the shop's Telegram outbox. Whichever instance holds its advisory lock sends; the others wait
 * to take over, so Telegram's rates (send-rates.ts) are kept for the whole shop however many instances run. It
 * sends each chat's oldest pending message, several chats at once, and acts on Telegram's answer: sent (marked,
 * with what it changes), 429 (tried again after Telegram's retry_after, however long), a 5xx or a dropped
 * connection (tried again with a growing pause, at most `maxAttempts` times), 400 or 403 (failed for good, shown to
 * staff; a 403 from a buyer marks them as having blocked the bot).
 *
 * Each message is claimed for `CLAIM_MS` before it goes, so it goes once even when two senders overlap (one that
 * lost its lock and has not noticed yet, and the one taking over) or a read of the due messages answers from
 * before a mark. A message is marked sent only after Telegram answered; should this process die between
 * Telegram's answer and the mark, the next sender sends that one message again once its claim runs out (at most
 * the ones in flight, `concurrency`).
 */
import type { OutboxApi } from '@shop/bot';
import {
  claimTelegramMessage,
  type DatabaseHandle,
  type DueTelegramMessage,
  dueTelegramMessages,
  failTelegramMessage,
  markTelegramMessageSent,
  postponeTelegramMessage,
  recentlySentTelegramMessages,
} from '@shop/db';
import { ADVISORY_LOCKS } from '../lib/advisory-locks';
import type { Logger } from '../lib/logger';
import { type RateKeeper, rateKeeper, type SendRates, TELEGRAM_SEND_RATES } from './send-rates';

const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 600_000;
/** With the pauses above, 20 tries span about two hours: Telegram down for an hour loses nothing. */
const MAX_ATTEMPTS = 20;
const BATCH = 200;
/** Longer than a send (its timeout) and the mark after it take. */
const CLAIM_MS = 120_000;
/** A batch older than this is read again, so messages written meanwhile are not kept waiting behind slow chats. */
const BATCH_FRESH_MS = 1_000;

export interface OutboxSenderOptions {
  database: Pick<DatabaseHandle, 'db' | 'tryLock'>;
  api: OutboxApi;
  log: Logger;
  rates?: SendRates;
  /** How often to look for messages while none is due. */
  pollMs?: number;
  /** Messages on their way to Telegram at once, each to a different chat. */
  concurrency?: number;
  maxAttempts?: number;
  /** How often an instance without the lock asks for it. */
  lockRetryMs?: number;
}

export interface DrainResult {
  sent: number;
  failed: number;
  postponed: number;
}

export interface OutboxSender {
  /** Sends until no message is due (tests, and a one-off run); waits as the rates require. */
  drain(): Promise<DrainResult>;
  /** Keeps sending in the background while this instance holds the sender's lock. */
  start(): void;
  stop(): Promise<void>;
}

/** The pause before try number `attempts + 1` after a 5xx or a dropped connection: 2 s, 4 s, 8 s... 10 min. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts), BACKOFF_MAX_MS);
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

export function createOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const { database, api, log } = options;
  const { db } = database;
  const concurrency = options.concurrency ?? 8;
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const pollMs = options.pollMs ?? 250;
  const lockRetryMs = options.lockRetryMs ?? 5_000;
  const rates: RateKeeper = rateKeeper(options.rates ?? TELEGRAM_SEND_RATES);
  const abort = new AbortController();
  let running: Promise<void> | undefined;

  async function sendOne(message: DueTelegramMessage, tally: DrainResult): Promise<void> {
    const outcome = await api.send(message.method, message.chatId, message.payload);
    const attempt = message.attempts + 1;
    switch (outcome.kind) {
      case 'sent':
        await markTelegramMessageSent(db, message.id, outcome.messageId);
        tally.sent += 1;
        return;
      case 'retry-after':
        await postponeTelegramMessage(db, message.id, {
          error: outcome.reason,
          delayMs: outcome.seconds * 1000 + 100,
        });
        tally.postponed += 1;
        return;
      case 'transient':
        if (attempt >= maxAttempts) {
          await failTelegramMessage(db, message.id, { error: outcome.reason, botBlocked: false });
          log.warn('a Telegram message failed for the last time', {
            id: message.id,
            purpose: message.purpose,
            attempts: attempt,
            reason: outcome.reason,
          });
          tally.failed += 1;
          return;
        }
        await postponeTelegramMessage(db, message.id, {
          error: outcome.reason,
          delayMs: backoffMs(message.attempts) * (0.8 + Math.random() * 0.4),
        });
        tally.postponed += 1;
        return;
      case 'refused':
        await failTelegramMessage(db, message.id, { error: outcome.reason, botBlocked: outcome.blocked });
        if (!outcome.blocked) {
          log.warn('Telegram refused a message', {
            id: message.id,
            purpose: message.purpose,
            reason: outcome.reason,
          });
        }
        tally.failed += 1;
        return;
    }
  }

  /**
   * Sends due messages until `keepGoing` says stop; with `untilIdle`, also stops once nothing is due and nothing
   * is on its way.
   */
  async function pump(keepGoing: () => boolean, untilIdle: boolean): Promise<DrainResult> {
    const tally: DrainResult = { sent: 0, failed: 0, postponed: 0 };
    const inFlight = new Map<number, Promise<void>>();
    const busyChats = new Set<string>();
    let batch: DueTelegramMessage[] = [];
    let batchAt = 0;
    const waitForOne = () => Promise.race(inFlight.values());

    while (keepGoing()) {
      if (batch.length === 0 || Date.now() - batchAt > BATCH_FRESH_MS) {
        batch = (await dueTelegramMessages(db, { limit: BATCH })).filter((m) => !busyChats.has(m.chatId));
        batchAt = Date.now();
        if (batch.length === 0) {
          if (inFlight.size > 0) await waitForOne();
          else if (untilIdle) break;
          else await sleep(pollMs, abort.signal);
          continue;
        }
      }
      const now = Date.now();
      let next = -1;
      let shortestWait = Number.POSITIVE_INFINITY;
      for (let i = 0; i < batch.length; i++) {
        const message = batch[i]!;
        if (busyChats.has(message.chatId)) continue;
        const wait = rates.waitFor(message.chatId, now);
        if (wait === 0) {
          next = i;
          break;
        }
        shortestWait = Math.min(shortestWait, wait);
      }
      if (next < 0) {
        if (shortestWait === Number.POSITIVE_INFINITY) {
          // Every chat of the batch has a message on its way: wait for one to come back.
          if (inFlight.size > 0) await waitForOne();
          batch = [];
        } else await sleep(Math.min(shortestWait, pollMs), abort.signal);
        continue;
      }
      const [message] = batch.splice(next, 1);
      if (!message) continue;
      while (inFlight.size >= concurrency) await waitForOne();
      // Claimed here rather than on its way, so the rates count from the moment the message really leaves.
      if (!(await claimTelegramMessage(db, message.id, CLAIM_MS))) continue;
      busyChats.add(message.chatId);
      rates.record(message.chatId);
      const sending = sendOne(message, tally)
        .catch((error: unknown) =>
          // The database did not take the outcome: the message stays pending and goes again later.
          log.error('the outcome of a Telegram message was not recorded', {
            id: message.id,
            error: error instanceof Error ? error.message : String(error),
          }),
        )
        .finally(() => {
          inFlight.delete(message.id);
          busyChats.delete(message.chatId);
        });
      inFlight.set(message.id, sending);
    }
    await Promise.all(inFlight.values());
    return tally;
  }

  /** Seeds the rates with what was sent in the last minute, so taking over never bursts past them. */
  async function rememberRecentSends(): Promise<void> {
    for (const sent of await recentlySentTelegramMessages(db, 61_000)) {
      rates.record(sent.chatId, sent.sentAt.getTime());
    }
  }

  async function runWithLock(): Promise<void> {
    let waitingLogged = false;
    while (!abort.signal.aborted) {
      let lock: Awaited<ReturnType<typeof database.tryLock>>;
      try {
        lock = await database.tryLock(ADVISORY_LOCKS.outboxSender);
      } catch (error) {
        log.warn('telegram outbox: could not ask for the sender lock', {
          error: error instanceof Error ? error.message : String(error),
        });
      }
      if (!lock) {
        if (!waitingLogged)
          log.info('telegram outbox: another instance sends; this one takes over if it stops');
        waitingLogged = true;
        await sleep(lockRetryMs, abort.signal);
        continue;
      }
      waitingLogged = false;
      try {
        await rememberRecentSends();
        let held = true;
        let checkedAt = Date.now();
        await pump(() => {
          if (abort.signal.aborted || !held) return false;
          if (Date.now() - checkedAt > lockRetryMs / 2) {
            checkedAt = Date.now();
            void lock.isHeld().then((still) => {
              if (!still) {
                held = false;
                log.warn('telegram outbox: lost the sender lock; sending stops here');
              }
            });
          }
          return true;
        }, false);
      } catch (error) {
        log.error('telegram outbox: sending stopped, starting again', {
          error: error instanceof Error ? error.message : String(error),
        });
        await sleep(pollMs * 4, abort.signal);
      } finally {
        await lock.release().catch(() => undefined);
      }
    }
  }

  return {
    drain: () => pump(() => true, true),
    start() {
      running ??= runWithLock();
    },
    async stop() {
      abort.abort();
      await running;
    },
  };
}
