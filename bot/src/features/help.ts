import { Composer, type Context } from 'grammy';
import { texts } from '../texts';

export function createHelpFeature(): Composer<Context> {
  const feature = new Composer<Context>();
  feature.command('help', (ctx) => ctx.reply(texts.help));
  return feature;
}
