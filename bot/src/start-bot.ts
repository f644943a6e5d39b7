/**
 * Starting and stopping the bot without ever holding up the shop: the start (getMe, menu button, commands, then
 * setWebhook or long polling) runs in the background, and stop() abandons whatever of it still waits for Telegram.
 * Long polling runs on grammY's runner, so updates are handled concurrently (create-bot.ts keeps each chat's in
 * order); a 409 from getUpdates (another poller, or a webhook set for the bot) ends it as a conflict.
 */
import { createConcurrentSink, createRunner, createSource, type UpdateSupplier } from '@grammyjs/runner';
import { type Bot, GrammyError } from 'grammy';
import type { Update } from 'grammy/types';
import { ALLOWED_UPDATES } from './allowed-updates';
import { setUpChat } from './chat-setup';
import type { BotContext, BotDeps, BotLogger } from './context';
import { messageOf } from './errors';

/** grammY types its signals with an AbortController polyfill's class; Node's own is the same at run time. */
type GrammySignal = Parameters<Bot['init']>[0];

export interface StartOptions {
  /** Receive updates at this https address, sent with this secret, instead of long polling. */
  webhook?: { url: string; secretToken: string };
  /** How long stop() waits for Telegram and for the updates in hand; 3 s by default. */
  stopTimeoutMs?: number;
}

/** Why a bot no longer receives updates: stop() was called, Telegram answered 409, or anything else ended it. */
export type BotEnd = 'stopped' | 'conflict' | 'failed';

export interface RunningBot {
  /** True once updates flow (polling started or webhook set); false when the start failed or was stopped. */
  started: Promise<boolean>;
  /** Settles when updates stop flowing here; a webhook flows until stop(). */
  ended: Promise<BotEnd>;
  stop(): Promise<void>;
}

/** Updates in hand at once while polling; the rest wait in Telegram's queue. */
const POLLING_CONCURRENCY = 100;
/** Long polling's wait for updates, in seconds. */
const POLL_TIMEOUT_SECONDS = 30;
/** Pauses between failed getUpdates calls grow from 1 s to this. */
const POLL_RETRY_MAX_MS = 30_000;

export function startBot(
  bot: Bot<BotContext>,
  deps: Pick<BotDeps, 'webAppUrl' | 'logger' | 'staffChatId'>,
  options: StartOptions = {},
): RunningBot {
  const { logger } = deps;
  const abort = new AbortController();
  const stopTimeoutMs = options.stopTimeoutMs ?? 3000;
  let markStarted: (value: boolean) => void = () => {};
  const started = new Promise<boolean>((resolve) => {
    markStarted = resolve;
  });

  let runner: ReturnType<typeof createRunner> | undefined;
  const run = async (): Promise<BotEnd> => {
    const signal = abort.signal as GrammySignal;
    logger.info('bot: connecting to Telegram');
    // grammY retries network failures here until the signal aborts; a refused token throws at once.
    await bot.init(signal);
    await setUpChat(bot, deps, signal);
    abort.signal.throwIfAborted();
    if (options.webhook) {
      await bot.api.setWebhook(
        options.webhook.url,
        { secret_token: options.webhook.secretToken, allowed_updates: [...ALLOWED_UPDATES] },
        signal,
      );
      logger.info(`bot @${bot.botInfo.username} receives updates at ${options.webhook.url}`);
      markStarted(true);
      return new Promise<BotEnd>((resolve) =>
        abort.signal.addEventListener('abort', () => resolve('stopped')),
      );
    }
    // As grammY's own bot.start does: a webhook left from an earlier https address would refuse getUpdates.
    await bot.api.deleteWebhook({}, signal);
    runner = createRunner(
      createSource(pollingSupplier(bot, logger)),
      createConcurrentSink<Update>(
        { consume: (update) => bot.handleUpdate(update) },
        // The inbox middleware handles every failure of a handler; this is grammY's last resort.
        async (error) => {
          await bot.errorHandler(error as Parameters<typeof bot.errorHandler>[0]);
        },
        { concurrency: POLLING_CONCURRENCY },
      ),
    );
    runner.start();
    logger.info(`bot @${bot.botInfo.username} is polling for updates`);
    markStarted(true);
    try {
      await runner.task();
    } catch (error) {
      if (error instanceof GrammyError && error.error_code === 409) {
        logger.error(conflictMessage(error));
        return 'conflict';
      }
      throw error;
    }
    return 'stopped';
  };

  const ended = run()
    .catch((error: unknown): BotEnd => {
      if (abort.signal.aborted) return 'stopped';
      logger.error(`bot: stopped, the shop runs without it: ${messageOf(error)}`);
      return 'failed';
    })
    .finally(() => markStarted(false));

  return {
    started,
    ended,
    async stop() {
      abort.abort();
      // Stopping the runner waits for the updates in hand, which may wait for Telegram.
      if (runner?.isRunning()) await withTimeout(runner.stop() ?? Promise.resolve(), stopTimeoutMs);
      await withTimeout(ended, stopTimeoutMs);
    },
  };
}

/** Telegram's 409 to getUpdates: another poller with the same token, or a webhook set for the bot. */
function conflictMessage(error: GrammyError): string {
  return error.description.includes('webhook is active')
    ? 'bot: Telegram refuses long polling because a webhook is set for this bot (another deployment with an https ' +
        'PUBLIC_URL uses the same token?); polling pauses here and is tried again later'
    : `bot: another instance polls for updates with the same token (${error.description}); polling pauses here ` +
        'and is tried again later';
}

/**
 * getUpdates for grammY's runner. Hand-written in place of the runner's own fetcher because that one writes its
 * errors to the console and doubles its pause without a limit: here a failure is logged once (and the recovery),
 * pauses grow to 30 s at most, a 429 waits its retry_after, and a 401 or 409 ends polling at once.
 */
function pollingSupplier(bot: Bot<BotContext>, logger: BotLogger): UpdateSupplier<Update> {
  let offset = 0;
  let failures = 0;
  return {
    async supply(batchSize, runnerSignal) {
      // The runner's AbortSignal polyfill is Node's own at run time.
      const signal = runnerSignal as unknown as AbortSignal;
      for (;;) {
        try {
          const updates = await bot.api.getUpdates(
            {
              offset,
              limit: Math.max(1, Math.min(batchSize, 100)),
              timeout: POLL_TIMEOUT_SECONDS,
              allowed_updates: [...ALLOWED_UPDATES],
            },
            signal as GrammySignal,
          );
          if (failures > 0) logger.info('bot: Telegram answers getUpdates again');
          failures = 0;
          const last = updates.at(-1);
          if (last) offset = last.update_id + 1;
          return updates;
        } catch (error) {
          if (signal.aborted) throw error;
          if (error instanceof GrammyError && (error.error_code === 401 || error.error_code === 409))
            throw error;
          failures += 1;
          if (failures === 1) logger.warn(`bot: getUpdates failed, retrying: ${messageOf(error)}`);
          const retryAfter = error instanceof GrammyError ? error.parameters.retry_after : undefined;
          await pause(
            retryAfter ? retryAfter * 1000 : Math.min(1000 * 2 ** (failures - 1), POLL_RETRY_MAX_MS),
            signal,
          );
        }
      }
    },
  };
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

function withTimeout(task: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([task.then(() => undefined), timeout])
    .catch(() => undefined)
    .finally(() => clearTimeout(timer));
}
