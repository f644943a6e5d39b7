/**
 * The CSV export of the whole catalogue (10,000 products with 12 variants each, one row per variant) on the
 * Postgres server, read to the end through the same stream the API route answers with. Target: under 5 s,
 * with memory flat: the heap is sampled while the stream is read and its growth reported.
 *   npm run bench -- admin-csv
 */
import { openDatabase } from '@shop/db';
import { csvExports } from '../src/services/admin/csv-export';
import { generateCatalogue } from './catalogue-generator';
import { createBenchDatabase, describeMachine } from './load';

const products = Number(process.env.BENCH_PRODUCTS ?? 10_000);

const database = await createBenchDatabase('csv');
try {
  const catalogue = await generateCatalogue(database.url, { products, variantsPerProduct: 12 });
  console.log(`${describeMachine()}; loaded ${catalogue.products} products, ${catalogue.variants} variants`);
  const handle = await openDatabase({ url: database.url, dataDir: 'memory://', maxConnections: 4 });
  const exports = csvExports(handle.db);
  for (let run = 1; run <= 3; run++) {
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    let bytes = 0;
    let rows = 0;
    const started = performance.now();
    const reader = exports.variants().getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (let at = value.indexOf(10); at !== -1; at = value.indexOf(10, at + 1)) rows++;
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }
    const took = performance.now() - started;
    console.log(
      `products.csv run ${run}: ${rows - 1} rows, ${(bytes / 1e6).toFixed(1)} MB in ${(took / 1000).toFixed(2)} s; ` +
        `heap grew at most ${((heapPeak - heapBefore) / 1e6).toFixed(1)} MB while reading`,
    );
  }
  await handle.close();
} finally {
  await database.drop();
}
