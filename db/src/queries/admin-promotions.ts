/** Automatic promotions as the back office manages them; the product cards follow by their trigger. */
import type { PromotionInput } from '@shop/core';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { categories, products, promotions } from '../schema';

export type PromotionRow = typeof promotions.$inferSelect;

/** Newest first. */
export function listPromotions(db: DbOrTx): Promise<PromotionRow[]> {
  return db.select().from(promotions).orderBy(desc(promotions.createdAt), desc(promotions.id));
}

export async function promotionById(db: DbOrTx, id: number): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  return row;
}

const columnsOf = (input: PromotionInput) => ({
  name: { ru: input.name },
  badge: input.badge,
  discountType: input.discountType,
  discountValue: input.discountValue,
  target: { scope: input.scope, categoryIds: input.categoryIds, productIds: input.productIds },
  startsAt: input.startsAt ? new Date(input.startsAt) : null,
  endsAt: input.endsAt ? new Date(input.endsAt) : null,
});

export async function insertPromotion(db: DbOrTx, input: PromotionInput): Promise<PromotionRow> {
  const [row] = await db.insert(promotions).values(columnsOf(input)).returning();
  return row!;
}

export async function updatePromotion(
  db: DbOrTx,
  id: number,
  change: PromotionInput | { isActive: boolean } | { endedAt: Date },
): Promise<PromotionRow | undefined> {
  const values = 'name' in change ? columnsOf(change) : change;
  const [row] = await db.update(promotions).set(values).where(eq(promotions.id, id)).returning();
  return row;
}

/** The ids among these that name no category, and no product. */
export async function unknownPromotionTargets(
  db: DbOrTx,
  input: Pick<PromotionInput, 'categoryIds' | 'productIds'>,
): Promise<{ categoryIds: number[]; productIds: number[] }> {
  const [known, knownProducts] = await Promise.all([
    input.categoryIds.length === 0
      ? []
      : db.select({ id: categories.id }).from(categories).where(inArray(categories.id, input.categoryIds)),
    input.productIds.length === 0
      ? []
      : db.select({ id: products.id }).from(products).where(inArray(products.id, input.productIds)),
  ]);
  const missing = (ids: number[], rows: { id: number }[]) =>
    ids.filter((id) => !rows.some((row) => row.id === id));
  return {
    categoryIds: missing(input.categoryIds, known),
    productIds: missing(input.productIds, knownProducts),
  };
}

/** The chosen products' names and regular prices (the price before the sale when on sale), by id. */
export function promotionProductPrices(
  db: DbOrTx,
  productIds: readonly number[],
): Promise<{ id: number; name: string; regularKopecks: number }[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: products.id,
      name: sql<string>`${products.name} ->> 'ru'`,
      regularKopecks: sql<number>`(case when ${products.isSale} and ${products.originalPriceKopecks} > ${products.priceKopecks}
        then ${products.originalPriceKopecks} else ${products.priceKopecks} end)::int`,
    })
    .from(products)
    .where(inArray(products.id, [...productIds]))
    .orderBy(products.id);
}

/** Rebuilds the cards of the promotion's products: its period started or ended (db/sql/product-cards.sql). */
export async function refreshPromotionCards(db: DbOrTx, id: number): Promise<void> {
  await db.execute(sql`select promotion_cards_refresh(${id})`);
}
