/**
 * «Забыли пароль?»: a one-time link (a random token, only its hash stored, 1 hour, spent once) to the account the
 * buyer names by email or phone: in Telegram when the account is linked to it and the bot may write to her, else
 * by email; and the new password set with it, which ends every sign-in of the account.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type AccountName, passwordResetTexts } from '@shop/core';
import {
  claimPasswordResetToken,
  type DatabaseHandle,
  findUserByIdentifier,
  insertPasswordResetToken,
  reachableTelegramId,
  replacePassword,
  type UserRow,
  withTransaction,
} from '@shop/db';
import type { Context } from 'hono';
import type { Config } from '../../config';
import { ApiError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../mail/mailer';
import { clientAddress, minutesUntil } from '../../middleware/rate-limit';
import { sharedRateLimits } from '../../middleware/shared-rate-limit';
import type { TelegramOutbox } from '../../telegram/outbox';
import { hashPassword } from '../passwords';

const TOKEN_TTL_MS = 60 * 60_000;

/** Requests per window, like sign-up's: an address cannot flood a mailbox, a chat or the SMTP server. */
const passwordResetLimits = {
  perAddress: { limit: 10, windowMs: 60 * 60_000 },
  perAccountName: { limit: 3, windowMs: 60 * 60_000 },
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface PasswordResetDeps {
  database: Pick<DatabaseHandle, 'db'>;
  config: Pick<Config, 'trustProxy' | 'publicUrl'>;
  log: Logger;
  mailer?: Mailer | undefined;
  outbox: TelegramOutbox;
}

/** Where the link goes: Telegram when the account can be written to there, else its email when mail is on. */
type Way = { kind: 'telegram'; telegramId: number } | { kind: 'mail'; mailer: Mailer; email: string };

export function createPasswordReset(deps: PasswordResetDeps) {
  const db = deps.database.db;
  const limits = sharedRateLimits(db);
  const unavailable = () => new ApiError('SERVICE_UNAVAILABLE', passwordResetTexts.unavailable);

  /**
   * An account with a password is reached in Telegram or by email; one without (made in the mini-app) only in
   * Telegram, where the link sets her first password, for the web shop.
   */
  async function wayTo(user: UserRow): Promise<Way | undefined> {
    const telegramId = deps.outbox.enabled ? await reachableTelegramId(db, user.id) : undefined;
    if (telegramId !== undefined) return { kind: 'telegram', telegramId };
    if (deps.mailer && user.email && user.passwordHash) {
      return { kind: 'mail', mailer: deps.mailer, email: user.email };
    }
    return undefined;
  }

  return {
    available: () => deps.mailer !== undefined || deps.outbox.enabled,

    /**
     * Sends the link when the email or phone belongs to an account that can be reached; the answer is the same
     * either way. A letter the SMTP server refuses is logged, not reported, for the same reason.
     */
    async request(c: Context, name: AccountName): Promise<void> {
      if (!deps.mailer && !deps.outbox.enabled) throw unavailable();
      const [perAddress, perAccountName] = await limits.check([
        {
          rule: passwordResetLimits.perAddress,
          key: `passwordResetPerAddress:${clientAddress(c, deps.config.trustProxy)}`,
        },
        {
          rule: passwordResetLimits.perAccountName,
          // An email keeps the key it always had, so a window open at an upgrade still counts.
          key:
            name.kind === 'email'
              ? `passwordResetPerEmail:${name.value}`
              : `passwordResetPerPhone:${name.value}`,
        },
      ]);
      const refused = [perAddress, perAccountName].find((state) => state && !state.result.allowed)?.result;
      if (refused && !refused.allowed) {
        c.header('Retry-After', String(refused.retryAfterSeconds));
        throw new ApiError(
          'RATE_LIMITED',
          passwordResetTexts.tooMany(minutesUntil(refused.retryAfterSeconds)),
        );
      }
      const user = await findUserByIdentifier(db, name);
      if (!user || user.blockedAt) return;
      const way = await wayTo(user);
      if (!way) return;
      const token = randomBytes(32).toString('base64url');
      const origin = deps.config.publicUrl ?? new URL(c.req.url).origin;
      // In the fragment, so the token reaches neither the server's logs nor a Referer.
      const link = `${origin}/reset-password#token=${token}`;
      const row = {
        userId: user.id,
        tokenHash: hashOf(token),
        expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
      };
      if (way.kind === 'telegram') {
        // Through the outbox, written with the token in one transaction, so a link asked for is never lost; the
        // message's text (the one place the token is kept) is blanked once Telegram took it or refused it.
        await withTransaction(db, async (tx) => {
          await insertPasswordResetToken(tx, row);
          await deps.outbox.toTelegramUser(tx, way.telegramId, {
            text: passwordResetTexts.telegramText(link),
            purpose: 'password.reset',
            onSent: { kind: 'text.forget', text: passwordResetTexts.telegramSentText },
          });
        });
        deps.log.info('password reset link queued for Telegram', { userId: user.id });
        return;
      }
      await insertPasswordResetToken(db, row);
      try {
        await way.mailer.send({
          to: way.email,
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
