/**
 * What the shop holds of its Telegram bot, and the shop without one. No bot library here: server.ts loads the bot
 * (shop-bot.ts, grammY) only when BOT_TOKEN is set, which keeps it out of the memory of a shop without a bot.
 */
import type { RunningBot } from '@shop/bot';
import type { Logger } from '../lib/logger';
import type { ProductSharer } from '../services/catalog/product-share';
import type { PaymentsBotApi } from '../services/payments/telegram-payments';
import { disabledOutbox, type TelegramOutbox } from './outbox';
import type { TelegramWebhook } from './webhook';

export interface ShopTelegram {
  outbox: TelegramOutbox;
  /** The bot's invoice and refund calls; absent without a bot. */
  paymentsBotApi?: PaymentsBotApi;
  /** Absent without a bot token: sharing from the mini-app is then refused. */
  productSharer?: ProductSharer;
  /** Set in webhook mode: the app answers Telegram's requests with it. */
  webhook?: TelegramWebhook;
  /** The bot's @username once getMe has answered; undefined before. */
  botUsername?: () => string | undefined;
  /** Starts the bot in the background; never waits for Telegram. */
  start(): RunningBot | undefined;
  /** Long polling (no https PUBLIC_URL): only one instance may run it (polling-lock.ts). */
  polls: boolean;
  /** Handles a recorded update again (the 'telegram.updates' job); absent without a bot. */
  handleUpdateAgain?: (payload: Record<string, unknown>) => Promise<void>;
}

export function telegramOff(log: Logger): ShopTelegram {
  log.info('BOT_TOKEN is not set: the Telegram bot is off');
  return { outbox: disabledOutbox, start: () => undefined, polls: false };
}
