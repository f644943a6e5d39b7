/**
 * 'stock.back-in-stock': a variant buyers waited for has stock again (the database trigger on product_variants
 * enqueues it with the restock). Each subscriber who can be written to gets one message, with a button that opens
 * the product in the mini-app, through the outbox; her wait ends when Telegram took the message (or when she turns
 * out to have blocked the bot). A rerun of the job writes nothing twice: each message's key names the job and the
 * wait. Waits of buyers who will never be told (the bot blocked, the account blocked) end here; a buyer who has
 * not yet let the bot write keeps waiting for a restock after she does.
 */
import { formatKopecks } from '@shop/core';
import { type Database, endStockSubscriptions, restockedVariant, stockSubscribersOf } from '@shop/db';
import { z } from 'zod';
import type { Logger } from '../lib/logger';
import type { TelegramOutbox } from '../telegram/outbox';
import type { JobHandler } from './job-runner';

export const BACK_IN_STOCK_JOB = 'stock.back-in-stock';
const PAGE = 500;

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

export function backInStockHandler(deps: { db: Database; outbox: TelegramOutbox; log: Logger }): JobHandler {
  const { db, outbox } = deps;
  return async (job) => {
    const parsed = payloadSchema.safeParse(job.payload);
    if (!parsed.success) {
      deps.log.warn('back-in-stock job without a variant', { id: job.id });
      return;
    }
    const ref = parsed.data;
    const variant = await restockedVariant(db, ref);
    // Sold out again before the run, or taken off sale: the subscribers wait for the next restock.
    if (!variant || variant.quantity <= 0 || !variant.isActive || !outbox.enabled) return;
    const text = backInStockText(variant);
    const button = {
      text: OPEN_PRODUCT_BUTTON,
      opens: { kind: 'product', id: String(ref.productId) },
    } as const;
    let written = 0;
    let afterId = 0;
    for (;;) {
      const page = await stockSubscribersOf(db, ref, { afterId, limit: PAGE });
      const last = page.at(-1);
      if (!last) break;
      afterId = last.subscriptionId;
      await endStockSubscriptions(
        db,
        page.filter((s) => s.gone).map((s) => s.subscriptionId),
      );
      for (const subscriber of page) {
        if (!subscriber.canReceive || subscriber.telegramId === null) continue;
        const queued = await outbox.toTelegramUser(db, subscriber.telegramId, {
          text,
          purpose: BACK_IN_STOCK_JOB,
          button,
          key: `${BACK_IN_STOCK_JOB}:${job.id}:${subscriber.subscriptionId}`,
          onSent: { kind: 'stock-subscription.notified', subscriptionId: subscriber.subscriptionId },
        });
        if (queued) written += 1;
      }
    }
    deps.log.info('back-in-stock messages written', { productId: ref.productId, written });
  };
}
