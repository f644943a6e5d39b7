import { Bot, type BotError, type Context } from 'grammy';
import { createHelpFeature } from './features/help';
import { createStartFeature } from './features/start';
import { texts } from './texts';

export { parseStartPayload, type StartTarget, shopUrlFor } from './deep-links';

export interface BotOptions {
  token: string;
  /** Address of the storefront mini-app; Telegram requires https for web_app buttons. */
  webAppUrl: string;
  /** Bot API server root, e.g. a local fake in tests; grammY's default is https://api.telegram.org. */
  apiRoot?: string;
  storeName?: string;
  log?: (msg: string) => void;
}

const defaultLog = (msg: string) => console.log(msg);

function describeError(error: BotError<Context>): string {
  const cause = error.error instanceof Error ? error.error.message : String(error.error);
  return `[bot] error while handling update ${error.ctx.update.update_id}: ${cause}`;
}

/** Builds the bot with its handlers. Nothing is sent to Telegram until an update is handled or the bot starts. */
export function createBot(options: BotOptions): Bot {
  const log = options.log ?? defaultLog;
  const bot = new Bot(options.token, options.apiRoot ? { client: { apiRoot: options.apiRoot } } : {});
  const storeName = options.storeName?.trim() || texts.defaultStoreName;

  // The boundary covers webhook and handleUpdate callers; bot.catch covers errors that reach long polling.
  bot.errorBoundary(
    (error) => log(describeError(error)),
    createStartFeature({ webAppUrl: options.webAppUrl, storeName }),
    createHelpFeature(),
  );
  bot.catch((error) => log(describeError(error)));
  return bot;
}

/**
 * Starts long polling in the background. Rejects when the token is refused (getMe fails); a menu button or
 * command list that Telegram refuses (say, an http web app address in development) is only logged.
 */
export async function startBot(options: BotOptions): Promise<{ stop(): Promise<void> }> {
  const log = options.log ?? defaultLog;
  const bot = createBot(options);
  await bot.init();

  try {
    await bot.api.setChatMenuButton({
      menu_button: { type: 'web_app', text: texts.menuButton, web_app: { url: options.webAppUrl } },
    });
  } catch (error) {
    log(`[bot] could not set the menu button: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    await bot.api.setMyCommands([...texts.commands]);
  } catch (error) {
    log(`[bot] could not set the command list: ${error instanceof Error ? error.message : String(error)}`);
  }

  const polling = bot
    .start({ onStart: (me) => log(`[bot] @${me.username} is polling for updates`) })
    .catch((error: unknown) => {
      log(`[bot] long polling stopped: ${error instanceof Error ? error.message : String(error)}`);
    });

  return {
    async stop() {
      await bot.stop();
      await polling;
    },
  };
}
