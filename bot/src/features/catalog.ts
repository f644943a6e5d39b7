import { Composer } from 'grammy';
import type { BotContext } from '../context';
import { openShopKeyboard } from '../shop-button';
import { texts } from '../texts';

/** /catalog: a button that opens the mini-app's catalogue (in a group, a t.me link to the mini-app). */
export function catalogFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.command('catalog', (ctx) =>
    ctx.reply(texts.catalog, {
      reply_markup: openShopKeyboard(ctx, texts.openCatalogButton, {
        webAppUrl: `${ctx.shop.webAppUrl.replace(/\/+$/, '')}/products`,
        startApp: { kind: 'home' },
      }),
    }),
  );
  return feature;
}
