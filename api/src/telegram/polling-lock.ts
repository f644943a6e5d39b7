/**
 * Long polling on one instance only: Telegram answers getUpdates to one poller per bot, so with several instances
 * the one holding a Postgres advisory lock (on a connection of its own, kept for the process's life) polls, and the
 * others try to take the lock every `retryMs`, so a dead poller is replaced. The poller checks four times as often
 * that it still holds the lock: a broken connection ends the lock with its session, and then this instance stops
 * polling and tries to take the lock again. An instance that takes the lock over (it was held elsewhere, or lost
 * here) waits half a `retryMs` before it polls, so one that lost it has stopped by then. Webhook mode needs none of this.
 */
import type { RunningBot } from '@shop/bot';
import type { DatabaseHandle } from '@shop/db';
import type { Logger } from '../lib/logger';

/** The advisory lock of the bot's long polling (any fixed number the shop uses for nothing else). */
const BOT_POLLING_LOCK = 0x5b07_0001;

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
  let waitingLogged = false;
  /** Set once the lock was held elsewhere or lost here: taking it then means another poller may still run. */
  let tookOver = false;
  let watch: NodeJS.Timeout | undefined;

  /** Stops polling when the lock is gone, and goes back to asking for it. */
  const watchLock = () => {
    watch = setInterval(
      async () => {
        if (stopped || !lock || (await lock.isHeld()) || stopped) return;
        clearInterval(watch);
        watch = undefined;
        log.warn('bot: lost the polling lock (its database connection broke); polling stops here');
        const lostBot = bot;
        const lostLock = lock;
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
      lock = await database.tryLock(BOT_POLLING_LOCK);
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
  };
  void attempt();

  return {
    started,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (watch) clearInterval(watch);
      await bot?.stop();
      await lock?.release();
      markStarted(false);
    },
  };
}
