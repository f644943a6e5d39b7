import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type DatabaseHandle, type DatabaseKind, drizzleOver, openDatabase } from '../client';
import { migrateDatabase } from '../migrate';

/**
 * Test databases: PGlite in memory always, and a throwaway database on the Postgres server named by
 * TEST_DATABASE_URL when that is set.
 */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

interface TestDatabaseOptions {
  maxConnections?: number;
  /** Postgres only: the pool's statement time limit (5 s by default, as in the shop). */
  statementTimeoutMs?: number;
}

export async function createTestDatabase(
  kind: DatabaseKind,
  options: TestDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(handle);
    return handle;
  }
  const [handle] = await createSharedTestDatabase(1, options);
  if (!handle) throw new Error('no database handle');
  return handle;
}

/**
 * One throwaway Postgres database seen through `count` handles (pools) of their own, as by that many api
 * instances; closing the first drops the database.
 */
export async function createSharedTestDatabase(
  count: number,
  options: TestDatabaseOptions = {},
): Promise<DatabaseHandle[]> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const open = () =>
    openDatabase({
      url: url.toString(),
      dataDir: 'memory://',
      maxConnections: options.maxConnections ?? 4,
      ...(options.statementTimeoutMs ? { statementTimeoutMs: options.statementTimeoutMs } : {}),
    });
  const first = await open();
  await migrateDatabase(first);
  const others = await Promise.all(Array.from({ length: count - 1 }, open));
  return [
    {
      ...first,
      async close() {
        await Promise.all(others.map((other) => other.close()));
        await first.close();
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    },
    ...others,
  ];
}

/**
 * The same open database seen through a drizzle instance whose logger records every statement, so a test can
 * count what a call costs (an N+1 shows up as a growing count).
 */
export function withStatementLog(handle: DatabaseHandle): { database: DatabaseHandle; statements: string[] } {
  const statements: string[] = [];
  const client = (handle.db as unknown as { $client: Parameters<typeof drizzleOver>[1] }).$client;
  const db = drizzleOver(handle.kind, client, { logQuery: (query) => statements.push(query) });
  return { database: { ...handle, db }, statements };
}
