/** Customer and staff accounts. */
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { signInAddresses, users } from '../schema';
import { preparedRows } from './prepared-rows';

export type UserRow = typeof users.$inferSelect;

/** What a person typed to sign in, already read as an email, a phone (digits only) or a username. */
export type UserIdentifier =
  | { kind: 'email'; value: string }
  | { kind: 'phone'; value: string }
  | { kind: 'username'; value: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Undefined for an unknown id, and for anything that is not a UUID (which the database would refuse). */
export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Who a signed-in call's access token says it is: the user, and the sign-in of a web session. */
export interface SessionClaims {
  userId: string;
  /** The refresh token family of a web session's sign-in; Telegram sessions have none. */
  sessionId?: string | undefined;
}

/** Whether the database can be asked about these claims: ids that are not UUIDs name nobody. */
export const wellFormedClaims = ({ userId, sessionId }: SessionClaims): boolean =>
  UUID.test(userId) && (sessionId === undefined || UUID.test(sessionId));

/**
 * The condition, on the user row `u`, that the claims still hold: a token of a web session names its sign-in, and
 * once that sign-in is ended (logout, or a stolen refresh token detected) its access tokens find no user,
 * although they have not expired yet.
 */
const claimsHold = ({ userId, sessionId }: SessionClaims) => sql`u.id = ${userId}::uuid and (
    ${sessionId ?? null}::uuid is null or exists (select 1 from refresh_tokens t
      where t.family_id = ${sessionId ?? null}::uuid and t.revoked_at is null))`;

/** A session as a statement finds it: 'ok', 'blocked', or null when the user or the sign-in is gone. */
export type SessionState = 'ok' | 'blocked' | null;

/**
 * The claims' session as one SQL expression (SessionState), for a statement that checks the caller on its way: the
 * cart's reads do, so a signed-in cart call is one statement rather than two. Claims must be `wellFormedClaims`.
 */
export const sessionStateOf = (claims: SessionClaims) =>
  sql`(select case when u.blocked_at is null then 'ok' else 'blocked' end from users u where ${claimsHold(claims)})`;

/** The user an access token speaks for, when the claims hold (`claimsHold`). */
export async function findSessionUser(db: DbOrTx, claims: SessionClaims): Promise<SessionUser | undefined> {
  if (!wellFormedClaims(claims)) return undefined;
  // Prepared, as every signed-in call runs it; only the columns a session needs.
  const [row] = await preparedRows<SessionUser>(
    db,
    sql`select u.id, u.role, u.name, u.email, u.blocked_at is not null as "isBlocked" from users u
      where ${claimsHold(claims)}`,
    'session_user',
  );
  return row;
}

/** What a signed-in call needs of its user. */
export interface SessionUser {
  id: string;
  role: UserRow['role'];
  name: string;
  email: string | null;
  isBlocked: boolean;
}

/** Emails are stored lower-cased; a username matches as typed or in lower case. */
export async function findUserByIdentifier(
  db: DbOrTx,
  identifier: UserIdentifier,
): Promise<UserRow | undefined> {
  const where =
    identifier.kind === 'email'
      ? eq(users.email, identifier.value)
      : identifier.kind === 'phone'
        ? eq(users.phone, identifier.value)
        : or(eq(users.username, identifier.value), eq(users.username, identifier.value.toLowerCase()));
  const [row] = await db.select().from(users).where(where).limit(1);
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

export async function recordLogin(db: DbOrTx, id: string, at = new Date()): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, id));
}

/**
 * Remembers that the account signed in with its password from `address` (now), and forgets the account's
 * addresses not used for `forgetAfterDays`.
 */
export async function rememberSignInAddress(
  db: DbOrTx,
  params: { userId: string; address: string; forgetAfterDays: number },
): Promise<void> {
  await db
    .insert(signInAddresses)
    .values({ userId: params.userId, address: params.address })
    .onConflictDoUpdate({
      target: [signInAddresses.userId, signInAddresses.address],
      set: { signedInAt: sql`now()` },
    });
  await db
    .delete(signInAddresses)
    .where(
      and(
        eq(signInAddresses.userId, params.userId),
        lt(signInAddresses.signedInAt, sql`now() - make_interval(days => ${params.forgetAfterDays})`),
      ),
    );
}

/** Whether the account signed in with its password from `address` within the last `withinDays`. */
export async function isKnownSignInAddress(
  db: DbOrTx,
  params: { userId: string; address: string; withinDays: number },
): Promise<boolean> {
  const [row] = await db
    .select({ userId: signInAddresses.userId })
    .from(signInAddresses)
    .where(
      and(
        eq(signInAddresses.userId, params.userId),
        eq(signInAddresses.address, params.address),
        gt(signInAddresses.signedInAt, sql`now() - make_interval(days => ${params.withinDays})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The profile fields Telegram sends on every launch. */
export interface TelegramProfile {
  firstName: string | null;
  lastName: string | null;
  telegramUsername: string | null;
  languageCode: string | null;
  photoUrl: string | null;
}

/**
 * The account of a Telegram user: its profile refreshed (and the sign-in recorded) when it exists, otherwise
 * created with `name`. The stored name is never overwritten: a name the person chose is kept.
 */
export async function upsertTelegramUser(
  db: DbOrTx,
  input: { telegramId: number; name: string; profile: TelegramProfile; allowsMessages?: boolean; at?: Date },
): Promise<UserRow> {
  const at = input.at ?? new Date();
  // A launch without allows_write_to_pm says nothing new (Telegram sends it once), so it never takes consent back.
  const changes = {
    ...input.profile,
    lastLoginAt: at,
    ...(input.allowsMessages ? { botMessagesAllowedAt: at } : {}),
  };
  const [updated] = await db
    .update(users)
    .set(changes)
    .where(eq(users.telegramId, input.telegramId))
    .returning();
  if (updated) return updated;
  const [created] = await db
    .insert(users)
    .values({ role: 'user', name: input.name, telegramId: input.telegramId, ...changes })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // Two first launches raced and the other one created the account.
  const [existing] = await db.select().from(users).where(eq(users.telegramId, input.telegramId)).limit(1);
  if (!existing) throw new Error('the Telegram account could neither be created nor found');
  return existing;
}

/** False when there was no such account. */
export async function deleteUser(db: DbOrTx, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}
