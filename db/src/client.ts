import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Query functions take either, so that a service can run several of them in one transaction. */
export type DbOrTx = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /**
   * Calls `onMessage` with the payload of each NOTIFY on the channel, from any connection or process on the same
   * database; answers how to stop. On Postgres a dedicated connection listens (re-listening after a reconnect).
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Takes the session advisory lock `key` on a connection of its own, kept until `release`; undefined when another
   * session holds it. On PGlite (one process, one connection) the lock is always this process's.
   */
  tryLock(key: number): Promise<HeldLock | undefined>;
  /** Runs `work` while holding the advisory lock `key`, waiting for it first (one instance at a time). */
  withLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /**
   * Whether the server answers a `select 1` within `timeoutMs`, asked on a connection of its own (never behind the
   * pool's queue, so a pool busy with slow statements still reads as answering). False for a server that refuses
   * connections or does not answer at all (a frozen or unreachable host).
   */
  answers(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface HeldLock {
  /**
   * False once the lock is gone: its connection broke (a restarted or failed-over server, a terminated backend),
   * which ends the session and with it every advisory lock it held.
   */
  isHeld(): Promise<boolean>;
  release(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** Directory for the embedded database files; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** Postgres connection pool size. */
  maxConnections?: number;
  /** Longest a single statement may run on Postgres before it is cancelled. */
  statementTimeoutMs?: number;
  /**
   * Longest a Postgres transaction may sit between two statements before the server ends its session (60 s by
   * default). No transaction of the shop waits that long by design; one that does is stuck (waiting for something
   * that waits for its connection), and ending it frees the connection, its locks and whatever queued behind it.
   */
  idleInTransactionMs?: number;
  /** Longest opening a Postgres connection may take (TCP and start-up) before the attempt fails. */
  connectTimeoutMs?: number;
  /** PGlite only: start from this data directory tarball (`dumpDataDir()`) instead of an empty database. */
  loadDataDir?: Blob;
}

/**
 * Opening a connection to a healthy server takes milliseconds; one that refuses fails at once, and one that
 * accepts but does not answer (frozen, overloaded) must fail fast too, so that a request can be answered 503
 * within 2 s (the default of postgres.js is 30 s).
 */
const CONNECT_TIMEOUT_MS = 1000;

/** `promise`'s value, or `fallback` once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** camelCase names in TypeScript, snake_case in SQL (the same for drizzle-kit, drizzle.config.ts). */
export const SQL_CASING = 'snake_case';

/** The options of our drizzle instances, whichever driver; the logger sees every statement. */
export function drizzleOptions(logger?: Logger) {
  return { schema, casing: SQL_CASING, ...(logger ? { logger } : {}) } as const;
}

/**
 * PGlite's own start parameters (0.5.16) plus a smaller buffer cache: the embedded database serves one process,
 * and PostgreSQL's default 128 MB of shared buffers made up a third of the server's resident memory.
 */
const pgliteStartParams = [
  ...['--single', '-F', '-O', '-j'],
  ...['-c', 'search_path=public', '-c', 'exit_on_error=false', '-c', 'log_checkpoints=false'],
  ...[
    '-c',
    'max_worker_processes=0',
    '-c',
    'max_parallel_workers=0',
    '-c',
    'max_parallel_workers_per_gather=0',
  ],
  ...['-c', 'io_method=sync', '-c', 'max_parallel_maintenance_workers=0'],
  ...['-c', 'shared_buffers=16MB'],
];

/** The embedded database's folder inside DATA_DIR. */
export const EMBEDDED_DATABASE_FOLDER = 'pglite';

/**
 * Each driver is loaded with the first database that needs it: the embedded shop never loads postgres.js, and a
 * shop on a Postgres server never loads PGlite.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const [{ default: postgres }, { drizzle }] = await Promise.all([
      import('postgres'),
      import('drizzle-orm/postgres-js'),
    ]);
    const connectTimeout = (options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS) / 1000;
    const client = postgres(options.url, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
      connect_timeout: connectTimeout,
      connection: {
        statement_timeout: options.statementTimeoutMs ?? 5000,
        idle_in_transaction_session_timeout: options.idleInTransactionMs ?? 60_000,
      },
    });
    // One connection for `answers`, closed when idle: a probe must not wait behind the pool's own queue.
    const probe = postgres(options.url, {
      max: 1,
      onnotice: () => {},
      connect_timeout: connectTimeout,
      idle_timeout: 60,
      connection: { statement_timeout: 1000, application_name: 'shop-probe' },
    });
    return {
      db: drizzle(client, drizzleOptions()) as unknown as Database,
      kind: 'postgres',
      async listen(channel, onMessage) {
        const { unlisten } = await client.listen(channel, onMessage);
        return unlisten;
      },
      async tryLock(key) {
        const connection = await client.reserve();
        try {
          const [row] = await connection<
            { locked: boolean }[]
          >`select pg_try_advisory_lock(${key}) as locked`;
          if (row?.locked) {
            const [backend] = await connection<{ pid: number }[]>`select pg_backend_pid() as pid`;
            const pid = backend?.pid ?? -1;
            let lost = false;
            let released = false;
            return {
              async isHeld() {
                if (lost) return false;
                try {
                  // Asked through the pool, never on the held connection: writing to a connection the server
                  // has closed is what must not happen.
                  const [held] = await client<{ held: boolean }[]>`
                    select exists (
                      select 1 from pg_locks
                      where locktype = 'advisory' and pid = ${pid} and granted
                        and ((classid::bigint << 32) | objid::bigint) = ${key}
                    ) as held`;
                  lost = held?.held !== true;
                } catch {
                  lost = true;
                }
                return !lost;
              },
              async release() {
                // A lost lock went with its session, and postgres.js has already taken the closed connection
                // back (handing it back again would put a dead socket in the pool); a connection handed back
                // twice would be given to two callers at once.
                if (lost || released) return;
                released = true;
                await connection`select pg_advisory_unlock(${key})`.catch(() => {});
                connection.release();
              },
            };
          }
        } catch (error) {
          connection.release();
          throw error;
        }
        connection.release();
        return undefined;
      },
      async withLock(key, work) {
        const connection = await client.reserve();
        try {
          // Waiting for the lock is not a slow statement: no timeout while another instance holds it.
          await connection`set statement_timeout = 0`;
          await connection`select pg_advisory_lock(${key})`;
          try {
            return await work();
          } finally {
            await connection`select pg_advisory_unlock(${key})`;
            await connection`reset statement_timeout`;
          }
        } finally {
          connection.release();
        }
      },
      answers: (timeoutMs) =>
        within(
          probe`select 1`.then(
            () => true,
            () => false,
          ),
          timeoutMs,
          false,
        ),
      close: async () => {
        await probe.end({ timeout: 0 });
        await client.end({ timeout: 5 });
      },
    };
  }
  const dataDir =
    options.dataDir === 'memory://' ? undefined : join(options.dataDir, EMBEDDED_DATABASE_FOLDER);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const [{ PGlite }, { pg_trgm }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
    startParams: pgliteStartParams,
  });
  return {
    db: drizzle(client, drizzleOptions()) as unknown as Database,
    kind: 'pglite',
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    tryLock: async () => ({ isHeld: async () => true, release: async () => {} }),
    withLock: (_key, work) => work(),
    // In the process itself: it cannot be out of reach, and a probe would only queue behind its one connection's
    // work (a long transaction would read as an outage).
    answers: async () => true,
    close: () => client.close(),
  };
}
