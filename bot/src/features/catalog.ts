import { Composer, InlineKeyboard } from 'grammy';
import type { BotContext } from '../context';
import { texts } from '../texts';

/** /catalog: a button that opens the mini-app's catalogue. */
export function catalogFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.command('catalog', (ctx) =>
    ctx.reply(texts.catalog, {
      reply_markup: new InlineKeyboard().webApp(
        texts.openCatalogButton,
        `${ctx.shop.webAppUrl.replace(/\/+$/, '')}/products`,
      ),
    }),
  );
  return feature;
}
