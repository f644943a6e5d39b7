/**
 * Two api instances on one Postgres database, as behind a load balancer: the catalogue list (cached per instance,
 * dropped on both by a change notice) and guest order creation, the load split evenly between the two servers.
 * Each load also runs against one of the two alone, in the same run on the same database, so the ratio holds on a
 * noisy machine.
 *   npm run bench -- two-instances      (BENCH_SECONDS=20, BENCH_PRODUCTS=10000 by default)
 */
import { migrateDatabase, openDatabase } from '@shop/db';
import postgres from 'postgres';
import {
  cpuReadings,
  cpuSince,
  createBenchDatabase,
  describeMachine,
  type LoadResult,
  runLoad,
  serveApi,
} from './load';
import { type CpuMeter, loadCatalogue, placeOrders, products, sendOrdersTo } from './order-load';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const pages = Math.max(1, Math.floor(products / 20));

const database = await createBenchDatabase('two');
try {
  const handle = await openDatabase({ url: database.url, dataDir: 'memory://', maxConnections: 2 });
  await migrateDatabase(handle);
  await handle.close();
  const client = postgres(database.url, { max: 1, onnotice: () => {} });
  await loadCatalogue((statement) => client.unsafe(statement));
  await client.end();
  console.log(`${describeMachine()}; Postgres: ${products} products, two api instances`);
  const instances = await Promise.all([serveApi(database.url), serveApi(database.url)]);
  try {
    const listPath = () =>
      `/api/products?page=${1 + Math.floor(Math.random() * Math.min(pages, 50))}&limit=20`;
    const both = async (label: string, connections: number): Promise<void> => {
      const results = await Promise.all(
        instances.map((api, i) =>
          runLoad({
            label: `${label} #${i + 1}`,
            origin: api.origin,
            path: listPath,
            seconds,
            connections,
            api,
          }),
        ),
      );
      for (const result of results) printLoad(result);
      const total = results.reduce((sum, result) => sum + result.requestsPerSecond, 0);
      console.log(`${label.padEnd(44)} ${total.toFixed(0).padStart(6)} req/s on both together`);
    };
    const [first] = instances;
    if (!first) throw new Error('no instance');
    await both('catalogue list, warm-up', 4);
    printLoad(
      await runLoad({
        label: 'catalogue list, one instance, 32 connections',
        origin: first.origin,
        path: listPath,
        seconds,
        connections: 32,
        api: first,
      }),
    );
    await both('catalogue list, 16 connections each', 16);

    const send = sendOrdersTo(instances.map((api) => api.origin));
    const pidsOfBoth = async () => [
      ...new Set((await Promise.all(instances.map((api) => api.pids()))).flat()),
    ];
    const cpu: CpuMeter = async () => {
      const readings = cpuReadings(await pidsOfBoth());
      return async () => ({
        all: (await pidsOfBoth()).reduce((sum, pid) => sum + cpuSince(readings, pid), 0),
        node: Number.NaN,
      });
    };
    await placeOrders('warm-up', send, 10, 3, cpu);
    await placeOrders('two instances: 20 buyers, about 1 s apart', send, 20, seconds, cpu, 1000);
    await placeOrders('one instance: saturation, 48 buyers', sendOrdersTo([first.origin]), 48, seconds, cpu);
    await placeOrders('two instances: saturation, 48 buyers', send, 48, seconds, cpu);
  } finally {
    await Promise.all(instances.map((api) => api.stop()));
  }
} finally {
  await database.drop();
}

function printLoad(result: LoadResult): void {
  console.log(
    `${result.label.padEnd(44)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1)} ms  ` +
      `p95 ${result.p95.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  non-2xx ${result.non2xx}  errors ${result.errors}`,
  );
}
