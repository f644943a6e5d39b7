/** Accounts as the API shows them, and reading what a person typed into the one sign-in field. */
import { z } from '@hono/zod-openapi';
import { ROLES } from '@shop/core';
import { type DbOrTx, findUserById, type TelegramProfile, type UserIdentifier, type UserRow } from '@shop/db';
import type { TelegramUser } from './telegram-init-data';

/** What the API tells a client about a user: never the password hash. */
export const publicUserSchema = z
  .object({
    id: z.string(),
    role: z.enum(ROLES),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    username: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    photoUrl: z.string().nullable(),
    telegramLinked: z.boolean(),
    telegramUsername: z.string().nullable(),
    botMessagesAllowed: z.boolean().openapi({
      description: 'The bot may write to this person first (she started it or allowed it in the mini-app)',
    }),
    createdAt: z.string(),
  })
  .openapi('User');

type PublicUser = z.infer<typeof publicUserSchema>;

export function publicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    role: row.role,
    name: row.name,
    email: row.email,
    phone: row.phone,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    photoUrl: row.photoUrl,
    telegramLinked: row.telegramId !== null,
    telegramUsername: row.telegramUsername,
    botMessagesAllowed: row.botMessagesAllowedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The signed-in user as the API shows it; undefined when the account is gone. */
export async function findPublicUser(db: DbOrTx, id: string): Promise<PublicUser | undefined> {
  const row = await findUserById(db, id);
  return row && publicUser(row);
}

/**
 * Reads what was typed into the one login field: an email (has an @ inside), a phone (digits with the usual
 * +, spaces, dashes and brackets; without a +, a Russian 8XXXXXXXXXX or 9XXXXXXXXX becomes 7XXXXXXXXXX), or
 * a username (a leading @ dropped).
 */
export function parseIdentifier(input: string): UserIdentifier {
  const text = input.trim();
  if (/^[^@\s]+@[^@\s]+$/.test(text)) return { kind: 'email', value: text.toLowerCase() };
  if (/^\+?[\d\s()-]{5,24}$/.test(text)) {
    let digits = text.replace(/\D/g, '');
    // Russian habits apply only without an explicit +country code: +84 912... is a Vietnamese number.
    const international = text.startsWith('+');
    if (!international && digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
    if (!international && digits.length === 10 && digits.startsWith('9')) digits = `7${digits}`;
    return { kind: 'phone', value: digits };
  }
  return { kind: 'username', value: text.replace(/^@/, '') };
}

/**
 * What a Telegram launch writes into the account: the profile Telegram sends, and the name a new account
 * starts with (names, else the username, else "Telegram <id>").
 */
export function telegramAccount(tg: TelegramUser): {
  telegramId: number;
  name: string;
  profile: TelegramProfile;
  allowsMessages: boolean;
} {
  const name =
    [tg.firstName, tg.lastName].filter(Boolean).join(' ').trim() || tg.username || `Telegram ${tg.id}`;
  return {
    telegramId: tg.id,
    name,
    allowsMessages: tg.allowsWriteToPm,
    profile: {
      firstName: tg.firstName || null,
      lastName: tg.lastName,
      telegramUsername: tg.username,
      languageCode: tg.languageCode,
      photoUrl: tg.photoUrl,
    },
  };
}
