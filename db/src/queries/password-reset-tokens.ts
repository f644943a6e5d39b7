/** One-time links to set a new password: stored as SHA-256 hashes, spent once, running out at `expiresAt`. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { passwordResetTokens, refreshTokens, users } from '../schema';

export async function insertPasswordResetToken(
  db: DbOrTx,
  input: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(input);
}

/**
 * Spends the token if it is unused and not expired: a conditional update, so of two uses at once only one wins.
 * The account's id, or undefined for an unknown, used or expired token.
 */
export async function claimPasswordResetToken(
  db: DbOrTx,
  tokenHash: string,
  at: Date,
): Promise<string | undefined> {
  const [claimed] = await db
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, at),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return claimed?.userId;
}

/**
 * The new password of an account, its other reset links spent and all its sign-ins (refresh token families)
 * ended, so whoever knew the old password is signed out everywhere.
 */
export async function replacePassword(
  db: DbOrTx,
  input: { userId: string; passwordHash: string; at: Date },
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: input.passwordHash, updatedAt: input.at })
    .where(eq(users.id, input.userId));
  await db
    .update(passwordResetTokens)
    .set({ usedAt: input.at })
    .where(and(eq(passwordResetTokens.userId, input.userId), isNull(passwordResetTokens.usedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: input.at })
    .where(and(eq(refreshTokens.userId, input.userId), isNull(refreshTokens.revokedAt)));
}
