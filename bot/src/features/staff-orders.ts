import { Composer } from 'grammy';
import type { BotContext } from '../context';
import type { StaffOrderAction, StaffPost } from '../shop-data';
import { STAFF_ACTION } from '../staff-posts';
import { texts } from '../texts';

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
