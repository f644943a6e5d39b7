/**
 * The bot as a part of the shop: built from the configuration with what it needs (the store name from the
 * settings, the shop's logger, the inbox of updates), receiving updates by webhook when the shop has a public https
 * address and by long polling otherwise, and the outbox that every message to Telegram is written into.
 */
import { createBot, createWebhookHandler, handleUpdateAgain, prepareProductShare, startBot } from '@shop/bot';
import type { Database } from '@shop/db';
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import { ordersAdmin } from '../services/admin/orders-admin';
import { createCatalogService } from '../services/catalog/catalog-service';
import type { ProductSharer } from '../services/catalog/product-share';
import { type PaymentsBotApi, telegramPayments } from '../services/payments/telegram-payments';
import { readSettings } from '../services/settings-service';
import { botPayments } from './bot-payments';
import { telegramOutbox } from './outbox';
import { botShopData, cardOf } from './shop-data';
import { type ShopTelegram, telegramOff } from './shop-telegram';
import { telegramUpdateInbox } from './update-inbox';
import { TELEGRAM_WEBHOOK_PATH, webhookSecretFor } from './webhook';

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
  if (!config.botToken) return telegramOff(log);
  const webAppUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const outbox = telegramOutbox({ staffChatId: config.telegramStaffChatId, webAppUrl });
  // The payments read the bot's api only when an update or a request comes, after the bot exists.
  const paymentsBotApi: PaymentsBotApi = {
    createInvoiceLink: (...args) => bot.api.createInvoiceLink(...args),
    refundStarPayment: (userId, chargeId) => bot.api.refundStarPayment(userId, chargeId),
  };
  const payments = telegramPayments({
    db,
    log,
    outbox,
    secret: config.jwtSecret,
    providerToken: config.paymentProviderToken,
    botApi: paymentsBotApi,
  });
  // The catalogue's cached pages (a few seconds) show a cancelled order's stock once they expire.
  const orders = ordersAdmin(db, { outbox });
  const bot = createBot({
    token: config.botToken,
    webAppUrl,
    ...(config.telegramApiRoot ? { apiRoot: config.telegramApiRoot } : {}),
    storeName: async () => (await readSettings(db, 'store', log)).storeName,
    data: botShopData(db, { catalog: createCatalogService(db), webAppUrl, log, orders, outbox }),
    ...(payments.enabled ? { payments: botPayments(payments) } : {}),
    inbox: telegramUpdateInbox(db),
    logger: log,
  });
  const productSharer = productSharerOf(bot, webAppUrl);
  const botUsername = () => (bot.isInited() ? bot.botInfo.username : undefined);
  const handleAgain = (payload: Record<string, unknown>) => handleUpdateAgain(bot, payload);
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
      outbox,
      paymentsBotApi,
      productSharer,
      botUsername,
      start: () => startBot(bot, chatSetup),
      polls: true,
      handleUpdateAgain: handleAgain,
    };
  }
  const secretToken = webhookSecretFor(config.jwtSecret);
  const url = `${webAppUrl}${TELEGRAM_WEBHOOK_PATH}`;
  return {
    outbox,
    paymentsBotApi,
    productSharer,
    botUsername,
    webhook: { secretToken, handleUpdate: createWebhookHandler(bot, secretToken) },
    start: () => startBot(bot, chatSetup, { webhook: { url, secretToken } }),
    polls: false,
    handleUpdateAgain: handleAgain,
  };
}

/** The mini-app's share button over the bot: the product's card as inline search sends it. */
export function productSharerOf(bot: ReturnType<typeof createBot>, webAppUrl: string): ProductSharer {
  return {
    prepare: (telegramUserId, product) =>
      prepareProductShare(bot, telegramUserId, cardOf(product, webAppUrl)),
  };
}
