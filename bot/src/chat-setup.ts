/**
 * What Telegram shows around the chat: the menu button that opens the shop, and the command lists by scope. The
 * buyer's commands are advertised in private chats only (in Russian, and in English for Telegram set to English),
 * nothing in groups, and the staff chat gets its own short list. Telegram refusing any of it is logged, not fatal.
 */
import type { Bot } from 'grammy';
import type { BotCommandScope } from 'grammy/types';
import type { BotContext, BotDeps } from './context';
import { messageOf } from './errors';
import { texts } from './texts';

/** grammY types its signals with an AbortController polyfill's class; Node's own is the same at run time. */
type GrammySignal = Parameters<Bot['init']>[0];

export async function setUpChat(
  bot: Bot<BotContext>,
  { webAppUrl, logger, staffChatId }: Pick<BotDeps, 'webAppUrl' | 'logger' | 'staffChatId'>,
  signal?: GrammySignal,
): Promise<void> {
  const attempt = async (what: string, step: () => Promise<unknown>) => {
    try {
      await step();
    } catch (error) {
      if (signal?.aborted) throw error;
      logger.warn(`bot: could not set ${what}: ${messageOf(error)}`);
    }
  };
  // Telegram opens only an https address as a mini-app: without one the menu button stays Telegram's own.
  if (webAppUrl.startsWith('https://')) {
    await attempt('the menu button', () =>
      bot.api.setChatMenuButton(
        { menu_button: { type: 'web_app', text: texts.menuButton, web_app: { url: webAppUrl } } },
        signal,
      ),
    );
  }
  const privateChats: BotCommandScope = { type: 'all_private_chats' };
  await attempt('the command list', async () => {
    // The default scope reaches groups too, where the buyer's commands mean nothing: lists left there by an
    // earlier version are deleted.
    for (const language_code of [undefined, 'ru', 'en'] as const) {
      await bot.api.deleteMyCommands(language_code ? { language_code } : {}, signal);
    }
    await bot.api.setMyCommands([...texts.commands.ru], { scope: privateChats }, signal);
    await bot.api.setMyCommands([...texts.commands.ru], { scope: privateChats, language_code: 'ru' }, signal);
    await bot.api.setMyCommands([...texts.commands.en], { scope: privateChats, language_code: 'en' }, signal);
  });
  if (staffChatId) {
    await attempt(`the command list of the staff chat ${staffChatId}`, () =>
      bot.api.setMyCommands(
        [...texts.commands.staff],
        { scope: { type: 'chat', chat_id: staffChatId } },
        signal,
      ),
    );
  }
}
