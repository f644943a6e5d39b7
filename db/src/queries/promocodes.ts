import { and, asc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { promocodes } from '../schema';

export type PromocodeRow = typeof promocodes.$inferSelect;

/** Codes a visitor may be shown: active, public, started, not expired and not used up; soonest expiry first. */
export async function listShowcasePromocodes(
  db: DbOrTx,
  params: { limit: number; now?: Date },
): Promise<PromocodeRow[]> {
  const now = params.now ?? new Date();
  return db
    .select()
    .from(promocodes)
    .where(
      and(
        eq(promocodes.isActive, true),
        eq(promocodes.isPublic, true),
        or(isNull(promocodes.validFrom), lte(promocodes.validFrom, now)),
        or(isNull(promocodes.validUntil), gt(promocodes.validUntil, now)),
        or(isNull(promocodes.maxUsage), lt(promocodes.usageCount, promocodes.maxUsage)),
      ),
    )
    .orderBy(sql`${promocodes.validUntil} asc nulls last`, asc(promocodes.code))
    .limit(params.limit);
}

/** Counts a copy of the code from the showcase; false when no such code exists. Codes match case-insensitively. */
export async function recordPromocodeCopy(db: DbOrTx, code: string): Promise<boolean> {
  const rows = await db
    .update(promocodes)
    .set({ copyCount: sql`${promocodes.copyCount} + 1` })
    .where(eq(promocodes.code, code.trim().toUpperCase()))
    .returning({ id: promocodes.id });
  return rows.length > 0;
}

/** The promocode of this code, matched case-insensitively; undefined when there is none. */
export async function findPromocodeByCode(db: DbOrTx, code: string): Promise<PromocodeRow | undefined> {
  const [row] = await db
    .select()
    .from(promocodes)
    .where(eq(promocodes.code, code.trim().toUpperCase()))
    .limit(1);
  return row;
}
