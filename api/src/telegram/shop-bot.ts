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
import { readSettings } from '../services/settings-service';
import { botShopData, cardOf } from './shop-data';
import { TELEGRAM_WEBHOOK_PATH, type TelegramWebhook, webhookSecretFor } from './webhook';

export interface ShopTelegram {
  notifier: Notifier;
  /** Absent without a bot token: sharing from the mini-app is then refused. */
  productSharer?: ProductSharer;
  /** Set in webhook mode: the app answers Telegram's requests with it. */
  webhook?: TelegramWebhook;
  /** Starts the bot in the background; never waits for Telegram. */
  start(): RunningBot | undefined;
}

type TelegramConfig = Pick<
  Config,
  'botToken' | 'telegramApiRoot' | 'telegramStaffChatId' | 'publicUrl' | 'port' | 'jwtSecret'
>;

export function shopTelegram(config: TelegramConfig, db: Database, log: Logger): ShopTelegram {
  if (!config.botToken) {
    log.info('BOT_TOKEN is not set: the Telegram bot is off');
    return { notifier: noopNotifier, start: () => undefined };
  }
  const webAppUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  // The notifier sends through the bot, and the bot's staff buttons tell buyers through the notifier.
  const notifier = telegramNotifier(
    { sendMessage: (...args) => bot.api.sendMessage(...args) },
    { staffChatId: config.telegramStaffChatId, log },
  );
  // The catalogue's cached pages (a few seconds) show a cancelled order's stock once they expire.
  const orders = ordersAdmin(db, { notifier, log });
  const bot = createBot({
    token: config.botToken,
    webAppUrl,
    ...(config.telegramApiRoot ? { apiRoot: config.telegramApiRoot } : {}),
    storeName: async () => (await readSettings(db, 'store', log)).storeName,
    data: botShopData(db, { catalog: createCatalogService(db), webAppUrl, log, orders }),
    logger: log,
  });
  const productSharer = productSharerOf(bot, webAppUrl);

  if (!webAppUrl.startsWith('https://')) {
    log.warn(
      'PUBLIC_URL is not an https address: the bot polls for updates, and Telegram will refuse the "open shop" button',
    );
    return { notifier, productSharer, start: () => startBot(bot, { webAppUrl, logger: log }) };
  }
  const secretToken = webhookSecretFor(config.jwtSecret);
  const url = `${webAppUrl}${TELEGRAM_WEBHOOK_PATH}`;
  return {
    notifier,
    productSharer,
    webhook: { secretToken, handleUpdate: createWebhookHandler(bot, secretToken) },
    start: () => startBot(bot, { webAppUrl, logger: log }, { webhook: { url, secretToken } }),
  };
}

/** The mini-app's share button over the bot: the product's card as inline search sends it. */
export function productSharerOf(bot: ReturnType<typeof createBot>, webAppUrl: string): ProductSharer {
  return {
    prepare: (telegramUserId, product) =>
      prepareProductShare(bot, telegramUserId, cardOf(product, webAppUrl)),
  };
}
