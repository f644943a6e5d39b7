/** Changes tests make to stored rows where the shop has no query of its own for them (yet). */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import type { RefreshTokenRow } from '../queries/refresh-tokens';
import { products, promocodes, refreshTokens } from '../schema';

/** Changes a product as an admin edit would; the search triggers see it. */
export async function updateProduct(
  db: DbOrTx,
  id: number,
  changes: Partial<Omit<typeof products.$inferInsert, 'id'>>,
): Promise<void> {
  await db.update(products).set(changes).where(eq(products.id, id));
}

/** Moves a refresh token's dates, e.g. its rotation out of the grace window or its expiry into the past. */
export async function updateRefreshToken(
  db: DbOrTx,
  tokenHash: string,
  changes: Partial<Pick<RefreshTokenRow, 'rotatedAt' | 'expiresAt' | 'revokedAt'>>,
): Promise<void> {
  await db.update(refreshTokens).set(changes).where(eq(refreshTokens.tokenHash, tokenHash));
}

export function listRefreshTokens(db: DbOrTx): Promise<RefreshTokenRow[]> {
  return db.select().from(refreshTokens);
}

/** How often a code was copied from the showcase (undefined when there is no such code). */
export async function promocodeCopyCount(db: DbOrTx, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ copyCount: promocodes.copyCount })
    .from(promocodes)
    .where(eq(promocodes.code, code));
  return row?.copyCount;
}
