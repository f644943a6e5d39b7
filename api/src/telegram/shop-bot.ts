/**
 * The bot as a part of the shop: built from the configuration with what it needs (the store name from the
 * settings, the shop's logger), receiving updates by webhook when the shop has a public https address and by long
 * polling otherwise, and the notifier that sends through it.
 */
import { createBot, createWebhookHandler, prepareProductShare, type RunningBot, startBot } from '@shop/bot';
import type { Database } from '@shop/db';
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import { ordersAdmin } from '../services/admin/orders-admin';
import { createCatalogService } from '../services/catalog/catalog-service';
import type { ProductSharer } from '../services/catalog/product-share';
import { type Notifier, noopNotifier, telegramNotifier } from '../services/notifier';
import { type PaymentsBotApi, telegramPayments } from '../services/payments/telegram-payments';
import { readSettings } from '../services/settings-service';
import { botPayments } from './bot-payments';
import { botShopData, cardOf } from './shop-data';
import { TELEGRAM_WEBHOOK_PATH, type TelegramWebhook, webhookSecretFor } from './webhook';

export interface ShopTelegram {
  notifier: Notifier;
  /** The bot's invoice and refund calls; absent without a bot. */
  paymentsBotApi?: PaymentsBotApi;
  /** Absent without a bot token: sharing from the mini-app is then refused. */
  productSharer?: ProductSharer;
  /** Set in webhook mode: the app answers Telegram's requests with it. */
  webhook?: TelegramWebhook;
  /** Starts the bot in the background; never waits for Telegram. */
  start(): RunningBot | undefined;
  /** Long polling (no https PUBLIC_URL): only one instance may run it (polling-lock.ts). */
  polls: boolean;
}

type TelegramConfig = Pick<
  Config,
  | 'botToken'
  | 'telegramApiRoot'
  | 'telegramStaffChatId'
  | 'publicUrl'
  | 'port'
  | 'jwtSecret'
  | 'paymentProviderToken'
>;

export function shopTelegram(config: TelegramConfig, db: Database, log: Logger): ShopTelegram {
  if (!config.botToken) {
    log.info('BOT_TOKEN is not set: the Telegram bot is off');
    return { notifier: noopNotifier, start: () => undefined, polls: false };
  }
  const webAppUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  // The notifier sends through the bot, and the bot's staff buttons and payments tell buyers through the notifier.
  const notifier = telegramNotifier(
    { sendMessage: (...args) => bot.api.sendMessage(...args) },
    { staffChatId: config.telegramStaffChatId, webAppUrl, log },
  );
  // The payments read the bot's api only when an update or a request comes, after the bot exists.
  const paymentsBotApi: PaymentsBotApi = {
    createInvoiceLink: (...args) => bot.api.createInvoiceLink(...args),
    refundStarPayment: (userId, chargeId) => bot.api.refundStarPayment(userId, chargeId),
  };
  const payments = telegramPayments({
    db,
    log,
    notifier,
    secret: config.jwtSecret,
    providerToken: config.paymentProviderToken,
    botApi: paymentsBotApi,
  });
  // The catalogue's cached pages (a few seconds) show a cancelled order's stock once they expire.
  const orders = ordersAdmin(db, { notifier, log });
  const bot = createBot({
    token: config.botToken,
    webAppUrl,
    ...(config.telegramApiRoot ? { apiRoot: config.telegramApiRoot } : {}),
    storeName: async () => (await readSettings(db, 'store', log)).storeName,
    data: botShopData(db, { catalog: createCatalogService(db), webAppUrl, log, orders }),
    ...(payments.enabled ? { payments: botPayments(payments) } : {}),
    logger: log,
  });
  const productSharer = productSharerOf(bot, webAppUrl);
  const chatSetup = {
    webAppUrl,
    logger: log,
    ...(config.telegramStaffChatId ? { staffChatId: config.telegramStaffChatId } : {}),
  };

  if (!webAppUrl.startsWith('https://')) {
    log.warn(
      'PUBLIC_URL is not an https address: the bot polls for updates, and Telegram will refuse the "open shop" button',
    );
    return {
      notifier,
      paymentsBotApi,
      productSharer,
      start: () => startBot(bot, chatSetup),
      polls: true,
    };
  }
  const secretToken = webhookSecretFor(config.jwtSecret);
  const url = `${webAppUrl}${TELEGRAM_WEBHOOK_PATH}`;
  return {
    notifier,
    paymentsBotApi,
    productSharer,
    webhook: { secretToken, handleUpdate: createWebhookHandler(bot, secretToken) },
    start: () => startBot(bot, chatSetup, { webhook: { url, secretToken } }),
    polls: false,
  };
}

/** The mini-app's share button over the bot: the product's card as inline search sends it. */
export function productSharerOf(bot: ReturnType<typeof createBot>, webAppUrl: string): ProductSharer {
  return {
    prepare: (telegramUserId, product) =>
      prepareProductShare(bot, telegramUserId, cardOf(product, webAppUrl)),
  };
}
