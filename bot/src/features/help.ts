import { Composer } from 'grammy';
import type { BotContext } from '../context';
import { texts } from '../texts';

export function helpFeature(): Composer<BotContext> {
  const feature = new Composer<BotContext>();
  feature.command('help', (ctx) => ctx.reply(texts.help));
  return feature;
}
