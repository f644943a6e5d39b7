import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { DatabaseHandle } from './client';
import { rawRows } from './raw-rows';
import { withTransaction } from './transaction';

/**
 * Resolved through the package name so that it also holds when the server runs from a bundle in another folder.
 */
const packageFolder = dirname(createRequire(import.meta.url).resolve('@shop/db/package.json'));
const migrationsFolder = join(packageFolder, 'migrations');

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder };
  // The migrator of the other driver would load that driver (client.ts: each is loaded only when used).
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as unknown as PgliteDatabase, config);
  } else {
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    await migrate(handle.db as unknown as PostgresJsDatabase, config);
  }
  await applySqlDefinitions(handle);
}

/**
 * The SQL kept as one definition rather than as migrations (db/sql: the product card, placing an order, the
 * products a quote reads),
 * re-applied after the migrations when its text differs from the one the database holds (a hash kept as the
 * comment of the view product_card_source), with every card rebuilt in the same transaction. Unchanged, it costs
 * one query.
 */
const definitionFiles = ['product-cards.sql', 'orders.sql', 'quote-products.sql'];

async function applySqlDefinitions(handle: DatabaseHandle): Promise<void> {
  const texts = definitionFiles.map((file) => readFileSync(join(packageFolder, 'sql', file), 'utf8'));
  const hash = createHash('sha256');
  for (const text of texts) hash.update(text);
  const version = `product card ${hash.digest('hex').slice(0, 16)}`;
  const applied = rawRows<{ version: string | null }>(
    await handle.db.execute(
      sql`select obj_description(to_regclass('product_card_source'), 'pg_class') as version`,
    ),
  )[0]?.version;
  if (applied === version) return;
  await withTransaction(handle.db, async (tx) => {
    for (const text of texts) {
      for (const statement of text.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
    }
    await tx.execute(sql.raw(`comment on view product_card_source is '${version}'`));
    await tx.execute(sql`select product_cards_refresh(array(select id from products order by id))`);
  });
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
