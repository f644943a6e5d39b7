/** People as the back office manages them: a searched page, role changes and blocking. */
import type { Role } from '@shop/core';
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { orders, users } from '../schema';

export interface AdminUserFilter {
  search?: string | undefined;
  role?: Role | undefined;
  blocked?: boolean | undefined;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditionsOf(filter: AdminUserFilter): SQL | undefined {
  const search = filter.search?.trim();
  let searchCondition: SQL | undefined;
  if (search) {
    const pattern = likePattern(search);
    const digits = search.replace(/[\s()+-]/g, '');
    searchCondition = or(
      ilike(users.name, pattern),
      ilike(users.email, pattern),
      ilike(users.username, likePattern(search.replace(/^@/, ''))),
      ilike(users.telegramUsername, likePattern(search.replace(/^@/, ''))),
      /^\d+$/.test(digits) ? ilike(users.phone, likePattern(digits)) : undefined,
    );
  }
  return and(
    searchCondition,
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.blocked === undefined
      ? undefined
      : filter.blocked
        ? isNotNull(users.blockedAt)
        : isNull(users.blockedAt),
  );
}

export interface AdminUserRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  username: string | null;
  telegramId: number | null;
  telegramUsername: string | null;
  role: Role;
  blockedAt: Date | null;
  lastLoginAt: Date | null;
  orderCount: number;
  createdAt: Date;
}

const rowColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  username: users.username,
  telegramId: users.telegramId,
  telegramUsername: users.telegramUsername,
  role: users.role,
  blockedAt: users.blockedAt,
  lastLoginAt: users.lastLoginAt,
  orderCount: sql<number>`(select count(*) from ${orders} o where o.user_id = "users"."id")`.mapWith(Number),
  createdAt: users.createdAt,
};

export async function listAdminUsers(
  db: DbOrTx,
  params: { filter: AdminUserFilter; limit: number; offset: number },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const where = conditionsOf(params.filter);
  const [rows, total] = await Promise.all([
    db
      .select(rowColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(params.limit)
      .offset(params.offset),
    db.$count(users, where),
  ]);
  return { rows, total };
}

export async function adminUserById(db: DbOrTx, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await db.select(rowColumns).from(users).where(eq(users.id, id));
  return row;
}

/** Locks the user's row for the rest of the transaction. */
export async function lockUser(
  db: DbOrTx,
  id: string,
): Promise<{ role: Role; blockedAt: Date | null; telegramId: number | null } | undefined> {
  const [row] = await db
    .select({ role: users.role, blockedAt: users.blockedAt, telegramId: users.telegramId })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}

/**
 * The admins who can still sign in, their rows locked: two admins demoting each other at once are judged one
 * after the other, so the shop never ends up without one.
 */
export async function lockActiveAdmins(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.blockedAt)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function setUserRole(db: DbOrTx, id: string, role: Role): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, id));
}

/**
 * The sign-ins are left as they are: every call, refresh and sign-in checks `blocked_at` and answers 403, so
 * the person is told why rather than sent back to a login form that cannot let them in.
 */
export async function setUserBlocked(db: DbOrTx, id: string, blocked: boolean): Promise<void> {
  await db
    .update(users)
    .set({ blockedAt: blocked ? new Date() : null })
    .where(eq(users.id, id));
}

/** Links the account to a Telegram user (null unlinks); the unique index refuses an id another account holds. */
export async function setUserTelegramId(db: DbOrTx, id: string, telegramId: number | null): Promise<void> {
  await db.update(users).set({ telegramId }).where(eq(users.id, id));
}
