import { Composer } from 'grammy';
import type { BotContext } from '../context';
import type { StaffOrderAction } from '../shop-data';
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

/**
 * «Подтвердить» and «Отменить» under a new order: only an admin or manager whose account carries the presser's
 * Telegram id may press; the message then shows the outcome and who acted, and its buttons go away.
 */
export function staffOrdersFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.callbackQuery(STAFF_ACTION, async (ctx) => {
    const data = ctx.shop.data;
    if (!data) return ctx.answerCallbackQuery({ text: texts.unavailable, show_alert: true });
    const action = ctx.match[1] as StaffOrderAction;
    const outcome = await data.staffOrderAction(ctx.from.id, ctx.match[2] ?? '', action);
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
      case 'changed': {
        await ctx.answerCallbackQuery({ text: texts.staffOrderChanged(outcome.number, outcome.statusLabel) });
        const message = ctx.callbackQuery.message;
        const before = message && 'text' in message ? message.text : undefined;
        const line = texts.staffOrderOutcome(outcome.statusLabel, outcome.staffName);
        // Without reply_markup the edit removes the buttons: the order has been acted on.
        return ctx.editMessageText(before ? `${before}\n\n${line}` : line);
      }
    }
  });
  return feature;
}
