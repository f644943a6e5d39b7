/** Colors and sizes as the back office manages them: every row, active or not, and what uses each. */
import type { ColorInput, SizeInput } from '@shop/core';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { colors, productImages, productVariants, sizes } from '../schema';
import { type ColorRow, forgetVariantNames, type SizeRow } from './catalog-reference';

export async function listAllColors(db: DbOrTx): Promise<ColorRow[]> {
  return db.select().from(colors).orderBy(asc(colors.sortOrder), asc(colors.code));
}

export async function listAllSizes(db: DbOrTx): Promise<SizeRow[]> {
  return db.select().from(sizes).orderBy(asc(sizes.productType), asc(sizes.sortOrder), asc(sizes.code));
}

export async function colorByCode(db: DbOrTx, code: string): Promise<ColorRow | undefined> {
  const [row] = await db.select().from(colors).where(eq(colors.code, code));
  return row;
}

export async function sizeByCode(db: DbOrTx, code: string): Promise<SizeRow | undefined> {
  const [row] = await db.select().from(sizes).where(eq(sizes.code, code));
  return row;
}

export async function insertColor(db: DbOrTx, input: ColorInput): Promise<ColorRow> {
  const [row] = await db.insert(colors).values(input).returning();
  return row!;
}

export async function insertSize(db: DbOrTx, input: SizeInput): Promise<SizeRow> {
  const [row] = await db.insert(sizes).values(input).returning();
  return row!;
}

/** A changed code follows into variants and images (their foreign keys cascade on update). */
export async function updateColor(
  db: DbOrTx,
  code: string,
  input: ColorInput,
): Promise<ColorRow | undefined> {
  const [row] = await db
    .update(colors)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(colors.code, code))
    .returning();
  forgetVariantNames(db);
  return row;
}

export async function updateSize(db: DbOrTx, code: string, input: SizeInput): Promise<SizeRow | undefined> {
  const [row] = await db
    .update(sizes)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(sizes.code, code))
    .returning();
  forgetVariantNames(db);
  return row;
}

/** How many products have variants (or images) of this color. */
export async function colorUsage(db: DbOrTx, code: string): Promise<number> {
  const rows = await db
    .selectDistinct({ productId: productVariants.productId })
    .from(productVariants)
    .where(eq(productVariants.colorCode, code))
    .union(
      db
        .selectDistinct({ productId: productImages.productId })
        .from(productImages)
        .where(eq(productImages.colorCode, code)),
    );
  return rows.length;
}

/** How many products have variants of this size. */
export async function sizeUsage(db: DbOrTx, code: string): Promise<number> {
  const rows = await db
    .selectDistinct({ productId: productVariants.productId })
    .from(productVariants)
    .where(eq(productVariants.sizeCode, code));
  return rows.length;
}

export async function deleteColor(db: DbOrTx, code: string): Promise<boolean> {
  return (await db.delete(colors).where(eq(colors.code, code)).returning()).length > 0;
}

export async function deleteSize(db: DbOrTx, code: string): Promise<boolean> {
  return (await db.delete(sizes).where(eq(sizes.code, code)).returning()).length > 0;
}
