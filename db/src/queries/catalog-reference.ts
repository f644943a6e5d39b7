import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { colors, sizes } from '../schema';
import { preparedRows } from './prepared-rows';
import { cachedReference, forgetReference } from './reference-cache';

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

/** The Russian name of each color and size by its code (null for a row without one). */
export interface VariantNames {
  colors: ReadonlyMap<string, string | null>;
  sizes: ReadonlyMap<string, string | null>;
}

const VARIANT_NAMES = 'catalog:variant-names';

async function readVariantNames(db: DbOrTx): Promise<VariantNames> {
  const rows = await preparedRows<{ kind: 'color' | 'size'; code: string; name: string | null }>(
    db,
    sql`select 'color' as kind, code, name ->> 'ru' as name from colors
      union all select 'size', code, name ->> 'ru' from sizes`,
    'variant_names',
  );
  const named = (kind: string) =>
    new Map(rows.filter((row) => row.kind === kind).map((row) => [row.code, row.name] as const));
  return { colors: named('color'), sizes: named('size') };
}

/**
 * Every color's and size's name, kept with the shop's reference data (pricing names each line's color and size);
 * a rename through the back office forgets them (`forgetVariantNames`).
 */
export const variantNames = (db: DbOrTx): Promise<VariantNames> =>
  cachedReference(db, VARIANT_NAMES, () => readVariantNames(db));

export const forgetVariantNames = (db: DbOrTx): void => forgetReference(db, VARIANT_NAMES);
