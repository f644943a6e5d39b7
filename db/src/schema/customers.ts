import { ROLES } from '@shop/core';
import { relations } from 'drizzle-orm';
import { bigint, index, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz, timestampTzNow, uuidId } from './columns';

export const userRole = pgEnum('user_role', ROLES);

export const users = pgTable(
  'users',
  {
    id: uuidId(),
    role: userRole().notNull().default('user'),
    name: text().notNull(),
    /** Stored lower-cased so that sign-in is case-insensitive. */
    email: text(),
    /** Digits only with the leading country code, e.g. 79991234567. */
    phone: text(),
    username: text(),
    passwordHash: text(),
    telegramId: bigint({ mode: 'number' }),
    firstName: text(),
    lastName: text(),
    telegramUsername: text(),
    languageCode: text(),
    photoUrl: text(),
    lastLoginAt: timestampTz(),
    /** Set while staff keep the person out: no sign-in, refresh or call with an existing token. */
    blockedAt: timestampTz(),
    /** When the person let the bot write first (the mini-app's allows_write_to_pm, or /start): cart reminders need it. */
    botMessagesAllowedAt: timestampTz(),
    /** Set while the person has blocked the bot (my_chat_member "kicked", or a 403 on a send): nothing is sent. */
    botBlockedAt: timestampTz(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_telegram_id_key').on(t.telegramId),
  ],
);

/**
 * Refresh tokens rotate on every use; all tokens issued from one sign-in share a family, so that reuse of a
 * rotated token can revoke the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuidId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text().notNull(),
    expiresAt: timestampTz().notNull(),
    rotatedAt: timestampTz(),
    revokedAt: timestampTz(),
    userAgent: text(),
    createdAt: timestampTzNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Addresses each account has signed in from with its password (the last time), so that once strangers have spent
 * the account's failures, the owner's usual addresses still get through (docs/ARCHITECTURE.md, "Rate limits").
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text().notNull(),
    signedInAt: timestampTzNow(),
  },
  (t) => [primaryKey({ name: 'sign_in_addresses_pkey', columns: [t.userId, t.address] })],
);

/**
 * One-time links to set a new password ("Забыли пароль?"): only a SHA-256 hash of the token is kept, it runs out
 * at `expiresAt` and is spent once (`usedAt`).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuidId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestampTz().notNull(),
    usedAt: timestampTz(),
    createdAt: timestampTzNow(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

export const usersRelations = relations(users, ({ many }) => ({
  refreshTokens: many(refreshTokens),
}));

export const refreshTokensRelations = relations(refreshTokens, ({ one }) => ({
  user: one(users, { fields: [refreshTokens.userId], references: [users.id] }),
}));
