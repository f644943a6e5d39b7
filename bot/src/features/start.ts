import { Composer } from 'grammy';
import type { BotContext } from '../context';
import { parseStartPayload, type StartTarget, shopUrlFor } from '../deep-links';
import { openShopKeyboard } from '../shop-button';
import { texts } from '../texts';

const linkTexts = {
  product: texts.productLink,
  category: texts.categoryLink,
  cart: texts.cartLink,
  order: texts.orderLink,
  home: undefined,
  staff: undefined,
} as const satisfies Record<StartTarget['kind'], string | undefined>;

/**
 * /start: a greeting with a button that opens the shop, or the product, category or cart of a deep link; a web_app
 * button in a private chat, a t.me link to the mini-app in a group or channel.
 */
export function startFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.command('start', async (ctx) => {
    // Only a /start in her own chat with the bot lets it write to her first; one in a group does not.
    if (ctx.chat.type === 'private' && ctx.from && ctx.shop.data?.allowMessages) {
      await ctx.shop.data
        .allowMessages(ctx.from.id)
        .catch((error: unknown) =>
          ctx.logger.warn('the consent to write was not stored', { error: String(error) }),
        );
    }
    const target = parseStartPayload(ctx.match);
    const lines = [texts.greeting(await ctx.shop.storeName())];
    const link = linkTexts[target.kind];
    if (link) lines.push(link);
    await ctx.reply(lines.join('\n\n'), {
      reply_markup: openShopKeyboard(ctx, texts.openShopButton, {
        webAppUrl: shopUrlFor(ctx.shop.webAppUrl, target),
        startApp: target,
      }),
    });
  });
  return feature;
}
