/**
 * Rotating refresh tokens. Each use of a token marks it rotated and issues its successor in the same family.
 * Using a rotated token again means it was copied: the whole family (that sign-in) is revoked. Two tabs that
 * refresh at the same moment are told apart from a thief by a short grace window: a token rotated less than
 * ROTATION_GRACE_MS ago yields one more sibling in the family instead of a revocation. Only SHA-256 hashes of the
 * tokens are stored, so the exact successor cannot be handed out twice; the sibling is the stateless equivalent.
 */
import { type DbOrTx, schema } from '@shop/db';
import { and, eq, isNull } from 'drizzle-orm';
import { hashRefreshToken, newRefreshToken } from '../../lib/tokens';

const { refreshTokens } = schema;

export const ROTATION_GRACE_MS = 10_000;

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
  familyId: string;
}

export async function issueRefreshToken(
  db: DbOrTx,
  input: { userId: string; ttlSeconds: number; familyId?: string; userAgent?: string | undefined },
): Promise<IssuedRefreshToken> {
  const token = newRefreshToken();
  const expiresAt = new Date(Date.now() + input.ttlSeconds * 1000);
  const [row] = await db
    .insert(refreshTokens)
    .values({
      userId: input.userId,
      familyId: input.familyId ?? crypto.randomUUID(),
      tokenHash: hashRefreshToken(token),
      expiresAt,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ familyId: refreshTokens.familyId });
  if (!row) throw new Error('the refresh token was not stored');
  return { token, expiresAt, familyId: row.familyId };
}

export type RotationResult =
  | { ok: true; userId: string; next: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

export async function rotateRefreshToken(
  db: DbOrTx,
  token: string,
  options: { ttlSeconds: number; userAgent?: string | undefined; now?: number },
): Promise<RotationResult> {
  const now = options.now ?? Date.now();
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
    .limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.expiresAt.getTime() <= now) return { ok: false, reason: 'expired' };

  const issueNext = () =>
    issueRefreshToken(db, {
      userId: row.userId,
      familyId: row.familyId,
      ttlSeconds: options.ttlSeconds,
      userAgent: options.userAgent,
    });

  // The conditional update lets exactly one of two simultaneous refreshes do the rotation.
  const [claimed] = await db
    .update(refreshTokens)
    .set({ rotatedAt: new Date(now) })
    .where(
      and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)),
    )
    .returning({ id: refreshTokens.id });
  if (claimed) return { ok: true, userId: row.userId, next: await issueNext() };

  const [current] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, row.id)).limit(1);
  if (current?.rotatedAt && !current.revokedAt && now - current.rotatedAt.getTime() <= ROTATION_GRACE_MS) {
    return { ok: true, userId: row.userId, next: await issueNext() };
  }
  await revokeFamily(db, row.familyId, now);
  return { ok: false, reason: 'reused' };
}

export async function revokeFamily(db: DbOrTx, familyId: string, now = Date.now()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Sign-out: the family of the presented token is revoked; an unknown token is no error. */
export async function revokeByToken(db: DbOrTx, token: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
    .limit(1);
  if (row) await revokeFamily(db, row.familyId);
}
