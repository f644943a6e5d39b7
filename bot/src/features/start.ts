import { Composer, InlineKeyboard } from 'grammy';
import type { BotContext } from '../context';
import { parseStartPayload, shopUrlFor } from '../deep-links';
import { texts } from '../texts';

const linkTexts = {
  product: texts.productLink,
  category: texts.categoryLink,
  cart: texts.cartLink,
  home: undefined,
} as const;

/** /start: a greeting with a web_app button that opens the shop, or the product, category or cart of a deep link. */
export function startFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.command('start', async (ctx) => {
    if (ctx.from && ctx.shop.data?.allowMessages) {
      await ctx.shop.data
        .allowMessages(ctx.from.id)
        .catch((error: unknown) =>
          ctx.logger.warn('the consent to write was not stored', { error: String(error) }),
        );
    }
    const target = parseStartPayload(ctx.match);
    const url = shopUrlFor(ctx.shop.webAppUrl, target);
    const lines = [texts.greeting(await ctx.shop.storeName())];
    const link = linkTexts[target.kind];
    if (link) lines.push(link);
    await ctx.reply(lines.join('\n\n'), {
      reply_markup: new InlineKeyboard().webApp(texts.openShopButton, url),
    });
  });
  return feature;
}
