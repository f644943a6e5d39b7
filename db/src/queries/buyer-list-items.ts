/** A signed-in buyer's list of products (the wishlist, the recently viewed): read newest first, written whole. */
import type { BuyerList } from '@shop/core';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { buyerListItems, products } from '../schema';
import { withTransaction } from '../transaction';

export interface BuyerListEntry {
  productId: number;
  addedAt: Date;
}

export function readBuyerList(db: DbOrTx, userId: string, list: BuyerList): Promise<BuyerListEntry[]> {
  return db
    .select({ productId: buyerListItems.productId, addedAt: buyerListItems.addedAt })
    .from(buyerListItems)
    .where(and(eq(buyerListItems.userId, userId), eq(buyerListItems.list, list)))
    .orderBy(desc(buyerListItems.addedAt), desc(buyerListItems.productId));
}

/**
 * Replaces her list with `entries` (distinct products). Products the shop no longer has are left out rather
 * than refused: a list kept on a device may name a product deleted since.
 */
export function writeBuyerList(
  db: DbOrTx,
  userId: string,
  list: BuyerList,
  entries: BuyerListEntry[],
): Promise<BuyerListEntry[]> {
  return withTransaction(db, async (tx) => {
    await tx
      .delete(buyerListItems)
      .where(and(eq(buyerListItems.userId, userId), eq(buyerListItems.list, list)));
    const ids = entries.map((entry) => entry.productId);
    if (ids.length === 0) return [];
    const known = new Set(
      (await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map(
        (row) => row.id,
      ),
    );
    const kept = entries.filter((entry) => known.has(entry.productId));
    if (kept.length > 0)
      await tx.insert(buyerListItems).values(kept.map((entry) => ({ userId, list, ...entry })));
    return readBuyerList(tx, userId, list);
  });
}
