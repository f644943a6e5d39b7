/**
 * Messages from the shop to people in Telegram: a customer (by their Telegram id) or the staff chat. Without a
 * bot token the shop gets the no-op notifier; a message that cannot be delivered is logged, never thrown.
 */
import { type StartTarget, shopUrlFor } from '@shop/bot';
import type { Logger } from '../lib/logger';

/** An address, or a place in the shop (a product, the cart) that becomes the mini-app address of it. */
type NoticeButton = { text: string; url: string } | { text: string; opens: StartTarget };

interface NotifyOptions {
  /** A button under the message: for a customer it opens the shop as a mini-app, for the staff chat a link. */
  button?: NoticeButton;
  /** Deliver without a sound. */
  silent?: boolean;
  /** Staff chat only: rows of buttons the bot answers (callback data), instead of `button`. */
  keyboard?: CallbackButton[][];
}

interface CallbackButton {
  text: string;
  callback_data: string;
}

export interface Notifier {
  /** Resolves true when Telegram took the message, false when nothing was sent. */
  notifyUser(telegramId: number | string, text: string, options?: NotifyOptions): Promise<boolean>;
  notifyStaff(text: string, options?: NotifyOptions): Promise<boolean>;
}

export const noopNotifier: Notifier = {
  notifyUser: async () => false,
  notifyStaff: async () => false,
};

type InlineButton =
  | { text: string; web_app: { url: string } }
  | { text: string; url: string }
  | CallbackButton;

/** The one Bot API call the notifier makes; grammY's `bot.api` is one. */
export interface MessageSender {
  sendMessage(
    chatId: number | string,
    text: string,
    other?: { reply_markup?: { inline_keyboard: InlineButton[][] }; disable_notification?: boolean },
  ): Promise<unknown>;
}

export function telegramNotifier(
  sender: MessageSender,
  { staffChatId, webAppUrl, log }: { staffChatId: string | undefined; webAppUrl: string; log: Logger },
): Notifier {
  const urlOf = (button: NoticeButton) =>
    'url' in button ? button.url : shopUrlFor(webAppUrl, button.opens);
  const send = async (
    chatId: number | string,
    text: string,
    options: NotifyOptions,
    keyboard?: InlineButton[][],
  ) => {
    try {
      await sender.sendMessage(chatId, text, {
        ...(keyboard ? { reply_markup: { inline_keyboard: keyboard } } : {}),
        ...(options.silent ? { disable_notification: true } : {}),
      });
      return true;
    } catch (error) {
      // A customer who blocked the bot is ordinary; the caller's work (an order, a status change) goes on.
      log.warn('a Telegram message was not delivered', {
        chat: chatId === staffChatId ? 'staff' : 'user',
        reason: error instanceof Error ? error.message : String(error),
      });
      return false;
    }
  };
  return {
    notifyUser: (telegramId, text, options = {}) =>
      send(
        telegramId,
        text,
        options,
        options.button && [[{ text: options.button.text, web_app: { url: urlOf(options.button) } }]],
      ),
    notifyStaff: async (text, options = {}) => {
      if (!staffChatId) return false;
      return send(
        staffChatId,
        text,
        options,
        options.keyboard ?? (options.button && [[{ text: options.button.text, url: urlOf(options.button) }]]),
      );
    },
  };
}
