/** The wishlist of a signed-in buyer: read newest first, and written whole. */
import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { products, wishlistItems } from '../schema';
import { withTransaction } from '../transaction';

export interface WishlistEntry {
  productId: number;
  addedAt: Date;
}

export function readWishlist(db: DbOrTx, userId: string): Promise<WishlistEntry[]> {
  return db
    .select({ productId: wishlistItems.productId, addedAt: wishlistItems.addedAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.productId));
}

/**
 * Replaces her wishlist with `entries` (distinct products). Products the shop no longer has are left out rather
 * than refused: a list kept on a device may name a product deleted since.
 */
export function writeWishlist(
  db: DbOrTx,
  userId: string,
  entries: WishlistEntry[],
): Promise<WishlistEntry[]> {
  return withTransaction(db, async (tx) => {
    await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
    const ids = entries.map((entry) => entry.productId);
    if (ids.length === 0) return [];
    const known = new Set(
      (await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map(
        (row) => row.id,
      ),
    );
    const kept = entries.filter((entry) => known.has(entry.productId));
    if (kept.length > 0) await tx.insert(wishlistItems).values(kept.map((entry) => ({ userId, ...entry })));
    return readWishlist(tx, userId);
  });
}
