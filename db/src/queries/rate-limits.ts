/**
 * Shared attempt counters for the sign-in and registration limits (one statement per check, whatever the number
 * of keys), so N api instances refuse at the same count as one. The rules themselves live in the api.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { rawRows } from '../raw-rows';

export interface AttemptCount {
  key: string;
  /** Attempts in the key's current window, this one included when it was taken. */
  count: number;
  /** Until the window ends (at least 1). */
  msLeft: number;
}

export interface CountAttemptsRequest {
  /** Keys to count one more attempt for, each with the length of the window a first attempt opens. */
  take?: readonly { key: string; windowMs: number }[];
  /** Keys only to read (a window that ended reads as absent). */
  look?: readonly string[];
}

/**
 * Counts one attempt for each `take` key (a window that ended starts over at 1) and reads the `look` keys, in one
 * statement; answers the current count of each key that has one.
 */
export async function countAttempts(db: DbOrTx, request: CountAttemptsRequest): Promise<AttemptCount[]> {
  const take = request.take ?? [];
  const look = request.look ?? [];
  const takeKeys = `{${take.map((t) => arrayItem(t.key)).join(',')}}`;
  const takeWindows = `{${take.map((t) => Math.round(t.windowMs)).join(',')}}`;
  const lookKeys = `{${look.map(arrayItem).join(',')}}`;
  const result = await db.execute(sql`
    with taken as (
      insert into rate_limit_counters as c (key, count, reset_at)
      select k, 1, clock_timestamp() + w * interval '1 millisecond'
      from unnest(${takeKeys}::text[], ${takeWindows}::bigint[]) as t(k, w)
      on conflict (key) do update set
        count = case when c.reset_at <= clock_timestamp() then 1 else c.count + 1 end,
        reset_at = case when c.reset_at <= clock_timestamp() then excluded.reset_at else c.reset_at end
      returning c.key, c.count, c.reset_at
    )
    select key, count, ceil(extract(epoch from reset_at - clock_timestamp()) * 1000) as ms_left from taken
    union all
    select key, count, ceil(extract(epoch from reset_at - clock_timestamp()) * 1000) from rate_limit_counters
    where key = any(${lookKeys}::text[]) and reset_at > clock_timestamp()
  `);
  // The database's clock, not this instance's: every instance tells the same Retry-After.
  return rawRows<{ key: string; count: number; ms_left: number | string }>(result).map((row) => ({
    key: row.key,
    count: Number(row.count),
    msLeft: Math.max(1, Number(row.ms_left)),
  }));
}

/** Forgets the keys' attempts (a successful sign-in clears its address's failures). */
export async function clearAttempts(db: DbOrTx, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(
    sql`delete from rate_limit_counters where key = any(${`{${keys.map(arrayItem).join(',')}}`}::text[])`,
  );
}

/** Takes back one counted attempt of each key (an attempt counted before it was known to be a failure). */
export async function forgiveAttempts(db: DbOrTx, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(
    sql`update rate_limit_counters set count = greatest(count - 1, 0)
        where key = any(${`{${keys.map(arrayItem).join(',')}}`}::text[]) and reset_at > clock_timestamp()`,
  );
}

/** Deletes the counters whose window has ended. */
export async function sweepAttempts(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where reset_at <= clock_timestamp()`);
}

/** A Postgres array literal element: quoted, with backslashes and quotes escaped. */
const arrayItem = (value: string) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
