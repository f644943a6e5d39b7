/**
 * Long polling on one instance only: Telegram answers getUpdates to one poller per bot, so with several instances
 * the one holding a Postgres advisory lock (on a connection of its own, kept for the process's life) polls, and the
 * others try to take the lock every `retryMs`, so a dead poller is replaced. Webhook mode needs none of this.
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
      if (!waitingLogged)
        log.info('bot: another instance polls for updates; this one takes over if it stops');
      waitingLogged = true;
      timer = setTimeout(() => void attempt(), retryMs);
      return;
    }
    bot = start();
    if (!bot) return markStarted(false);
    bot.started.then(markStarted);
  };
  void attempt();

  return {
    started,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await bot?.stop();
      await lock?.release();
      markStarted(false);
    },
  };
}
