import type { Database, DatabaseHandle } from '@shop/db';
import type { Config } from './config';
import type { Logger } from './lib/logger';
import type { Mailer } from './mail/mailer';
import type { CatalogChangeFeed } from './services/catalog/catalog-changes';
import type { ProductSharer } from './services/catalog/product-share';
import type { PaymentsBotApi } from './services/payments/telegram-payments';
import type { StaticRoots } from './static-files';
import type { FileStorage } from './storage/storage';
import { disabledOutbox, type TelegramOutbox } from './telegram/outbox';
import type { TelegramWebhook } from './telegram/webhook';

/** Everything the app needs from the outside world; tests build it with a test database. */
export interface AppDeps {
  database: DatabaseHandle;
  config: Pick<
    Config,
    | 'allowedOrigins'
    | 'storefrontFrameOrigins'
    | 'jwtSecret'
    | 'botToken'
    | 'publicUrl'
    | 'env'
    | 'initDataMaxAgeSeconds'
    | 'accessTokenTtlSeconds'
    | 'refreshTokenTtlSeconds'
    | 'trustProxy'
    | 'catalogCache'
    | 'paymentProviderToken'
    | 'paymentHoldMinutes'
    | 'guestOrderLimits'
    | 'yookassa'
  >;
  log: Logger;
  /** Messages to buyers and staff in Telegram, written with the changes they tell of; absent without a bot. */
  outbox?: TelegramOutbox;
  /** The bot's @username once it has started (for t.me links); absent or undefined before or without a bot. */
  botUsername?: () => string | undefined;
  /** Prepares product cards for the mini-app's share dialog; absent without a bot token. */
  productSharer?: ProductSharer;
  /** Telegram's updates for the bot, answered at /api/telegram/webhook; absent without a bot or when it polls. */
  telegramWebhook?: TelegramWebhook;
  /** The bot's invoice and refund calls; absent without a bot, which leaves payment in Telegram off. */
  paymentsBotApi?: PaymentsBotApi;
  /** Letters to buyers (password reset); absent without SMTP_URL and MAIL_FROM, which leaves reset unavailable. */
  mailer?: Mailer;
  /** Built front ends and uploads to serve; absent in API-only tests. */
  staticRoots?: StaticRoots;
  /** Where uploads are kept; absent means a folder: the uploads root, or one under the system's temp folder. */
  storage?: FileStorage;
  startedAt?: Date;
  /** Catalogue changes shared with the other instances on the database; absent drops only this app's caches. */
  catalogChanges?: CatalogChangeFeed;
  /** False once the process is shutting down: the readiness check then answers 503. */
  isAcceptingWork?: () => boolean;
}

export const dbOf = (deps: AppDeps): Database => deps.database.db;

export const outboxOf = (deps: AppDeps): TelegramOutbox => deps.outbox ?? disabledOutbox;
