import { autoRetry } from '@grammyjs/auto-retry';
import { sequentialize } from '@grammyjs/runner';
import { Bot, type BotError } from 'grammy';
import type { BotContext, BotDeps } from './context';
import { messageOf } from './errors';
import { catalogFeature } from './features/catalog';
import { chatMemberFeature } from './features/chat-member';
import { contactFeature } from './features/contact';
import { helpFeature } from './features/help';
import { inlineSearchFeature } from './features/inline-search';
import { ordersFeature } from './features/orders';
import { paymentsFeature } from './features/payments';
import { staffModeFeature } from './features/staff-mode';
import { staffOrdersFeature } from './features/staff-orders';
import { startFeature } from './features/start';
import { texts } from './texts';
import { inboxMiddleware } from './update-inbox';

/** Builds the bot with its features. Nothing is sent to Telegram until an update is handled or the bot starts. */
export function createBot(deps: BotDeps): Bot<BotContext> {
  const bot = new Bot<BotContext>(deps.token, deps.apiRoot ? { client: { apiRoot: deps.apiRoot } } : {});
  // The bot's own calls are answers to the person in front of it (replies, callback and pre-checkout answers),
  // so none may hold an update for long: a 429 is waited out only when Telegram asks for at most 3 s, twice at
  // most. auto-retry would otherwise retry a 5xx and, without any limit, a dropped connection; here both fail the
  // update at once, and the inbox has it handled again later. Messages the shop sends on its own (notices,
  // reminders) are paced and retried by the shop's outbox, not here.
  bot.api.config.use(
    autoRetry({
      maxRetryAttempts: 2,
      maxDelaySeconds: 3,
      rethrowInternalServerErrors: true,
      rethrowHttpErrors: true,
    }),
  );
  const shop = {
    webAppUrl: deps.webAppUrl,
    storeName: storeNameReader(deps),
    data: deps.data,
    payments: deps.payments,
    staffChatId: deps.staffChatId,
  };
  bot.use((ctx, next) => {
    ctx.shop = shop;
    ctx.logger = deps.logger;
    return next();
  });
  bot.use(inboxMiddleware(deps.inbox, deps.logger));
  // Updates are handled concurrently (grammY's runner in long polling, parallel requests by webhook); one chat's
  // updates keep their order. A pre-checkout query waits for nothing: Telegram cancels the payment after 10 s.
  bot.use(sequentialize(updateOrderKey));
  bot.use(
    startFeature(),
    helpFeature(),
    catalogFeature(),
    contactFeature(),
    ordersFeature(),
    staffOrdersFeature(),
    staffModeFeature(),
    inlineSearchFeature(),
    paymentsFeature(),
    chatMemberFeature(),
  );
  // grammY's last resort, for whatever fails outside the inbox middleware (which logs and records the rest).
  bot.catch((error: BotError<BotContext>) =>
    deps.logger.error(`bot: update ${error.ctx.update.update_id} failed: ${messageOf(error.error)}`),
  );
  return bot;
}

/** Updates sharing a key are handled one after another: the chat's, or the person's where there is no chat. */
function updateOrderKey(ctx: BotContext): string[] {
  if (ctx.preCheckoutQuery) return [];
  const key = ctx.chat?.id ?? ctx.from?.id;
  return key === undefined ? [] : [String(key)];
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
