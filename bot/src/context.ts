import type { Context } from 'grammy';
import type { ShopData, ShopPayments } from './shop-data';

/** Where the bot writes what happens; the api hands in its own logger. */
export interface BotLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Everything the bot needs from the shop; the bot reads no environment of its own. */
export interface BotDeps {
  token: string;
  /** Address of the storefront mini-app; Telegram requires https for web_app buttons. */
  webAppUrl: string;
  /** The staff chat (a chat id, or an @username of a channel or supergroup): it gets its own command list. */
  staffChatId?: string;
  /** Bot API server root, e.g. a local fake in tests; grammY's default is https://api.telegram.org. */
  apiRoot?: string;
  /** The store's name as the staff set it, read for every greeting. */
  storeName?: () => Promise<string | undefined>;
  /** Orders, repeat orders, contacts and search; without it those commands say they are unavailable. */
  data?: ShopData;
  /** Payment of orders in Telegram; without it invoices are refused at the last step. */
  payments?: ShopPayments;
  logger: BotLogger;
}

/** What every handler finds on its context besides grammY's own fields. */
interface ShopContextFlavor {
  shop: {
    webAppUrl: string;
    /** Never fails: the default name stands in when the store's cannot be read. */
    storeName(): Promise<string>;
    data: ShopData | undefined;
    payments: ShopPayments | undefined;
  };
  logger: BotLogger;
}

export type BotContext = Context & ShopContextFlavor;
