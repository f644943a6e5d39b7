import { Composer } from 'grammy';
import type { BotContext } from '../context';
import { shopUrlFor } from '../deep-links';
import { openShopKeyboard } from '../shop-button';
import { texts } from '../texts';

/** The staff chat, named by its id or by the @username of a supergroup or channel. */
function isStaffChat(ctx: BotContext): boolean {
  const staffChatId = ctx.shop.staffChatId;
  if (!staffChatId || !ctx.chat) return false;
  const username = 'username' in ctx.chat ? ctx.chat.username : undefined;
  return String(ctx.chat.id) === staffChatId || (username !== undefined && `@${username}` === staffChatId);
}

/**
 * /staff: the button that opens the mini-app's staff mode, answered in the staff chat and to a linked admin or
 * manager; anyone else is told how to get linked. The staff mode checks the role again on every call, so the
 * button in the staff chat opens nothing for a member who is not staff. In a group, or without an https shop
 * address, the button is a t.me link (Telegram refuses web_app buttons there).
 */
export function staffModeFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.command('staff', async (ctx) => {
    const data = ctx.shop.data;
    if (!data) return ctx.reply(texts.unavailable);
    if (!isStaffChat(ctx)) {
      if (!ctx.from) return;
      const sender = await data.staffMember(ctx.from.id);
      if (sender.kind === 'blocked') return ctx.reply(texts.blocked);
      if (sender.kind === 'not_staff') return ctx.reply(texts.staffModeOnly(sender.telegramId));
    }
    const target = { kind: 'staff' } as const;
    return ctx.reply(texts.staffMode, {
      reply_markup: openShopKeyboard(ctx, texts.staffModeButton, {
        webAppUrl: shopUrlFor(ctx.shop.webAppUrl, target),
        startApp: target,
      }),
    });
  });
  return feature;
}
