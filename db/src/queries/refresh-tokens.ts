/** Refresh tokens, stored as SHA-256 hashes; the rotation rules live in the api's session service. */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { refreshTokens } from '../schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: DbOrTx,
  input: { userId: string; familyId: string; tokenHash: string; expiresAt: Date; userAgent: string | null },
): Promise<void> {
  await db.insert(refreshTokens).values(input);
}

export async function findRefreshTokenByHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function findRefreshTokenById(db: DbOrTx, id: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id)).limit(1);
  return row;
}

/**
 * Marks the token rotated unless it already is (or is revoked): a conditional update, so of two simultaneous
 * refreshes exactly one claims it. True for the one that did.
 */
export async function claimRefreshToken(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const claimed = await db
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return claimed.length > 0;
}

export async function revokeRefreshTokenFamily(db: DbOrTx, familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}
