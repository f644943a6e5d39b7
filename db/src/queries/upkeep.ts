/** Upkeep of a database whose server runs no autovacuum (the embedded one; api/src/database-upkeep.ts). */
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rawRows } from '../raw-rows';

/** The shop's own tables (the migrations' record among them), each named as SQL writes it: schema and table, quoted. */
export async function userTableNames(db: Database): Promise<string[]> {
  const rows = rawRows<{ name: string }>(
    await db.execute(
      sql`select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables order by 1`,
    ),
  );
  return rows.map((row) => row.name);
}

/**
 * Vacuums a table named as `userTableNames` names it (the space of row versions no one can see any more is reused) and renews the planner's
 * statistics of it. Outside any transaction, as VACUUM must be.
 */
export async function vacuumAnalyze(db: Database, table: string): Promise<void> {
  await db.execute(sql.raw(`vacuum (analyze) ${table}`));
}

/** Whether the server runs autovacuum (PGlite's single-user mode never does, whatever it answers). */
export async function autovacuumRuns(db: Database): Promise<boolean> {
  const [row] = rawRows<{ autovacuum: string }>(await db.execute(sql`show autovacuum`));
  return row?.autovacuum === 'on';
}
