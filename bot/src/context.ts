import type { Context } from 'grammy';
import type { Update } from 'grammy/types';
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
  /** Where updates are recorded on arrival; without it every update is simply handled. */
  inbox?: UpdateInbox;
  logger: BotLogger;
}

/**
 * The shop's record of the updates Telegram delivered, keyed by update_id: a repeat is ignored, and an update
 * whose handling failed is handled again later (by the shop, through handleUpdateAgain).
 */
export interface UpdateInbox {
  /** 'seen' when this update_id was recorded before: it is then not handled again. */
  record(update: Update): Promise<'new' | 'seen'>;
  handled(updateId: number): Promise<void>;
  /** `retry` is false when handling it again cannot help (Telegram refused the answer for good). */
  failed(updateId: number, error: string, retry: boolean): Promise<void>;
}

/** What every handler finds on its context besides grammY's own fields. */
interface ShopContextFlavor {
  shop: {
    webAppUrl: string;
    /** Never fails: the default name stands in when the store's cannot be read. */
    storeName(): Promise<string>;
    data: ShopData | undefined;
    payments: ShopPayments | undefined;
    staffChatId: string | undefined;
  };
  logger: BotLogger;
}

export type BotContext = Context & ShopContextFlavor;
