/**
 * «Забыли пароль?»: a one-time link by email (a random token, only its hash stored, 1 hour, spent once) and the
 * new password set with it, which ends every sign-in of the account.
 */
import { createHash, randomBytes } from 'node:crypto';
import { passwordResetTexts } from '@shop/core';
import {
  claimPasswordResetToken,
  type DatabaseHandle,
  findUserByIdentifier,
  insertPasswordResetToken,
  replacePassword,
  withTransaction,
} from '@shop/db';
import type { Context } from 'hono';
import type { Config } from '../../config';
import { ApiError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../mail/mailer';
import { clientAddress, minutesUntil } from '../../middleware/rate-limit';
import { sharedRateLimits } from '../../middleware/shared-rate-limit';
import { hashPassword } from '../passwords';

const TOKEN_TTL_MS = 60 * 60_000;

/** Requests per window, like sign-up's: an address cannot flood a mailbox or the SMTP server. */
const passwordResetLimits = {
  perAddress: { limit: 10, windowMs: 60 * 60_000 },
  perEmail: { limit: 3, windowMs: 60 * 60_000 },
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface PasswordResetDeps {
  database: Pick<DatabaseHandle, 'db'>;
  config: Pick<Config, 'trustProxy' | 'publicUrl'>;
  log: Logger;
  mailer?: Mailer | undefined;
}

export function createPasswordReset(deps: PasswordResetDeps) {
  const db = deps.database.db;
  const limits = sharedRateLimits(db);
  const unavailable = () => new ApiError('SERVICE_UNAVAILABLE', passwordResetTexts.unavailable);

  return {
    available: () => deps.mailer !== undefined,

    /**
     * Sends the link when the address belongs to an account with a password; the answer is the same either way.
     * A letter the SMTP server refuses is logged, not reported, for the same reason.
     */
    async request(c: Context, email: string): Promise<void> {
      const mailer = deps.mailer;
      if (!mailer) throw unavailable();
      const [perAddress, perEmail] = await limits.check([
        {
          rule: passwordResetLimits.perAddress,
          key: `passwordResetPerAddress:${clientAddress(c, deps.config.trustProxy)}`,
        },
        { rule: passwordResetLimits.perEmail, key: `passwordResetPerEmail:${email}` },
      ]);
      const refused = [perAddress, perEmail].find((state) => state && !state.result.allowed)?.result;
      if (refused && !refused.allowed) {
        c.header('Retry-After', String(refused.retryAfterSeconds));
        throw new ApiError(
          'RATE_LIMITED',
          passwordResetTexts.tooMany(minutesUntil(refused.retryAfterSeconds)),
        );
      }
      const user = await findUserByIdentifier(db, { kind: 'email', value: email });
      if (!user?.passwordHash || user.blockedAt) return;
      const token = randomBytes(32).toString('base64url');
      await insertPasswordResetToken(db, {
        userId: user.id,
        tokenHash: hashOf(token),
        expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
      });
      const origin = deps.config.publicUrl ?? new URL(c.req.url).origin;
      // In the fragment, so the token reaches neither the server's logs nor a Referer.
      const link = `${origin}/reset-password#token=${token}`;
      try {
        await mailer.send({
          to: email,
          subject: passwordResetTexts.mailSubject,
          text: passwordResetTexts.mailText(link),
        });
        deps.log.info('password reset link sent', { userId: user.id });
      } catch (error) {
        deps.log.error('password reset letter refused', {
          userId: user.id,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    },

    /** Sets the new password with an unused, unexpired link and ends every sign-in of the account. */
    async confirm(input: { token: string; password: string }): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      const userId = await withTransaction(db, async (tx) => {
        const at = new Date();
        const owner = await claimPasswordResetToken(tx, hashOf(input.token), at);
        if (owner) await replacePassword(tx, { userId: owner, passwordHash, at });
        return owner;
      });
      if (!userId) {
        throw new ApiError('BAD_REQUEST', passwordResetTexts.linkRefused, {
          token: passwordResetTexts.linkRefused,
        });
      }
      deps.log.info('password reset', { userId });
    },
  };
}
