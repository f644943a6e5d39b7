/**
 * Upkeep of the embedded database. PGlite runs Postgres in single-user mode, where no autovacuum runs: without
 * upkeep its tables would keep every row version an update or delete left behind (each order rewrites the cards of
 * the products it sells) and its statistics would stay those of the first start, so its files would grow without
 * end and the planner would keep plans made for empty tables (every order's foreign-key checks scanned all the
 * orders; docs/BENCHMARKS.md, "Orders"). A minute after start and then every ten minutes, each table is vacuumed
 * and analyzed in turn, one statement at a time, so a request waits at most for one table's turn. A Postgres server
 * has its own autovacuum.
 */
import { type DatabaseHandle, userTableNames, vacuumAnalyze } from '@shop/db';
import type { Logger } from './lib/logger';

const FIRST_PASS_MS = 60_000;
const EVERY_MS = 10 * 60_000;

export interface EmbeddedUpkeep {
  /** Runs one pass now (the timer's work), resolving when every table has had its turn. */
  runPass(): Promise<void>;
  /** Stops the timer and waits for a pass under way to end. */
  stop(): Promise<void>;
}

export function startEmbeddedUpkeep(database: Pick<DatabaseHandle, 'db'>, log: Logger): EmbeddedUpkeep {
  let pass: Promise<void> = Promise.resolve();
  let stopped = false;
  const runPass = () => {
    // A failed pass is logged by whoever ran it; the next one starts afresh.
    pass = pass
      .catch(() => {})
      .then(async () => {
        const started = performance.now();
        const tables = await userTableNames(database.db);
        for (const table of tables) {
          if (stopped) return;
          await vacuumAnalyze(database.db, table);
        }
        log.info('embedded database upkeep done', {
          tables: tables.length,
          ms: Math.round(performance.now() - started),
        });
      });
    return pass;
  };
  const runLogged = () =>
    void runPass().catch((error: unknown) =>
      log.warn('embedded database upkeep failed', {
        error: error instanceof Error ? error.message : String(error),
      }),
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
