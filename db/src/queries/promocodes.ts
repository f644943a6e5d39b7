import { and, asc, count, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { promocodeRedemptions, promocodes } from '../schema';

export type PromocodeRow = typeof promocodes.$inferSelect;

/** On the public showcase: active, public, started, not expired and not used up. */
const onShowcase = (now: Date) =>
  and(
    eq(promocodes.isActive, true),
    eq(promocodes.isPublic, true),
    or(isNull(promocodes.validFrom), lte(promocodes.validFrom, now)),
    or(isNull(promocodes.validUntil), gt(promocodes.validUntil, now)),
    or(isNull(promocodes.maxUsage), lt(promocodes.usageCount, promocodes.maxUsage)),
  );

/** Codes a visitor may be shown, soonest expiry first. */
export async function listShowcasePromocodes(
  db: DbOrTx,
  params: { limit: number; now?: Date },
): Promise<PromocodeRow[]> {
  return db
    .select()
    .from(promocodes)
    .where(onShowcase(params.now ?? new Date()))
    .orderBy(sql`${promocodes.validUntil} asc nulls last`, asc(promocodes.code))
    .limit(params.limit);
}

/**
 * Counts a copy of a code on the showcase (matched case-insensitively); false for any other code, unknown or
 * not, so the answer tells a guesser nothing about codes that are not shown.
 */
export async function recordPromocodeCopy(db: DbOrTx, code: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(promocodes)
    .set({ copyCount: sql`${promocodes.copyCount} + 1` })
    .where(and(eq(promocodes.code, code.trim().toUpperCase()), onShowcase(now)))
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

/** How many orders of this customer have redeemed this code (the per-customer limit counts these). */
export async function countCustomerRedemptions(
  db: DbOrTx,
  params: { promocodeId: string; userId: string },
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(promocodeRedemptions)
    .where(
      and(
        eq(promocodeRedemptions.promocodeId, params.promocodeId),
        eq(promocodeRedemptions.userId, params.userId),
      ),
    );
  return row?.count ?? 0;
}
