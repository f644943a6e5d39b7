import { Composer, type Context, InlineKeyboard } from 'grammy';
import { parseStartPayload, shopUrlFor } from '../deep-links';
import { texts } from '../texts';

export interface StartFeatureDeps {
  webAppUrl: string;
  storeName: string;
}

/** /start: a greeting with a web_app button that opens the shop, or the product or category of a deep link. */
export function createStartFeature({ webAppUrl, storeName }: StartFeatureDeps): Composer<Context> {
  const feature = new Composer<Context>();
  feature.command('start', async (ctx) => {
    const target = parseStartPayload(ctx.match);
    const url = shopUrlFor(webAppUrl, target);
    const lines = [texts.greeting(storeName)];
    if (target.kind === 'product') lines.push(texts.productLink);
    if (target.kind === 'category') lines.push(texts.categoryLink);
    await ctx.reply(lines.join('\n\n'), {
      reply_markup: new InlineKeyboard().webApp(texts.openShopButton, url),
    });
  });
  return feature;
}
