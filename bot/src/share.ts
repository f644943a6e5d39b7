import type { Bot } from 'grammy';
import type { BotContext } from './context';
import { productInlineResult } from './features/inline-search';
import type { ProductCard } from './shop-data';

/**
 * Prepares the product card (the one inline search sends) for the mini-app's share dialog: Telegram keeps it
 * for the user and answers an id that `shareMessage` opens, with the choice of a private chat, group or channel.
 */
export async function prepareProductShare(
  bot: Bot<BotContext>,
  telegramUserId: number,
  product: ProductCard,
): Promise<string> {
  await bot.init();
  const prepared = await bot.api.savePreparedInlineMessage(
    telegramUserId,
    productInlineResult(product, bot.botInfo.username),
    { allow_user_chats: true, allow_bot_chats: true, allow_group_chats: true, allow_channel_chats: true },
  );
  return prepared.id;
}
