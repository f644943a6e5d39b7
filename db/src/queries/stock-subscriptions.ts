/**
 * "Сообщить о поступлении": buyers waiting for a sold-out color and size, and what the back-in-stock send reads.
 * The send takes subscribers one at a time, deleting each row as it is taken: a rerun (or a second instance)
 * never finds a row that was already messaged.
 */
import { and, count, eq, sql } from 'drizzle-orm';
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

/** The product, color and size names, price and stock of a variant; undefined when it does not exist. */
export async function restockedVariant(
  db: DbOrTx,
  variant: VariantRef,
): Promise<RestockedVariant | undefined> {
  const result = await db.execute(sql`
    select coalesce(p.name->>'ru', '') as "productName",
           coalesce(c.name->>'ru', v.color_code) as "colorName",
           coalesce(s.name->>'ru', v.size_code) as "sizeName",
           p.price_kopecks as "priceKopecks", v.quantity, p.is_active as "isActive"
    from product_variants v
    join products p on p.id = v.product_id
    left join colors c on c.code = v.color_code
    left join sizes s on s.code = v.size_code
    where v.product_id = ${variant.productId} and v.color_code = ${variant.colorCode}
      and v.size_code = ${variant.sizeCode}`);
  const [row] = rawRows<RestockedVariant>(result);
  return row && { ...row, priceKopecks: Number(row.priceKopecks), quantity: Number(row.quantity) };
}

export interface TakenSubscriber {
  telegramId: number | null;
  blocked: boolean;
}

/**
 * Deletes the oldest subscription to the variant and answers whom it was for; undefined when none is left. Rows
 * another transaction is taking are skipped, so two runs never take the same one.
 */
export async function takeStockSubscriber(
  db: DbOrTx,
  variant: VariantRef,
): Promise<TakenSubscriber | undefined> {
  const result = await db.execute(sql`
    delete from stock_subscriptions s using users u
    where s.id = (
      select id from stock_subscriptions
      where product_id = ${variant.productId} and color_code = ${variant.colorCode}
        and size_code = ${variant.sizeCode}
      order by id limit 1 for update skip locked
    ) and u.id = s.user_id
    returning u.telegram_id as "telegramId", u.blocked_at is not null as blocked`);
  const [row] = rawRows<{ telegramId: number | string | null; blocked: boolean }>(result);
  return row && { telegramId: row.telegramId === null ? null : Number(row.telegramId), blocked: row.blocked };
}

function variantIs(variant: VariantRef) {
  return and(
    eq(stockSubscriptions.productId, variant.productId),
    eq(stockSubscriptions.colorCode, variant.colorCode),
    eq(stockSubscriptions.sizeCode, variant.sizeCode),
  );
}
