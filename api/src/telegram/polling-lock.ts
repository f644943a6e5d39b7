/**
 * Long polling on one instance only: Telegram answers getUpdates to one poller per bot, so with several instances
 * the one holding a Postgres advisory lock (on a connection of its own, kept for the process's life) polls, and the
 * others try to take the lock every `retryMs`, so a dead poller is replaced. The poller checks four times as often
 * that it still holds the lock: a broken connection ends the lock with its session, and then this instance stops
 * polling and tries to take the lock again. An instance that takes the lock over (it was held elsewhere, or lost
 * here) waits half a `retryMs` before it polls, so one that lost it has stopped by then. When Telegram answers
 * getUpdates with 409 (another poller with the same token, or a webhook set), the poller stops and lets the lock
 * go, so another instance takes over; this one asks for the lock again after a pause that doubles with each
 * conflict in a row (2, 4, 8... `retryMs`, at most 10 minutes). Webhook mode needs none of this.
 */
import type { RunningBot } from '@shop/bot';
import type { DatabaseHandle } from '@shop/db';
import { ADVISORY_LOCKS } from '../lib/advisory-locks';
import type { Logger } from '../lib/logger';

const MAX_CONFLICT_PAUSE_MS = 10 * 60_000;
/** Polling that ran this long before a conflict counts as having worked: the pauses start over. */
const CONFLICT_FORGOTTEN_AFTER_MS = 10 * 60_000;

export function pollOnOneInstance(
  database: Pick<DatabaseHandle, 'tryLock'>,
  start: () => RunningBot | undefined,
  options: { log: Logger; retryMs: number },
): RunningBot {
  const { log, retryMs } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lock: Awaited<ReturnType<DatabaseHandle['tryLock']>>;
  let bot: RunningBot | undefined;
  let markStarted: (value: boolean) => void = () => {};
  const started = new Promise<boolean>((resolve) => {
    markStarted = resolve;
  });
  let markEnded: () => void = () => {};
  const ended = new Promise<'stopped'>((resolve) => {
    markEnded = () => resolve('stopped');
  });
  let conflicts = 0;
  let waitingLogged = false;
  /** Set once the lock was held elsewhere or lost here: taking it then means another poller may still run. */
  let tookOver = false;
  let watch: NodeJS.Timeout | undefined;

  /** Stops polling when the lock is gone, and goes back to asking for it. */
  const watchLock = () => {
    watch = setInterval(
      async () => {
        const checked = lock;
        if (stopped || !checked || (await checked.isHeld())) return;
        // While the check was on its way, a conflict or stop() may have let this lock go already.
        if (stopped || lock !== checked) return;
        clearInterval(watch);
        watch = undefined;
        log.warn('bot: lost the polling lock (its database connection broke); polling stops here');
        const lostBot = bot;
        const lostLock = checked;
        bot = undefined;
        lock = undefined;
        tookOver = true;
        await lostBot?.stop();
        await lostLock.release();
        if (!stopped) timer = setTimeout(() => void attempt(), retryMs);
      },
      Math.max(10, Math.floor(retryMs / 4)),
    );
  };

  const attempt = async () => {
    timer = undefined;
    try {
      lock = await database.tryLock(ADVISORY_LOCKS.botPolling);
    } catch (error) {
      log.warn('bot: could not ask for the polling lock', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
    if (stopped) {
      await lock?.release();
      return;
    }
    if (!lock) {
      tookOver = true;
      if (!waitingLogged)
        log.info('bot: another instance polls for updates; this one takes over if it stops');
      waitingLogged = true;
      timer = setTimeout(() => void attempt(), retryMs);
      return;
    }
    if (tookOver) {
      // The instance that held the lock notices its loss within a quarter of retryMs: let it stop first.
      await new Promise((resolve) => setTimeout(resolve, Math.floor(retryMs / 2)));
      // stop() released the lock meanwhile.
      if (stopped) return;
    }
    bot = start();
    if (!bot) return markStarted(false);
    watchLock();
    bot.started.then(markStarted);
    const running = bot;
    const startedAt = Date.now();
    void running.ended.then((end) => {
      if (end === 'conflict' && !stopped && bot === running) void letGoAfterConflict(running, startedAt);
    });
  };

  /** Telegram gives the updates to another poller: stop, let the lock go, and ask for it again after a pause. */
  const letGoAfterConflict = async (running: RunningBot, startedAt: number) => {
    if (watch) clearInterval(watch);
    watch = undefined;
    const heldLock = lock;
    bot = undefined;
    lock = undefined;
    tookOver = true;
    conflicts = Date.now() - startedAt > CONFLICT_FORGOTTEN_AFTER_MS ? 1 : conflicts + 1;
    const pauseMs = Math.min(retryMs * 2 ** conflicts, MAX_CONFLICT_PAUSE_MS);
    await running.stop();
    await heldLock?.release();
    log.warn(
      `bot: polling stopped after a conflict and the polling lock is free; asking for it again in ${pauseMs} ms`,
    );
    waitingLogged = false;
    if (!stopped) timer = setTimeout(() => void attempt(), pauseMs);
  };
  void attempt();

  return {
    started,
    ended,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (watch) clearInterval(watch);
      await bot?.stop();
      await lock?.release();
      markStarted(false);
      markEnded();
    },
  };
}
