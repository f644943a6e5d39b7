import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import {
  type Database,
  type DatabaseHandle,
  type DatabaseKind,
  drizzleOptions,
  openDatabase,
} from '../client';
import { migrateDatabase } from '../migrate';

/**
 * Test databases: PGlite in memory always, and a throwaway database on the Postgres server named by
 * TEST_DATABASE_URL when that is set. Each test database is fresh and its own, but the migrations run once per
 * migrations folder, not once per database: PGlite databases start from a tarball of a migrated data directory
 * (kept in the system temp folder), Postgres ones are copies of a migrated template database on the server.
 */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

interface TestDatabaseOptions {
  maxConnections?: number;
  /** Postgres only: the pool's statement time limit (5 s by default, as in the shop). */
  statementTimeoutMs?: number;
  /** Postgres only: how long a transaction may sit between statements (60 s by default, as in the shop). */
  idleInTransactionMs?: number;
}

export async function createTestDatabase(
  kind: DatabaseKind,
  options: TestDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ dataDir: 'memory://', loadDataDir: await migratedPglite() });
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
  const template = await migratedTemplate(serverUrl);
  await admin.unsafe(`create database ${name} template ${template}`);
  const open = () =>
    openDatabase({
      url: databaseUrl(serverUrl, name),
      dataDir: 'memory://',
      maxConnections: options.maxConnections ?? 4,
      ...(options.statementTimeoutMs ? { statementTimeoutMs: options.statementTimeoutMs } : {}),
      ...(options.idleInTransactionMs ? { idleInTransactionMs: options.idleInTransactionMs } : {}),
    });
  const handles = await Promise.all(Array.from({ length: count }, open));
  const [first, ...others] = handles;
  if (!first) throw new Error('no database handle');
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

/** A drizzle instance over an open database's client (or a wrapper of it) whose logger sees every statement. */
function drizzleOver(kind: DatabaseKind, client: PGlite | postgres.Sql, logger: Logger): Database {
  const db =
    kind === 'pglite'
      ? drizzlePglite(client as PGlite, drizzleOptions(logger))
      : drizzlePostgres(client as postgres.Sql, drizzleOptions(logger));
  return db as unknown as Database;
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

/**
 * The same open database seen through a drizzle instance that counts its round trips to the server: every
 * statement (drizzle's logger sees them, savepoints included) and the BEGIN and COMMIT of each transaction, which
 * the drivers send themselves. `reset()` starts a new count.
 */
export function withRoundTripCount(handle: DatabaseHandle): {
  database: DatabaseHandle;
  statements: string[];
  roundTrips: () => number;
  reset: () => void;
} {
  const statements: string[] = [];
  let transactions = 0;
  const client = (handle.db as unknown as { $client: Parameters<typeof drizzleOver>[1] }).$client;
  // postgres.js opens a transaction with `begin` and a savepoint with `savepoint` (on the transaction's client;
  // drizzle logs neither), PGlite a transaction with `transaction` (its savepoints are logged statements): each is
  // two messages on the wire, BEGIN and COMMIT, SAVEPOINT and RELEASE. Other members pass through, bound to the
  // real client.
  type Call = (...args: unknown[]) => unknown;
  const countedClient = <C extends object>(client: C): C =>
    new Proxy(client, {
      get(target, property) {
        const value = Reflect.get(target, property, target) as unknown;
        if (typeof value !== 'function') return value;
        if (property === 'begin' || property === 'transaction' || property === 'savepoint') {
          return (...args: unknown[]) => {
            transactions += 1;
            const inner = args.map((arg) =>
              typeof arg === 'function' && handle.kind === 'postgres'
                ? (sql: object) => (arg as Call)(countedClient(sql))
                : arg,
            );
            return (value as Call).apply(target, inner);
          };
        }
        return (value as Call).bind(target);
      },
    });
  const db = drizzleOver(handle.kind, countedClient(client), {
    logQuery: (query) => statements.push(query),
  });
  return {
    database: { ...handle, db },
    statements,
    roundTrips: () => statements.length + 2 * transactions,
    reset: () => {
      statements.length = 0;
      transactions = 0;
    },
  };
}

const packageDir = dirname(createRequire(import.meta.url).resolve('@shop/db/package.json'));

/**
 * Names what migrating makes: a hash of every file of the migrations folder, of the SQL re-applied after them
 * (db/sql: the product card) and of PGlite's version.
 */
const migrationsHash = (() => {
  const hash = createHash('sha256');
  for (const folderName of ['migrations', 'sql']) {
    const folder = join(packageDir, folderName);
    const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => statSync(join(folder, file)).isFile())
      .sort();
    for (const file of files)
      hash
        .update(`${folderName}/${file}`)
        .update('\0')
        .update(readFileSync(join(folder, file)));
  }
  // The package exports no package.json: its version is read beside its entry (dist/index.*).
  const pgliteEntry = createRequire(join(packageDir, 'package.json')).resolve('@electric-sql/pglite');
  const pglite = JSON.parse(readFileSync(join(dirname(pgliteEntry), '../package.json'), 'utf8')) as {
    version: string;
  };
  hash.update(pglite.version);
  return hash.digest('hex').slice(0, 16);
})();

let pgliteSnapshot: Promise<Blob> | undefined;

/**
 * A migrated PGlite data directory as a tarball. Each test file runs in a process of its own, so it is kept on
 * disk: the first process makes it (start, migrate, dump), later ones read it. Written under a name of its own and
 * renamed into place, so a reader never sees half a file.
 */
function migratedPglite(): Promise<Blob> {
  pgliteSnapshot ??= (async () => {
    const file = join(tmpdir(), `shop-test-pglite-${migrationsHash}.tar`);
    const saved = await readFile(file).catch(() => undefined);
    if (saved) return new Blob([saved]);
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrateDatabase(handle);
      const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
      await rename(partial, file).catch(() => rm(partial, { force: true }));
      return dump;
    } finally {
      await handle.close();
    }
  })();
  return pgliteSnapshot;
}

let postgresTemplate: Promise<string> | undefined;

/**
 * A migrated template database on the Postgres server, named by the migrations' hash so that runs of other
 * checkouts (other migrations) and runs at the same time do not clash. The first run makes it under an advisory
 * lock, in a database of another name renamed when done, so no one copies a template half migrated.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `shop_test_template_${migrationsHash}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    const exists = async () => (await admin`select 1 from pg_database where datname = ${name}`).length > 0;
    try {
      if (await exists()) return name;
      const lock = Number.parseInt(migrationsHash.slice(0, 12), 16);
      await admin`select pg_advisory_lock(${lock})`;
      try {
        if (await exists()) return name;
        const building = `${name}_building`;
        await admin.unsafe(`drop database if exists ${building} with (force)`);
        await admin.unsafe(`create database ${building}`);
        const handle = await openDatabase({ url: databaseUrl(serverUrl, building), dataDir: 'memory://' });
        try {
          await migrateDatabase(handle);
        } finally {
          await handle.close();
        }
        await admin.unsafe(`alter database ${building} with allow_connections false`);
        await admin.unsafe(`alter database ${building} rename to ${name}`);
        return name;
      } finally {
        await admin`select pg_advisory_unlock(${lock})`;
      }
    } finally {
      await admin.end();
    }
  })();
  return postgresTemplate;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
