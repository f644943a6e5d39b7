/**
 * Order creation: guests placing orders of 1-3 random lines (each with its own Idempotency-Key) on a catalogue of
 * 10,000 products with 12 variants each.
 *   - Postgres: p95 of POST /api/orders with 20 buyers (goal <= 50 ms), pausing about 1 s between orders as the
 *     cart benchmark's buyers do and ordering back to back, then orders/s at saturation (48 buyers); the API runs
 *     in a child process over HTTP, as in the other benchmarks.
 *   - PGlite: the same loads through app.fetch in this process (PGlite runs inside the server process anyway),
 *     each after a pass of the shop's own upkeep (PGlite runs no autovacuum; the server makes a pass a minute after
 *     start and every ten minutes), so the tables are those of a kept database.
 *   - Both: 10 buyers back to back with orders of exactly 1 line, then of 10 lines, twice, for what a line costs.
 *   npm run bench -- orders            (BENCH_SECONDS=20 by default; BENCH_DATABASE=pglite or postgres for one)
 * With a staff chat, as a running shop has one, each order also writes its staff post; BENCH_STAFF_CHAT=off
 * measures a shop without (the figures before 2026-11-29 were without; two-instances too has one since).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase, openDatabase } from '@shop/db';
import postgres from 'postgres';
import { createApp } from '../src/app';
import { startDatabaseUpkeep } from '../src/database-upkeep';
import { createLogger } from '../src/lib/logger';
import { testConfig } from '../src/testing/test-app';
import { cpuReadings, cpuSince, createBenchDatabase, describeMachine, serveApi } from './load';
import {
  benchOutbox,
  benchStaffChat,
  type CpuMeter,
  lineCost,
  loadCatalogue,
  placeOrders,
  products,
  type Send,
  sendOrdersTo,
} from './order-load';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const staffChat = benchStaffChat ? 'with a staff chat' : 'without a staff chat';
async function analyze(url: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  await client`vacuum analyze`;
  await client.end();
}

async function onPostgres(): Promise<void> {
  const database = await createBenchDatabase('orders');
  try {
    const handle = await openDatabase({ url: database.url, dataDir: 'memory://', maxConnections: 2 });
    const loadStarted = performance.now();
    await migrateDatabase(handle);
    await handle.close();
    const client = postgres(database.url, { max: 1, onnotice: () => {} });
    await loadCatalogue((statement) => client.unsafe(statement));
    await client.end();
    console.log(
      `${describeMachine()}; ${staffChat}; Postgres: ${products} products, ${products * 12} variants loaded in ` +
        `${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
    );
    const api = await serveApi(database.url);
    const send = sendOrdersTo([api.origin]);
    // The server process and its Postgres backends (autovacuum's workers among them while they work on it).
    const cpu: CpuMeter = async () => {
      const readings = cpuReadings(await api.pids());
      return async () => {
        const [server, ...backends] = await api.pids();
        const node = server ? cpuSince(readings, server) : 0;
        return { all: backends.reduce((sum, pid) => sum + cpuSince(readings, pid), node), node };
      };
    };
    try {
      await placeOrders('warm-up', send, 10, 3, cpu);
      // A Postgres server keeps its tables' statistics (autovacuum, or the shop's own upkeep where that is off):
      // by now either would have analyzed the orders the warm-up wrote, so the plans are those of a running shop.
      await analyze(database.url);
      await placeOrders('Postgres: 20 buyers, about 1 s between orders', send, 20, seconds, cpu, 1000);
      await placeOrders('Postgres: 20 buyers back to back', send, 20, seconds, cpu);
      await placeOrders('Postgres: saturation, 48 buyers', send, 48, seconds, cpu);
      await lineCost('Postgres', (label, lines) => placeOrders(label, send, 10, seconds, cpu, 0, lines));
    } finally {
      send.close();
      await api.stop();
    }
  } finally {
    await database.drop();
  }
}

async function onPglite(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-orders-'));
  const handle = await openDatabase({ dataDir });
  try {
    const loadStarted = performance.now();
    await migrateDatabase(handle);
    // The embedded database's own client runs a multi-statement script, which drizzle's execute does not.
    const client = (handle.db as unknown as { $client: { exec(sql: string): Promise<unknown> } }).$client;
    await loadCatalogue((statement) => client.exec(statement));
    console.log(
      `PGlite, ${staffChat}: ${products} products loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
    );
    const outbox = benchOutbox();
    const { app } = createApp({
      database: handle,
      ...(outbox ? { outbox } : {}),
      config: { ...testConfig, env: 'production' },
      log: createLogger('warn'),
    });
    const send: Send = async (body, key) => {
      const response = await app.request('/api/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body,
      });
      await response.arrayBuffer();
      return response.status;
    };
    // PGlite runs in this process, with the load generator: its share is small next to the database's.
    const cpu: CpuMeter = async () => {
      const start = process.cpuUsage();
      return async () => {
        const used = process.cpuUsage(start);
        return { all: (used.user + used.system) / 1000, node: Number.NaN };
      };
    };
    const upkeep = startDatabaseUpkeep(handle, createLogger('warn'));
    const kept = async (...load: Parameters<typeof placeOrders>) => {
      await upkeep.runPass();
      await placeOrders(...load);
    };
    await placeOrders('warm-up', send, 10, 3, cpu);
    await kept('PGlite: 20 buyers', send, 20, seconds, cpu);
    await kept('PGlite: saturation, 48 buyers', send, 48, seconds, cpu);
    await lineCost('PGlite', async (label, lines) => {
      await upkeep.runPass();
      return placeOrders(label, send, 10, seconds, cpu, 0, lines);
    });
    await upkeep.stop();
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const only = process.env.BENCH_DATABASE;
if (only !== 'pglite') await onPostgres();
if (only !== 'postgres') await onPglite();
