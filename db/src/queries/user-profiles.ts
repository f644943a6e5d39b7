/** A person's own changes to her account: name, email and phone, each email and phone held by one account only. */
import { and, eq, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { users } from '../schema';
import type { UserRow } from './users';

export interface ProfileChanges {
  name?: string | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
}

export type ProfileUpdate =
  | { ok: true; user: UserRow }
  | { ok: false; taken: ('email' | 'phone')[] }
  | { ok: false; missing: true };

/**
 * Writes the fields given; a field left undefined stays. An email or phone another account holds is reported, not
 * thrown: checked before the write, and again when two people claim the same one at once (the unique index).
 */
export async function updateUserProfile(
  db: DbOrTx,
  id: string,
  changes: ProfileChanges,
): Promise<ProfileUpdate> {
  const taken = await takenByOthers(db, id, changes);
  if (taken.length > 0) return { ok: false, taken };
  try {
    const [user] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return user ? { ok: true, user } : { ok: false, missing: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await takenByOthers(db, id, changes);
    if (raced.length === 0) throw error;
    return { ok: false, taken: raced };
  }
}

async function takenByOthers(
  db: DbOrTx,
  id: string,
  changes: ProfileChanges,
): Promise<('email' | 'phone')[]> {
  const wanted = [
    changes.email ? eq(users.email, changes.email) : undefined,
    changes.phone ? eq(users.phone, changes.phone) : undefined,
  ].filter((condition) => condition !== undefined);
  if (wanted.length === 0) return [];
  const holders = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(and(ne(users.id, id), or(...wanted)));
  const taken: ('email' | 'phone')[] = [];
  if (changes.email && holders.some((row) => row.email === changes.email)) taken.push('email');
  if (changes.phone && holders.some((row) => row.phone === changes.phone)) taken.push('phone');
  return taken;
}

/** Postgres and PGlite both report a unique violation as SQLSTATE 23505, possibly wrapped by drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
