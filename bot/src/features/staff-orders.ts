import { cutText, TELEGRAM_LIMITS } from '@shop/core';
import { Composer } from 'grammy';
import type { BotContext } from '../context';
import type { StaffOrderAction, StaffPost } from '../shop-data';
import { texts } from '../texts';

const STAFF_ACTION =
  /^staff:(confirm|cancel):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The buttons under a new order in the staff chat; the api sends the message, this feature handles the press. */
export function staffOrderButtons(orderId: string): { text: string; callback_data: string }[][] {
  return [
    [
      { text: texts.confirmOrderButton, callback_data: `staff:confirm:${orderId}` },
      { text: texts.cancelOrderButton, callback_data: `staff:cancel:${orderId}` },
    ],
  ];
}

/** The staff post once acted on: its text with who did what under it, within Telegram's limit. */
export function staffPostAfterAction(
  before: string | undefined,
  statusLabel: string,
  staffName: string,
): string {
  const line = texts.staffOrderOutcome(statusLabel, staffName);
  if (!before) return line;
  return `${cutText(before, TELEGRAM_LIMITS.text - line.length - 2)}\n\n${line}`;
}

/**
 * «Подтвердить» and «Отменить» under a new order: only an admin or manager whose account carries the presser's
 * Telegram id may press; the shop then edits the post to show the outcome and who acted, without the buttons.
 */
export function staffOrdersFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.callbackQuery(STAFF_ACTION, async (ctx) => {
    const data = ctx.shop.data;
    if (!data) return ctx.answerCallbackQuery({ text: texts.unavailable, show_alert: true });
    const action = ctx.match[1] as StaffOrderAction;
    const message = ctx.callbackQuery.message;
    const post: StaffPost | undefined = message && {
      chatId: message.chat.id,
      messageId: message.message_id,
      text: 'text' in message ? message.text : undefined,
    };
    const outcome = await data.staffOrderAction(ctx.from.id, ctx.match[2] ?? '', action, post);
    switch (outcome.kind) {
      case 'not_staff':
        return ctx.answerCallbackQuery({ text: texts.staffOnly(outcome.telegramId), show_alert: true });
      case 'blocked':
        return ctx.answerCallbackQuery({ text: texts.blocked, show_alert: true });
      case 'not_found':
        return ctx.answerCallbackQuery({ text: texts.orderNotFound, show_alert: true });
      case 'unchanged':
        return ctx.answerCallbackQuery({
          text: texts.staffOrderUnchanged(outcome.number, outcome.statusLabel),
          show_alert: true,
        });
      // The shop has written the post's edit (who acted, the buttons gone) with the change itself.
      case 'changed':
        return ctx.answerCallbackQuery({
          text: texts.staffOrderChanged(outcome.number, outcome.statusLabel),
        });
    }
  });
  return feature;
}
