import { Composer } from 'grammy';
import type { BotContext } from '../context';
import { texts } from '../texts';

/** /contact: the store's phone, email, address and hours as the staff set them in the settings. */
export function contactFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.command('contact', async (ctx) => {
    const data = ctx.shop.data;
    if (!data) return ctx.reply(texts.unavailable);
    const [storeName, contacts] = await Promise.all([ctx.shop.storeName(), data.contacts()]);
    return ctx.reply(texts.contacts(storeName, contacts));
  });
  return feature;
}
