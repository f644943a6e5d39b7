import { InlineKeyboard } from 'grammy';
import type { BotContext } from './context';
import { type StartTarget, startAppLink } from './deep-links';

/**
 * The button that opens the shop: a web_app button in a private chat; in a group or channel, where Telegram
 * refuses web_app buttons (400 BUTTON_TYPE_INVALID), or while the shop has no https address (Telegram takes only
 * https for a web_app), a t.me link that opens the mini-app at the same place.
 */
export function openShopKeyboard(
  ctx: BotContext,
  text: string,
  opens: { webAppUrl: string; startApp: StartTarget },
): InlineKeyboard {
  if (ctx.chat?.type === 'private' && opens.webAppUrl.startsWith('https://')) {
    return new InlineKeyboard().webApp(text, opens.webAppUrl);
  }
  return new InlineKeyboard().url(text, startAppLink(ctx.me.username, opens.startApp));
}
