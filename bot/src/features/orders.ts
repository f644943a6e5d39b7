import { Composer, InlineKeyboard } from 'grammy';
import type { BotContext } from '../context';
import { shopUrlFor } from '../deep-links';
import { openShopKeyboard } from '../shop-button';
import { texts } from '../texts';

const REPEAT = /^repeat:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * /orders: the recent orders of the account linked to this Telegram user, each with a "Повторить" button; the
 * button's callback refills the server cart with what is still in stock and says what is not.
 */
export function ordersFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.chatType('private').command('orders', async (ctx) => {
    const data = ctx.shop.data;
    if (!data) return ctx.reply(texts.unavailable);
    const recent = await data.recentOrders(ctx.from.id);
    const openShop = openShopKeyboard(ctx, texts.openShopButton, {
      webAppUrl: ctx.shop.webAppUrl,
      startApp: { kind: 'home' },
    });
    if (recent.kind === 'no_account') return ctx.reply(texts.noAccount, { reply_markup: openShop });
    if (recent.kind === 'blocked') return ctx.reply(texts.blocked);
    const orders = recent.orders;
    if (orders.length === 0) return ctx.reply(texts.noOrders, { reply_markup: openShop });
    const keyboard = InlineKeyboard.from(
      orders.map((order) => [InlineKeyboard.text(texts.repeatButton(order.number), `repeat:${order.id}`)]),
    );
    return ctx.reply(texts.orders(orders), { reply_markup: keyboard });
  });

  feature.callbackQuery(REPEAT, async (ctx) => {
    const data = ctx.shop.data;
    const orderId = ctx.match[1] ?? '';
    if (!data) return ctx.answerCallbackQuery({ text: texts.unavailable, show_alert: true });
    const outcome = await data.repeatOrder(ctx.from.id, orderId);
    if (outcome.kind === 'no_account')
      return ctx.answerCallbackQuery({ text: texts.noAccount, show_alert: true });
    if (outcome.kind === 'blocked') return ctx.answerCallbackQuery({ text: texts.blocked, show_alert: true });
    if (outcome.kind === 'not_found')
      return ctx.answerCallbackQuery({ text: texts.orderNotFound, show_alert: true });
    if (outcome.kind === 'already_added') return ctx.answerCallbackQuery({ text: texts.alreadyAdded });
    await ctx.answerCallbackQuery({ text: texts.repeatedShort(outcome.added.length) });
    const cart = shopUrlFor(ctx.shop.webAppUrl, { kind: 'cart' });
    // To the buyer's own chat: the button may sit on a message the callback does not carry.
    return ctx.api.sendMessage(ctx.from.id, texts.repeated(outcome.added, outcome.cut, outcome.unavailable), {
      ...(outcome.added.length > 0
        ? {
            reply_markup: openShopKeyboard(ctx, texts.openCartButton, {
              webAppUrl: cart,
              startApp: { kind: 'cart' },
            }),
          }
        : {}),
    });
  });
  return feature;
}
