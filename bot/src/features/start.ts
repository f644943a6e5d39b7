import { Composer, InlineKeyboard } from 'grammy';
import type { BotContext } from '../context';
import { parseStartPayload, shopUrlFor } from '../deep-links';
import { texts } from '../texts';

/** /start: a greeting with a web_app button that opens the shop, or the product or category of a deep link. */
export function startFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.command('start', async (ctx) => {
    const target = parseStartPayload(ctx.match);
    const url = shopUrlFor(ctx.shop.webAppUrl, target);
    const lines = [texts.greeting(await ctx.shop.storeName())];
    if (target.kind === 'product') lines.push(texts.productLink);
    if (target.kind === 'category') lines.push(texts.categoryLink);
    await ctx.reply(lines.join('\n\n'), {
      reply_markup: new InlineKeyboard().webApp(texts.openShopButton, url),
    });
  });
  return feature;
}
