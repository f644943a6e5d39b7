/**
 * Upkeep of a database that no autovacuum keeps. PGlite runs Postgres in single-user mode, where no autovacuum
 * runs, and a Postgres server may have it turned off. Without it the tables keep every row version an update or
 * delete left behind (each order rewrites the cards of the products it sells) and the statistics stay those of the
 * first start, so the files grow without end and the planner keeps plans made for empty tables (every order's
 * foreign-key checks scanned all the orders; docs/BENCHMARKS.md, "Orders"). A minute after start and then every ten
 * minutes, each table is vacuumed and analyzed in turn, one statement at a time, so a request waits at most for
 * one table's turn; on Postgres one instance at a time (an advisory lock).
 */
import { autovacuumRuns, type DatabaseHandle, userTableNames, vacuumAnalyze } from '@shop/db';
import { ADVISORY_LOCKS } from './lib/advisory-locks';
import type { Logger } from './lib/logger';

const FIRST_PASS_MS = 60_000;
const EVERY_MS = 10 * 60_000;

export interface DatabaseUpkeep {
  /** Runs one pass now (the timer's work), resolving when every table has had its turn. */
  runPass(): Promise<void>;
  /** Stops the timer and waits for a pass under way to end. */
  stop(): Promise<void>;
}

/** Starts the upkeep where no autovacuum keeps the database (PGlite; a Postgres server with it off); else none. */
export async function keepDatabaseUp(
  database: Pick<DatabaseHandle, 'db' | 'kind' | 'tryLock'>,
  log: Logger,
): Promise<DatabaseUpkeep | undefined> {
  if (database.kind === 'postgres') {
    if (await autovacuumRuns(database.db)) return undefined;
    log.warn(
      'autovacuum is off on this Postgres server: the shop vacuums and analyzes its tables every ten minutes',
    );
  }
  return startDatabaseUpkeep(database, log);
}

export function startDatabaseUpkeep(
  database: Pick<DatabaseHandle, 'db' | 'tryLock'>,
  log: Logger,
): DatabaseUpkeep {
  let pass: Promise<void> = Promise.resolve();
  let stopped = false;
  const keepTables = async () => {
    const started = performance.now();
    const tables = await userTableNames(database.db);
    for (const table of tables) {
      if (stopped) return;
      await vacuumAnalyze(database.db, table);
    }
    log.info('database upkeep done', { tables: tables.length, ms: Math.round(performance.now() - started) });
  };
  const runPass = () => {
    // A failed pass is logged by whoever ran it; the next one starts afresh.
    pass = pass
      .catch(() => {})
      .then(async () => {
        const lock = await database.tryLock(ADVISORY_LOCKS.databaseUpkeep);
        if (!lock) return;
        try {
          await keepTables();
        } finally {
          await lock.release();
        }
      });
    return pass;
  };
  const runLogged = () =>
    void runPass().catch((error: unknown) =>
      log.warn('database upkeep failed', { error: error instanceof Error ? error.message : String(error) }),
    );
  const first = setTimeout(runLogged, FIRST_PASS_MS);
  const every = setInterval(runLogged, EVERY_MS);
  first.unref();
  every.unref();
  return {
    runPass,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await pass.catch(() => {});
    },
  };
}
