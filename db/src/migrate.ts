import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { DatabaseHandle } from './client';
import { rawRows } from './raw-rows';

/**
 * Resolved through the package name so that it also holds when the server runs from a bundle in another folder.
 */
const migrationsFolder = join(
  dirname(createRequire(import.meta.url).resolve('@shop/db/package.json')),
  'migrations',
);

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder };
  if (handle.kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, config);
  else await migratePostgres(handle.db as unknown as PostgresJsDatabase, config);
}

export interface MigrationStatus {
  applied: number;
  known: number;
  upToDate: boolean;
}

const knownMigrations = (): number =>
  (
    JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

export async function migrationStatus(handle: DatabaseHandle): Promise<MigrationStatus> {
  const known = knownMigrations();
  const result = await handle.db.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  const applied = rawRows<{ count: number }>(result)[0]?.count ?? 0;
  return { applied, known, upToDate: applied >= known };
}

/** Whether the database answers a trivial query within `timeoutMs`. */
export async function databaseAnswers(handle: DatabaseHandle, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = handle.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
