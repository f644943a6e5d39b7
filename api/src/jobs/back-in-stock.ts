/**
 * 'stock.back-in-stock': a variant buyers waited for has stock again (the database trigger on product_variants
 * enqueues it with the restock). Each subscriber gets one message with a button that opens the product in the
 * mini-app. The subscription is deleted before its message is sent: at most once, so a rerun or a crash never
 * writes twice, and a message Telegram refuses (a buyer who blocked the bot) drops the subscription.
 */
import { formatKopecks } from '@shop/core';
import { type Database, restockedVariant, takeStockSubscriber } from '@shop/db';
import { z } from 'zod';
import type { Logger } from '../lib/logger';
import type { Notifier } from '../services/notifier';
import type { JobHandler } from './job-runner';
import { BROADCAST_GAP_MS, pause } from './telegram-pace';

export const BACK_IN_STOCK_JOB = 'stock.back-in-stock';

const payloadSchema = z.object({
  productId: z.number().int(),
  colorCode: z.string(),
  sizeCode: z.string(),
});

const backInStockText = (v: {
  productName: string;
  colorName: string;
  sizeName: string;
  priceKopecks: number;
}): string =>
  `Снова в наличии: ${v.productName}, цвет ${v.colorName}, размер ${v.sizeName} — ${formatKopecks(v.priceKopecks)}. Вы просили сообщить о поступлении.`;

const OPEN_PRODUCT_BUTTON = 'Открыть товар';

export function backInStockHandler(deps: {
  db: Database;
  notifier: Notifier;
  log: Logger;
  gapMs?: number;
}): JobHandler {
  const gapMs = deps.gapMs ?? BROADCAST_GAP_MS;
  return async (job) => {
    const parsed = payloadSchema.safeParse(job.payload);
    if (!parsed.success) {
      deps.log.warn('back-in-stock job without a variant', { id: job.id });
      return;
    }
    const ref = parsed.data;
    const variant = await restockedVariant(deps.db, ref);
    // Sold out again before the run, or taken off sale: the subscribers wait for the next restock.
    if (!variant || variant.quantity <= 0 || !variant.isActive) return;
    const text = backInStockText(variant);
    const button = {
      text: OPEN_PRODUCT_BUTTON,
      opens: { kind: 'product', id: String(ref.productId) },
    } as const;
    let sent = 0;
    for (;;) {
      const subscriber = await takeStockSubscriber(deps.db, ref);
      if (!subscriber) break;
      if (subscriber.telegramId === null || subscriber.blocked) continue;
      if (sent > 0) await pause(gapMs);
      if (await deps.notifier.notifyUser(subscriber.telegramId, text, { button })) sent += 1;
    }
    deps.log.info('back-in-stock messages sent', { productId: ref.productId, sent });
  };
}
