/** Customer and staff accounts: finding a user by what they type to sign in, creating and linking accounts. */
import { type DbOrTx, schema } from '@shop/db';
import { eq, or } from 'drizzle-orm';
import type { TelegramUser } from './telegram-init-data';

const { users } = schema;

export type UserRow = typeof users.$inferSelect;
export type Role = UserRow['role'];

/** What the API tells a client about a user: never the password hash. */
export interface PublicUser {
  id: string;
  role: Role;
  name: string;
  email: string | null;
  phone: string | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  photoUrl: string | null;
  telegramLinked: boolean;
  telegramUsername: string | null;
  createdAt: string;
}

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
    createdAt: row.createdAt.toISOString(),
  };
}

export type Identifier =
  | { kind: 'email'; value: string }
  | { kind: 'phone'; value: string }
  | { kind: 'username'; value: string };

/**
 * Reads what was typed into the one login field: an email (has an @ inside), a phone (digits with the usual
 * +, spaces, dashes and brackets; without a +, a Russian 8XXXXXXXXXX or 9XXXXXXXXX becomes 7XXXXXXXXXX), or
 * a username (a leading @ dropped).
 */
export function parseIdentifier(input: string): Identifier {
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

export async function findUserByIdentifier(db: DbOrTx, identifier: Identifier): Promise<UserRow | undefined> {
  const where =
    identifier.kind === 'email'
      ? eq(users.email, identifier.value)
      : identifier.kind === 'phone'
        ? eq(users.phone, identifier.value)
        : or(eq(users.username, identifier.value), eq(users.username, identifier.value.toLowerCase()));
  const [row] = await db.select().from(users).where(where).limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Creates a customer; undefined when the email is already taken (also when two sign-ups race). */
export async function createCustomer(
  db: DbOrTx,
  input: { name: string; email: string; passwordHash: string },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ role: 'user', name: input.name, email: input.email, passwordHash: input.passwordHash })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function recordLogin(db: DbOrTx, id: string): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id));
}

/**
 * The account of a Telegram user: created on the first launch, and on later launches refreshed with the
 * profile Telegram sends (names, username, language, photo). The name a person chose is kept.
 */
export async function upsertTelegramUser(db: DbOrTx, tg: TelegramUser): Promise<UserRow> {
  const profile = {
    firstName: tg.firstName || null,
    lastName: tg.lastName,
    telegramUsername: tg.username,
    languageCode: tg.languageCode,
    photoUrl: tg.photoUrl,
    lastLoginAt: new Date(),
  };
  const [updated] = await db.update(users).set(profile).where(eq(users.telegramId, tg.id)).returning();
  if (updated) return updated;
  const name =
    [tg.firstName, tg.lastName].filter(Boolean).join(' ').trim() || tg.username || `Telegram ${tg.id}`;
  const [created] = await db
    .insert(users)
    .values({ role: 'user', name, telegramId: tg.id, ...profile })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // Two first launches raced and the other one created the account.
  const [existing] = await db.select().from(users).where(eq(users.telegramId, tg.id)).limit(1);
  if (!existing) throw new Error('the Telegram account could neither be created nor found');
  return existing;
}
