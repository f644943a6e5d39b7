/**
 * Resident memory (VmRSS) of the built server as `npm start` runs it, on PGlite and, when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) names a Postgres server, on Postgres (the server process alone; Postgres has its own):
 *   - idle after the very first start (the database created, migrated and seeded with the demo shop)
 *   - idle after a restart on that database
 *   - on the bench catalogue (10,000 products with 12 variants each): idle, then after 50 signed-in buyers working
 *     their carts back to back, then after 48 guests ordering back to back (BENCH_SECONDS each, 20 by default),
 *     with the peak (VmHWM) so far
 *   npm run build && npm run bench -- memory
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '@shop/db';
import { users } from '@shop/db/schema';
import postgres from 'postgres';
import { signAccessToken } from '../src/lib/tokens';
import { testConfig } from '../src/testing/test-app';
import { createBenchDatabase } from './load';
import { type CpuMeter, loadCatalogue, placeOrders, products, type Send, sendOrdersTo } from './order-load';
import { startCommand } from './start-command';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const IDLE_MS = 5_000;
const BUYERS = 50;
const CART_LINES = 10;

interface Reading {
  rss: number;
  peak: number;
}

/** VmRSS and VmHWM of a process, in MiB. */
function memoryOf(pid: number): Reading {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: mib('VmRSS'), peak: mib('VmHWM') };
}

interface RunningServer {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = 41_000 + Math.floor(Math.random() * 4000);
  const { command, args, env: startEnv } = startCommand();
  const child: ChildProcess = spawn(command, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...startEnv,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      BOT_TOKEN: '',
      JWT_SECRET: testConfig.jwtSecret,
      GUEST_ORDER_LIMITS: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 50) {
    if (child.exitCode !== null) throw new Error('server exited');
    if (waited > 300_000) throw new Error('server did not start');
    const up = await fetch(`${origin}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    origin,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const idle = () => new Promise((resolve) => setTimeout(resolve, IDLE_MS));
const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/** The bench catalogue and BUYERS customer accounts in a migrated database; answers their access tokens. */
async function loadBenchShop(
  handle: DatabaseHandle,
  run: (statement: string) => Promise<unknown>,
): Promise<string[]> {
  await migrateDatabase(handle);
  await loadCatalogue(run);
  await run(
    `insert into users (name, email)
     select 'Покупатель ' || i, 'buyer' || i || '@bench.local' from generate_series(1, ${BUYERS}) as i`,
  );
  // The bench database has no other accounts.
  const rows = await handle.db.select({ id: users.id }).from(users);
  return Promise.all(
    rows.map(({ id }) =>
      signAccessToken({ sub: id, role: 'user' }, testConfig.jwtSecret, testConfig.accessTokenTtlSeconds),
    ),
  );
}

/** Signed-in buyers adding lines (up to CART_LINES, then emptying the cart) and changing quantities. */
async function workCarts(origin: string, tokens: string[]): Promise<void> {
  let failed = 0;
  let requests = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      const call = async (method: string, path: string, body?: unknown) => {
        requests++;
        try {
          const response = await fetch(`${origin}${path}`, {
            method,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          await response.arrayBuffer();
          if (response.status !== 200) failed++;
        } catch {
          failed++;
        }
      };
      await call('DELETE', '/api/cart/clear');
      let lines = 0;
      while (performance.now() < until) {
        if (lines === CART_LINES) {
          await call('DELETE', '/api/cart/clear');
          lines = 0;
        }
        const variant = {
          productId: randomInt(1, products),
          color: ['BLK', 'WHT'][randomInt(0, 1)],
          size: ['XS', 'S', 'M', 'L', 'XL', 'XXL'][randomInt(0, 5)],
        };
        await call('POST', '/api/cart/add', { ...variant, quantity: 1 });
        lines++;
        await call('PUT', '/api/cart/update', { ...variant, newQuantity: randomInt(1, 3) });
      }
    }),
  );
  console.log(`  carts: ${BUYERS} buyers, ${(requests / seconds).toFixed(0)} req/s, not 200: ${failed}`);
}

const figure = ({ rss, peak }: Reading) => `${rss.toFixed(0)} MiB (peak ${peak.toFixed(0)})`;

async function measure(
  label: string,
  first: Record<string, string>,
  loaded: Record<string, string>,
  prepare: () => Promise<string[]>,
): Promise<void> {
  const report = (state: string, reading: Reading) =>
    console.log(`${label.padEnd(9)} ${state.padEnd(30)} ${figure(reading)}`);
  let server = await startServer(first);
  await idle();
  report('idle after the first start', memoryOf(server.pid));
  await server.stop();
  server = await startServer(first);
  await idle();
  report('idle after a restart', memoryOf(server.pid));
  await server.stop();

  const tokens = await prepare();
  server = await startServer({ ...loaded, SEED_DEMO: 'never' });
  try {
    await idle();
    report(`idle on ${products} products`, memoryOf(server.pid));
    await workCarts(server.origin, tokens);
    await idle();
    report('after the cart load', memoryOf(server.pid));
    const cpu: CpuMeter = async () => async () => ({ all: 0, node: Number.NaN });
    const toServer = sendOrdersTo([server.origin]);
    const send: Send = (body, key) => toServer(body, key).catch(() => 0);
    await placeOrders('  orders: 48 guests back to back', send, 48, seconds, cpu);
    await idle();
    report('after the order load', memoryOf(server.pid));
  } finally {
    await server.stop();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-memory-'));
try {
  const benchDir = join(dataDir, 'bench');
  await measure(
    'pglite',
    { DATA_DIR: dataDir, DATABASE_URL: '' },
    { DATA_DIR: benchDir, DATABASE_URL: '' },
    async () => {
      const handle = await openDatabase({ dataDir: benchDir });
      try {
        // The embedded database's own client runs a multi-statement script, which drizzle's execute does not.
        const client = (handle.db as unknown as { $client: { exec(sql: string): Promise<unknown> } }).$client;
        return await loadBenchShop(handle, (statement) => client.exec(statement));
      } finally {
        await handle.close();
      }
    },
  );
  if (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) {
    const seeded = await createBenchDatabase('memory_seeded');
    const loaded = await createBenchDatabase('memory_loaded');
    try {
      await measure(
        'postgres',
        { DATA_DIR: join(dataDir, 'pg'), DATABASE_URL: seeded.url },
        { DATA_DIR: join(dataDir, 'pg'), DATABASE_URL: loaded.url },
        async () => {
          const handle = await openDatabase({ url: loaded.url, dataDir: 'memory://', maxConnections: 2 });
          const client = postgres(loaded.url, { max: 1, onnotice: () => {} });
          try {
            return await loadBenchShop(handle, (statement) => client.unsafe(statement));
          } finally {
            await client.end();
            await handle.close();
          }
        },
      );
    } finally {
      await seeded.drop();
      await loaded.drop();
    }
  } else {
    console.log('postgres  skipped: set BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres');
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
