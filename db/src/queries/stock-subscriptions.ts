/**
 * "Сообщить о поступлении": buyers waiting for a sold-out color and size, and what the back-in-stock send reads.
 * A wait ends when its message went out (the outbox's `stock-subscription.notified` effect), not before.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { rawRows } from '../raw-rows';
import { stockSubscriptions } from '../schema';

export interface VariantRef {
  productId: number;
  colorCode: string;
  sizeCode: string;
}

export type SubscribeOutcome = 'subscribed' | 'already' | 'limit';

/** Adds the buyer's wait for a variant unless they already wait for `limit` variants. */
export async function subscribeToStock(
  db: DbOrTx,
  userId: string,
  variant: VariantRef,
  limit: number,
): Promise<SubscribeOutcome> {
  const [open] = await db
    .select({ n: count() })
    .from(stockSubscriptions)
    .where(eq(stockSubscriptions.userId, userId));
  if ((open?.n ?? 0) >= limit) {
    const mine = await db
      .select({ id: stockSubscriptions.id })
      .from(stockSubscriptions)
      .where(and(eq(stockSubscriptions.userId, userId), variantIs(variant)));
    return mine.length > 0 ? 'already' : 'limit';
  }
  const inserted = await db
    .insert(stockSubscriptions)
    .values({ userId, ...variant })
    .onConflictDoNothing()
    .returning({ id: stockSubscriptions.id });
  return inserted.length > 0 ? 'subscribed' : 'already';
}

/** True when the buyer was waiting for the variant. */
export async function unsubscribeFromStock(
  db: DbOrTx,
  userId: string,
  variant: VariantRef,
): Promise<boolean> {
  const deleted = await db
    .delete(stockSubscriptions)
    .where(and(eq(stockSubscriptions.userId, userId), variantIs(variant)))
    .returning({ id: stockSubscriptions.id });
  return deleted.length > 0;
}

/** The variants of a product the buyer waits for. */
export function stockSubscriptionsOf(
  db: DbOrTx,
  userId: string,
  productId: number,
): Promise<{ colorCode: string; sizeCode: string }[]> {
  return db
    .select({ colorCode: stockSubscriptions.colorCode, sizeCode: stockSubscriptions.sizeCode })
    .from(stockSubscriptions)
    .where(and(eq(stockSubscriptions.userId, userId), eq(stockSubscriptions.productId, productId)))
    .orderBy(stockSubscriptions.id);
}

export interface RestockedVariant {
  productName: string;
  colorName: string;
  sizeName: string;
  priceKopecks: number;
  quantity: number;
  isActive: boolean;
}

/**
 * The product, color and size names, price (as its card shows it, promotions applied) and stock of a variant;
 * undefined when it does not exist.
 */
export async function restockedVariant(
  db: DbOrTx,
  variant: VariantRef,
): Promise<RestockedVariant | undefined> {
  const result = await db.execute(sql`
    select coalesce(p.name->>'ru', '') as "productName",
           coalesce(c.name->>'ru', v.color_code) as "colorName",
           coalesce(s.name->>'ru', v.size_code) as "sizeName",
           coalesce(pc.price_kopecks, p.price_kopecks) as "priceKopecks", v.quantity, p.is_active as "isActive"
    from product_variants v
    join products p on p.id = v.product_id
    left join product_cards pc on pc.id = p.id
    left join colors c on c.code = v.color_code
    left join sizes s on s.code = v.size_code
    where v.product_id = ${variant.productId} and v.color_code = ${variant.colorCode}
      and v.size_code = ${variant.sizeCode}`);
  const [row] = rawRows<RestockedVariant>(result);
  return row && { ...row, priceKopecks: Number(row.priceKopecks), quantity: Number(row.quantity) };
}

export interface StockSubscriber {
  subscriptionId: number;
  telegramId: number | null;
  /** Linked to Telegram, lets the bot write, has not blocked it and is not blocked by staff. */
  canReceive: boolean;
  /** Will never be told: not linked to Telegram, has blocked the bot, or is blocked by staff. */
  gone: boolean;
}

/** The variant's subscribers after `afterId`, oldest first: read in pages by whoever tells them. */
export async function stockSubscribersOf(
  db: DbOrTx,
  variant: VariantRef,
  page: { afterId: number; limit: number },
): Promise<StockSubscriber[]> {
  const result = await db.execute(sql`
    select s.id as "subscriptionId", u.telegram_id as "telegramId",
           (u.telegram_id is not null and u.bot_messages_allowed_at is not null and u.bot_blocked_at is null
            and u.blocked_at is null) as "canReceive",
           (u.telegram_id is null or u.bot_blocked_at is not null or u.blocked_at is not null) as gone
    from stock_subscriptions s join users u on u.id = s.user_id
    where s.product_id = ${variant.productId} and s.color_code = ${variant.colorCode}
      and s.size_code = ${variant.sizeCode} and s.id > ${page.afterId}
    order by s.id limit ${page.limit}`);
  return rawRows<{
    subscriptionId: number | string;
    telegramId: number | string | null;
    canReceive: boolean;
    gone: boolean;
  }>(result).map((row) => ({
    subscriptionId: Number(row.subscriptionId),
    telegramId: row.telegramId === null ? null : Number(row.telegramId),
    canReceive: row.canReceive,
    gone: row.gone,
  }));
}

/** Ends waits nobody can be told of (the buyer blocked the bot, or staff blocked the buyer). */
export async function endStockSubscriptions(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(stockSubscriptions).where(inArray(stockSubscriptions.id, ids));
}

function variantIs(variant: VariantRef) {
  return and(
    eq(stockSubscriptions.productId, variant.productId),
    eq(stockSubscriptions.colorCode, variant.colorCode),
    eq(stockSubscriptions.sizeCode, variant.sizeCode),
  );
}
