/**
 * Starting and stopping the bot without ever holding up the shop: the start (getMe, menu button, commands, then
 * setWebhook or long polling) runs in the background, and stop() abandons whatever of it still waits for Telegram.
 */
import type { Bot } from 'grammy';
import { setUpChat } from './chat-setup';
import type { BotContext, BotDeps } from './context';
import { messageOf } from './errors';

/** grammY types its signals with an AbortController polyfill's class; Node's own is the same at run time. */
type GrammySignal = Parameters<Bot['init']>[0];

export interface StartOptions {
  /** Receive updates at this https address, sent with this secret, instead of long polling. */
  webhook?: { url: string; secretToken: string };
  /** How long stop() waits for Telegram and for the updates in hand; 3 s by default. */
  stopTimeoutMs?: number;
}

export interface RunningBot {
  /** True once updates flow (polling started or webhook set); false when the start failed or was stopped. */
  started: Promise<boolean>;
  stop(): Promise<void>;
}

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

  const run = async () => {
    const signal = abort.signal as GrammySignal;
    logger.info('bot: connecting to Telegram');
    // grammY retries network failures here until the signal aborts; a refused token throws at once.
    await bot.init(signal);
    await setUpChat(bot, deps, signal);
    abort.signal.throwIfAborted();
    if (options.webhook) {
      await bot.api.setWebhook(options.webhook.url, { secret_token: options.webhook.secretToken }, signal);
      logger.info(`bot @${bot.botInfo.username} receives updates at ${options.webhook.url}`);
      markStarted(true);
      return;
    }
    await bot.start({
      onStart: (me) => {
        logger.info(`bot @${me.username} is polling for updates`);
        markStarted(true);
      },
    });
  };

  const running = run()
    .catch((error: unknown) => {
      if (!abort.signal.aborted) logger.error(`bot: stopped, the shop runs without it: ${messageOf(error)}`);
    })
    .finally(() => markStarted(false));

  return {
    started,
    async stop() {
      abort.abort();
      // bot.stop() confirms the last update to Telegram, which may not answer either.
      if (bot.isRunning()) await withTimeout(bot.stop(), stopTimeoutMs);
      await withTimeout(running, stopTimeoutMs);
    },
  };
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
