/**
 * Rotating refresh tokens. Each use of a token marks it rotated and issues its successor in the same family.
 * Using a rotated token again means it was copied: the whole family (that sign-in) is revoked. Two tabs that
 * refresh at the same moment are told apart from a thief by a short grace window: a token rotated less than
 * ROTATION_GRACE_MS ago yields its successor again instead of a revocation. Only SHA-256 hashes of the tokens are
 * stored, so the successor is derived from the presented token with the server's secret (an HMAC): the same token
 * always yields the same successor, and a token has at most one, however often or concurrently it is reused.
 */
import { createHmac } from 'node:crypto';
import {
  claimRefreshToken,
  type DbOrTx,
  findRefreshTokenByHash,
  findRefreshTokenById,
  insertRefreshToken,
  revokeRefreshTokenFamily,
  withTransaction,
} from '@shop/db';
import { hashRefreshToken, newRefreshToken } from '../../lib/tokens';

const ROTATION_GRACE_MS = 10_000;

interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
  familyId: string;
}

/** A new token; without a family it starts one (a new sign-in). */
export async function issueRefreshToken(
  db: DbOrTx,
  input: {
    userId: string;
    ttlSeconds: number;
    familyId?: string;
    userAgent?: string | undefined;
    now?: number;
    /** The token to store; a new random one by default. */
    token?: string;
  },
): Promise<IssuedRefreshToken> {
  const token = input.token ?? newRefreshToken();
  const familyId = input.familyId ?? crypto.randomUUID();
  const expiresAt = new Date((input.now ?? Date.now()) + input.ttlSeconds * 1000);
  await insertRefreshToken(db, {
    userId: input.userId,
    familyId,
    tokenHash: hashRefreshToken(token),
    expiresAt,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt, familyId };
}

/** The one successor a refresh token has: unguessable without both the token and the secret. */
function successorOf(token: string, secret: string): string {
  return createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');
}

type RotationResult =
  | { ok: true; userId: string; next: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** The claim of the presented token and the successor it yields are written together or not at all. */
export function rotateRefreshToken(
  db: DbOrTx,
  token: string,
  options: { secret: string; ttlSeconds: number; userAgent?: string | undefined; now?: number },
): Promise<RotationResult> {
  const now = options.now ?? Date.now();
  return withTransaction(db, async (tx): Promise<RotationResult> => {
    const row = await findRefreshTokenByHash(tx, hashRefreshToken(token));
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revokedAt) return { ok: false, reason: 'revoked' };
    if (row.expiresAt.getTime() <= now) return { ok: false, reason: 'expired' };

    const successor = successorOf(token, options.secret);
    if (await claimRefreshToken(tx, row.id, new Date(now))) {
      const next = await issueRefreshToken(tx, {
        userId: row.userId,
        familyId: row.familyId,
        ttlSeconds: options.ttlSeconds,
        userAgent: options.userAgent,
        now,
        token: successor,
      });
      return { ok: true, userId: row.userId, next };
    }
    // Another refresh claimed it first (its transaction has committed: the claim waited for its row lock): a
    // second tab within the grace window gets the same successor, a replay of a copied token later revokes all.
    const current = await findRefreshTokenById(tx, row.id);
    if (current?.rotatedAt && !current.revokedAt && now - current.rotatedAt.getTime() <= ROTATION_GRACE_MS) {
      const next = await findRefreshTokenByHash(tx, hashRefreshToken(successor));
      if (next && !next.revokedAt) {
        return {
          ok: true,
          userId: row.userId,
          next: { token: successor, expiresAt: next.expiresAt, familyId: next.familyId },
        };
      }
    }
    await revokeRefreshTokenFamily(tx, row.familyId, new Date(now));
    return { ok: false, reason: 'reused' };
  });
}

/** Sign-out: the family of the presented token is revoked; an unknown token is no error. */
export async function revokeByToken(db: DbOrTx, token: string): Promise<void> {
  const row = await findRefreshTokenByHash(db, hashRefreshToken(token));
  if (row) await revokeRefreshTokenFamily(db, row.familyId, new Date());
}
