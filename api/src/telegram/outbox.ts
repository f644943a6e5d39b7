/**
 * Messages from the shop to people in Telegram, written into the outbox in the caller's transaction (so a message
 * exists exactly when the change it tells of was committed) and sent later by the outbox sender. A buyer is
 * written to only when her account is linked to Telegram, she let the bot write and has not blocked it; the staff
 * chat only when TELEGRAM_STAFF_CHAT_ID is set. Without a bot token nothing is written.
 */
import { type StartTarget, shopUrlFor } from '@shop/bot/deep-links';
import { cutText } from '@shop/core';
import {
  type DbOrTx,
  type OutboxEffect,
  type OutgoingMessage,
  queueTelegramMessages,
  reachableTelegramId,
} from '@shop/db';

/** An address, or a place in the shop (a product, the cart) that becomes the mini-app address of it. */
type NoticeButton = { text: string; url: string } | { text: string; opens: StartTarget };

/** On each message to a buyer about her order: it opens the order's page in the mini-app. */
const OPEN_ORDER_BUTTON = 'Открыть заказ';

interface CallbackButton {
  text: string;
  callback_data: string;
}

interface ShopMessage {
  text: string;
  /** What the message is for, shown to staff beside a message that did not go: 'order.placed'... */
  purpose: string;
  /**
   * For a buyer: a button opening the shop as a mini-app (a message of her order opens the order without one);
   * for the staff chat: a link.
   */
  button?: NoticeButton;
  /** Staff chat only: buttons the bot answers (callback data), instead of `button`. */
  keyboard?: CallbackButton[][];
  silent?: boolean;
  /** One message per key ever. */
  key?: string;
  onSent?: OutboxEffect;
  orderId?: string;
}

export interface TelegramOutbox {
  /** False without a bot token: nothing is written. */
  readonly enabled: boolean;
  /** The shop's address, for links in messages. */
  readonly webAppUrl: string;
  /** True when a staff chat is set: `toStaff` writes. */
  readonly postsToStaff: boolean;
  /** To the buyer's Telegram when she can be written to; true when a message was written. */
  toBuyer(db: DbOrTx, userId: string | null | undefined, message: ShopMessage): Promise<boolean>;
  /** To a Telegram user who is writing to the bot right now (a payer): no consent to look up. */
  toTelegramUser(db: DbOrTx, telegramId: number, message: ShopMessage): Promise<boolean>;
  toStaff(db: DbOrTx, message: ShopMessage): Promise<boolean>;
  /**
   * The row `toStaff` would write, for a writer that inserts it itself (place_order, with the order); undefined
   * when nothing would be written.
   */
  staffRow(message: ShopMessage): OutgoingMessage | undefined;
  /** Replaces the text of a message the bot sent (a staff post once acted on), dropping its buttons. */
  editText(
    db: DbOrTx,
    target: { chatId: number | string; messageId: number },
    message: Pick<ShopMessage, 'text' | 'purpose' | 'orderId'>,
  ): Promise<boolean>;
}

export const disabledOutbox: TelegramOutbox = {
  enabled: false,
  webAppUrl: '',
  postsToStaff: false,
  toBuyer: async () => false,
  toTelegramUser: async () => false,
  toStaff: async () => false,
  staffRow: () => undefined,
  editText: async () => false,
};

export function telegramOutbox({
  staffChatId,
  webAppUrl,
}: {
  staffChatId: string | undefined;
  webAppUrl: string;
}): TelegramOutbox {
  const urlOf = (button: NoticeButton) =>
    'url' in button ? button.url : shopUrlFor(webAppUrl, button.opens);

  const rowOf = (
    chatId: number | string,
    message: ShopMessage,
    keyboard: unknown[][] | undefined,
  ): OutgoingMessage => ({
    chatId,
    payload: {
      text: cutText(message.text),
      ...(keyboard ? { reply_markup: { inline_keyboard: keyboard } } : {}),
      ...(message.silent ? { disable_notification: true } : {}),
    },
    purpose: message.purpose,
    ...(message.key ? { key: message.key } : {}),
    ...(message.onSent ? { onSent: message.onSent } : {}),
    ...(message.orderId ? { orderId: message.orderId } : {}),
  });
  const queue = (db: DbOrTx, row: OutgoingMessage | undefined) =>
    row ? queueTelegramMessages(db, [row]).then((written) => written > 0) : Promise.resolve(false);
  const write = (
    db: DbOrTx,
    chatId: number | string,
    message: ShopMessage,
    keyboard: unknown[][] | undefined,
  ) => queue(db, rowOf(chatId, message, keyboard));
  const staffRow = (message: ShopMessage): OutgoingMessage | undefined => {
    if (!staffChatId) return undefined;
    const keyboard =
      message.keyboard ?? (message.button && [[{ text: message.button.text, url: urlOf(message.button) }]]);
    return rowOf(staffChatId, message, keyboard);
  };

  // web_app buttons work only in private chats and only with an https address (Telegram refuses the whole
  // message otherwise): a buyer gets one when the shop has such an address, a group gets a plain link.
  const opensMiniApp = webAppUrl.startsWith('https://');
  const buyerKeyboard = (message: ShopMessage, orderButton = false) => {
    const button =
      message.button ??
      (orderButton && message.orderId
        ? { text: OPEN_ORDER_BUTTON, opens: { kind: 'order' as const, id: message.orderId } }
        : undefined);
    return button && opensMiniApp ? [[{ text: button.text, web_app: { url: urlOf(button) } }]] : undefined;
  };

  return {
    enabled: true,
    webAppUrl,
    postsToStaff: Boolean(staffChatId),
    async toBuyer(db, userId, message) {
      if (!userId) return false;
      const telegramId = await reachableTelegramId(db, userId);
      return telegramId === undefined ? false : write(db, telegramId, message, buyerKeyboard(message, true));
    },
    toTelegramUser: (db, telegramId, message) => write(db, telegramId, message, buyerKeyboard(message)),
    toStaff: (db, message) => queue(db, staffRow(message)),
    staffRow,
    async editText(db, target, message) {
      const written = await queueTelegramMessages(db, [
        {
          chatId: target.chatId,
          method: 'editMessageText',
          payload: { message_id: target.messageId, text: cutText(message.text) },
          purpose: message.purpose,
          ...(message.orderId ? { orderId: message.orderId } : {}),
        },
      ]);
      return written > 0;
    },
  };
}
