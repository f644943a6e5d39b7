import { autoRetry } from '@grammyjs/auto-retry';
import { apiThrottler } from '@grammyjs/transformer-throttler';
import { Bot, type BotError } from 'grammy';
import type { BotContext, BotDeps } from './context';
import { messageOf } from './errors';
import { catalogFeature } from './features/catalog';
import { contactFeature } from './features/contact';
import { helpFeature } from './features/help';
import { inlineSearchFeature } from './features/inline-search';
import { ordersFeature } from './features/orders';
import { paymentsFeature } from './features/payments';
import { staffOrdersFeature } from './features/staff-orders';
import { startFeature } from './features/start';
import { texts } from './texts';

/** Builds the bot with its features. Nothing is sent to Telegram until an update is handled or the bot starts. */
export function createBot(deps: BotDeps): Bot<BotContext> {
  const bot = new Bot<BotContext>(deps.token, deps.apiRoot ? { client: { apiRoot: deps.apiRoot } } : {});
  // Every call (replies, notices, broadcasts) is paced under Telegram's limits by the throttler (30 messages a
  // second overall, 1 a second per chat, 20 a minute per group); a 429 that still comes back is retried after the
  // wait Telegram names, up to 3 times and never longer than 30 s each. A 5xx is not retried: a message Telegram
  // did take would arrive twice.
  bot.api.config.use(autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: 30 }));
  bot.api.config.use(apiThrottler());
  const shop = {
    webAppUrl: deps.webAppUrl,
    storeName: storeNameReader(deps),
    data: deps.data,
    payments: deps.payments,
  };
  bot.use((ctx, next) => {
    ctx.shop = shop;
    ctx.logger = deps.logger;
    return next();
  });

  const logFailure = (error: BotError<BotContext>) =>
    deps.logger.error(`bot: update ${error.ctx.update.update_id} failed: ${messageOf(error.error)}`);
  // The boundary keeps a failing handler from failing a webhook request (Telegram would send the update again)
  // or stopping long polling; bot.catch is grammY's last resort for whatever runs outside it.
  bot.errorBoundary(
    logFailure,
    startFeature(),
    helpFeature(),
    catalogFeature(),
    contactFeature(),
    ordersFeature(),
    staffOrdersFeature(),
    inlineSearchFeature(),
    paymentsFeature(),
  );
  bot.catch(logFailure);
  return bot;
}

function storeNameReader({ storeName, logger }: BotDeps): () => Promise<string> {
  return async () => {
    try {
      return (await storeName?.())?.trim() || texts.defaultStoreName;
    } catch (error) {
      logger.warn(`bot: the store name could not be read: ${messageOf(error)}`);
      return texts.defaultStoreName;
    }
  };
}
