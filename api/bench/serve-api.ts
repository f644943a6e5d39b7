/** The API alone over the benchmark database (BENCH_DB_URL), as the shop's server runs it (DB_POOL_SIZE connections, 10 unless set). */
import { serve } from '@hono/node-server';
import { openDatabase } from '@shop/db';
import { createApp } from '../src/app';
import { createLogger } from '../src/lib/logger';
import { catalogChangeFeed } from '../src/services/catalog/catalog-changes';
import { catalogTuning } from '../src/services/catalog/catalog-service';
import { testConfig } from '../src/testing/test-app';
import { benchOutbox } from './order-load';

const url = process.env.BENCH_DB_URL;
if (!url) throw new Error('BENCH_DB_URL is not set');
const database = await openDatabase({
  url,
  dataDir: 'memory://',
  maxConnections: Number(process.env.DB_POOL_SIZE ?? 10),
  statementTimeoutMs: 5000,
});
// BENCH_PAGE_CACHE_MS=0 BENCH_COUNT_CACHE_MS=0 measure the lists on the database path alone.
if (process.env.BENCH_COUNT_CACHE_MS) catalogTuning.countCacheMs = Number(process.env.BENCH_COUNT_CACHE_MS);
if (process.env.BENCH_PAGE_CACHE_MS) catalogTuning.pageCacheMs = Number(process.env.BENCH_PAGE_CACHE_MS);
const log = createLogger('warn');
// As the server runs: a change on any instance on this database drops this one's cached pages.
const catalogChanges = await catalogChangeFeed(database, log);
const outbox = benchOutbox();
const { app } = createApp({
  database,
  catalogChanges,
  ...(outbox ? { outbox } : {}),
  config: { ...testConfig, env: 'production', catalogCache: process.env.CATALOG_CACHE !== 'off' },
  log,
});
// PORT 0: the system picks a free port; the benchmark that started this server is told which.
const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, (info) =>
  process.send?.({ listening: info.port }),
);
// In-flight requests finish before the database closes.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => void database.close().then(() => process.exit(0)));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
