import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { colors, sizes } from '../schema';

export type ColorRow = typeof colors.$inferSelect;
export type SizeRow = typeof sizes.$inferSelect;

/** Active colors in the storefront's order. */
export async function listActiveColors(db: DbOrTx): Promise<ColorRow[]> {
  return db
    .select()
    .from(colors)
    .where(eq(colors.isActive, true))
    .orderBy(asc(colors.sortOrder), asc(colors.code));
}

/** Active sizes in the storefront's order, optionally of one product type. */
export async function listActiveSizes(
  db: DbOrTx,
  filter: { productType?: SizeRow['productType'] } = {},
): Promise<SizeRow[]> {
  const conditions: SQL[] = [eq(sizes.isActive, true)];
  if (filter.productType) conditions.push(eq(sizes.productType, filter.productType));
  return db
    .select()
    .from(sizes)
    .where(and(...conditions))
    .orderBy(asc(sizes.productType), asc(sizes.sortOrder), asc(sizes.code));
}
