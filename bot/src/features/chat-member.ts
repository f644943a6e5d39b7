import { Composer } from 'grammy';
import type { BotContext } from '../context';

/**
 * my_chat_member in a private chat: the person blocked the bot ("kicked"), so the shop sends them nothing more,
 * or started it again ("member"), so it may write to them again, as after /start.
 */
export function chatMemberFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.chatType('private').on('my_chat_member', async (ctx) => {
    const data = ctx.shop.data;
    if (!data?.markBotBlocked) return;
    const status = ctx.myChatMember.new_chat_member.status;
    if (status === 'kicked') await data.markBotBlocked(ctx.myChatMember.from.id, true);
    else if (status === 'member') await data.markBotBlocked(ctx.myChatMember.from.id, false);
  });
  return feature;
}
