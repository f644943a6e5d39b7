import { Composer, InlineKeyboard, InlineQueryResultBuilder } from 'grammy';
import type { BotContext } from '../context';
import { productStartAppLink } from '../deep-links';
import type { ProductCard } from '../shop-data';
import { texts } from '../texts';

const RESULTS = 20;

/**
 * Inline mode: "@bot платье" in any chat lists matching products, found by the storefront's search. A sent card
 * carries a t.me link that opens the product in the mini-app (web_app buttons only work in the bot's own chat).
 */
export function inlineSearchFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.on('inline_query', async (ctx) => {
    const query = ctx.inlineQuery.query.trim();
    const data = ctx.shop.data;
    const products = query && data ? await data.searchProducts(query, RESULTS) : [];
    const results = products.map((product) => productInlineResult(product, ctx.me.username));
    await ctx.answerInlineQuery(results, {
      cache_time: 60,
      ...(query && results.length === 0
        ? { button: { text: texts.inlineNothingFound, start_parameter: 'catalog' } }
        : {}),
    });
  });
  return feature;
}

/**
 * A product as a card to send into any chat (inline search and the share dialog): its JPEG photo (or text when it
 * has none), name, price and a link into the mini-app.
 */
export function productInlineResult(product: ProductCard, botUsername: string) {
  const id = `product_${product.id}`;
  const caption = texts.inlineCaption(product.name, product.priceText);
  const reply_markup = new InlineKeyboard().url(
    texts.openProductButton,
    productStartAppLink(botUsername, product.id),
  );
  if (product.photo) {
    return InlineQueryResultBuilder.photo(id, product.photo.url, {
      thumbnail_url: product.photo.thumbnailUrl,
      title: product.name,
      description: product.priceText,
      caption,
      reply_markup,
    });
  }
  return InlineQueryResultBuilder.article(id, product.name, {
    description: product.priceText,
    reply_markup,
  }).text(caption);
}
