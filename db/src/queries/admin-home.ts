/** What the home content editor checks against the catalogue. */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { products } from '../schema';

/** Which of these product ids exist. */
export async function existingProductIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}
