/**
 * The server cart: 50 signed-in buyers adding to and updating their carts through HTTP on the catalogue of 10,000
 * products with 12 variants each (Postgres; the API runs in a child process, as in the other benchmarks).
 *   - p50/p95/p99 of POST /api/cart/add and of PUT /api/cart/update with the 50 buyers browsing (each pausing
 *     BENCH_THINK_MS, 1 s by default, between requests; goal p95 <= 15 ms)
 *   - requests/s with the 50 buyers sending back to back (saturation)
 * CPU/req counts the server and its Postgres backends, and says what of it was Node's; the load generator's and
 * the whole machine's (`machineCpu`: the WAL writer and the disk's flushes too) follow.
 *   - for scale, the same buyers back to back reading their carts, each of 5 lines (GET /api/cart: the session's
 *     user and the cart read, no write), and asking GET /api/health (one trivial statement, no sign-in): what the
 *     server answers at most with one or two statements a request on this machine
 * Each buyer adds a variant, sets its quantity, and so on up to 10 lines, then empties the cart and starts over.
 *   npm run bench -- cart            (BENCH_SECONDS=20 by default)
 */
import postgres from 'postgres';
import { signAccessToken } from '../src/lib/tokens';
import { testConfig } from '../src/testing/test-app';
import { generateCatalogue } from './catalogue-generator';
import {
  cpuReadings,
  cpuSince,
  createBenchDatabase,
  describeMachine,
  httpClient,
  machineCpu,
  ownCpu,
  pick,
  type ServedApi,
  serveApi,
} from './load';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const products = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const thinkMs = Number(process.env.BENCH_THINK_MS ?? 1000);
const BUYERS = 50;
const CART_LINES = 10;
/** The size of every cart read back to back: the middle of the sizes the buyers shop to. */
const READ_CART_LINES = 5;

interface Variant {
  productId: number;
  color: string;
  size: string;
}

type Call = (method: string, path: string, body?: unknown) => Promise<number>;

/** Variants a buyer may put in a cart: active retail products with stock for a few items. */
async function buyableVariants(url: string): Promise<Variant[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await sql<Variant[]>`
      select v.product_id as "productId", v.color_code as color, v.size_code as size
      from product_variants v join products p on p.id = v.product_id
      where p.is_active and (p.retail->>'enabled')::boolean and (p.retail->>'allowPurchase')::boolean
        and not coalesce((p.retail->>'hidePrice')::boolean, false)
        and coalesce((p.retail->>'minQuantity')::int, 1) <= 1 and v.quantity >= 5`;
  } finally {
    await sql.end();
  }
}

/** BUYERS customer accounts, each with an access token as a sign-in would issue it. */
async function signedInBuyers(url: string): Promise<string[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ id: string }[]>`
      insert into users (name, email)
      select 'Покупатель ' || i, 'buyer' || i || '@bench.local' from generate_series(1, ${BUYERS}) as i
      returning id`;
    return Promise.all(
      rows.map(({ id }) =>
        signAccessToken({ sub: id, role: 'user' }, testConfig.jwtSecret, testConfig.accessTokenTtlSeconds),
      ),
    );
  } finally {
    await sql.end();
  }
}

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** CPU time (ms) the server process and its Postgres backends spend while `work` runs, and node's share. */
async function cpuSpent(api: ServedApi, work: () => Promise<void>): Promise<{ all: number; node: number }> {
  const pids = await api.pids();
  const before = cpuReadings(pids);
  const serverPid = pids[0];
  await work();
  const all = (await api.pids()).reduce((sum, pid) => sum + cpuSince(before, pid), 0);
  return { all, node: serverPid ? cpuSince(before, serverPid) : 0 };
}

/** The buyers working their carts for `runSeconds`, each pausing `pauseMs` on average between requests. */
async function shop(
  label: string,
  api: ServedApi,
  calls: Call[],
  variants: Variant[],
  runSeconds: number,
  pauseMs: number,
) {
  const latencies = { add: [] as number[], update: [] as number[] };
  let failed = 0;
  const until = performance.now() + runSeconds * 1000;
  const started = performance.now();
  const timed = async (kind: 'add' | 'update', request: Promise<number>) => {
    const begun = performance.now();
    const status = await request;
    latencies[kind].push(performance.now() - begun);
    if (status !== 200) failed++;
  };
  const pause = () =>
    pauseMs > 0
      ? new Promise((resolve) => setTimeout(resolve, randomInt(pauseMs / 2, (pauseMs * 3) / 2)))
      : undefined;
  const clientCpu = ownCpu();
  const machine = machineCpu();
  const cpu = await cpuSpent(api, async () => {
    await Promise.all(
      calls.map(async (call) => {
        await call('DELETE', '/api/cart/clear');
        // Buyers arrive spread over one pause rather than all at once: 50 adds sent in the same instant queue
        // behind each other, and that one burst was most of the add p95 when the load started in step.
        if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, randomInt(0, pauseMs)));
        let lines = 0;
        while (performance.now() < until) {
          if (lines === CART_LINES) {
            await call('DELETE', '/api/cart/clear');
            lines = 0;
          }
          const variant = pick(variants);
          await timed('add', call('POST', '/api/cart/add', { ...variant, quantity: 1 }));
          lines++;
          await pause();
          await timed(
            'update',
            call('PUT', '/api/cart/update', { ...variant, newQuantity: randomInt(1, 3) }),
          );
          await pause();
        }
      }),
    );
  });
  const elapsed = (performance.now() - started) / 1000;
  const loadGenerator = clientCpu();
  const machineMs = machine();
  const requests = latencies.add.length + latencies.update.length;
  const perRequest = (ms: number) => (ms / Math.max(requests, 1)).toFixed(1);
  const figures = (kind: 'add' | 'update') => {
    const sorted = latencies[kind].sort((a, b) => a - b);
    return (
      `${kind} p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms  ` +
      `p99 ${percentile(sorted, 99).toFixed(1)} ms`
    );
  };
  console.log(
    `${label.padEnd(40)} ${(requests / elapsed).toFixed(0).padStart(5)} req/s  ${figures('add')}  |  ` +
      `${figures('update')}  not 200: ${failed}  CPU/req ${perRequest(cpu.all)} ms (node ${perRequest(cpu.node)}; load generator ${perRequest(loadGenerator)}; machine ${perRequest(machineMs)})`,
  );
}

/** Each buyer's cart emptied and given `lines` lines of different variants, so every read is of the same size. */
async function fillCarts(calls: Call[], variants: Variant[], lines: number): Promise<void> {
  await Promise.all(
    calls.map(async (call) => {
      await call('DELETE', '/api/cart/clear');
      const chosen = new Set<Variant>();
      while (chosen.size < lines) chosen.add(pick(variants));
      for (const variant of chosen) await call('POST', '/api/cart/add', { ...variant, quantity: 1 });
    }),
  );
}

/** The buyers sending GET `path` back to back for `runSeconds`: requests/s, p95 and CPU per request. */
async function readBackToBack(
  label: string,
  api: ServedApi,
  calls: Call[],
  path: string,
  runSeconds: number,
) {
  const latencies: number[] = [];
  let failed = 0;
  const until = performance.now() + runSeconds * 1000;
  const started = performance.now();
  const clientCpu = ownCpu();
  const cpu = await cpuSpent(api, async () => {
    await Promise.all(
      calls.map(async (call) => {
        while (performance.now() < until) {
          const begun = performance.now();
          if ((await call('GET', path)) !== 200) failed++;
          latencies.push(performance.now() - begun);
        }
      }),
    );
  });
  const elapsed = (performance.now() - started) / 1000;
  const loadGenerator = clientCpu();
  const perRequest = (ms: number) => (ms / Math.max(latencies.length, 1)).toFixed(1);
  latencies.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(40)} ${(latencies.length / elapsed).toFixed(0).padStart(5)} req/s  ` +
      `p50 ${percentile(latencies, 50).toFixed(1)} ms  p95 ${percentile(latencies, 95).toFixed(1)} ms  ` +
      `not 200: ${failed}  CPU/req ${perRequest(cpu.all)} ms (node ${perRequest(cpu.node)}; ` +
      `load generator ${perRequest(loadGenerator)})`,
  );
}

const database = await createBenchDatabase('cart');
try {
  const catalogue = await generateCatalogue(database.url, { products, variantsPerProduct: 12 });
  const variants = await buyableVariants(database.url);
  const tokens = await signedInBuyers(database.url);
  console.log(
    `${describeMachine()}; loaded ${catalogue.products} products, ${catalogue.variants} variants ` +
      `(${variants.length} buyable) in ${catalogue.loadSeconds.toFixed(1)} s; ${tokens.length} buyers`,
  );
  const api = await serveApi(database.url);
  const client = httpClient(api.origin);
  // As a browser asks: the cart's answers go out compressed.
  const calls: Call[] = tokens.map((token) => async (method, path, body) => {
    const headers = {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'accept-encoding': 'gzip, deflate, br',
    };
    const answer = await client.send(
      method,
      path,
      headers,
      body === undefined ? undefined : JSON.stringify(body),
    );
    return answer.status;
  });
  try {
    await shop('warm-up', api, calls, variants, 3, 0);
    await shop(`${BUYERS} buyers, ${thinkMs} ms between requests`, api, calls, variants, seconds, thinkMs);
    await shop(`${BUYERS} buyers back to back (saturation)`, api, calls, variants, seconds, 0);
    await fillCarts(calls, variants, READ_CART_LINES);
    await readBackToBack(
      `${BUYERS} buyers reading carts of ${READ_CART_LINES} lines`,
      api,
      calls,
      '/api/cart',
      seconds,
    );
    await readBackToBack(`${BUYERS} x GET /api/health`, api, calls, '/api/health', seconds);
  } finally {
    client.close();
    await api.stop();
  }
} finally {
  await database.drop();
}
