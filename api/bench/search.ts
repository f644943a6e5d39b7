/**
 * Search speed: typo-tolerant Russian search over 100,000 products, p95 at a steady 50 req/s.
 * Queries mix correct words, other word forms, typos and two-word queries.
 *   npm run bench -- search
 */
import { generateCatalogue } from './catalogue-generator';
import { createBenchDatabase, describeMachine, pick, runLoad, serveApi } from './load';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const products = Number(process.env.BENCH_SEARCH_PRODUCTS ?? 100_000);

const queries = [
  'платье',
  'платья',
  'плтье',
  'кросовки',
  'кроссовки',
  'кожаные кроссовки',
  'сумка',
  'сумки через плечо',
  'шарф кашемир',
  'джинсы',
  'блузка шёлковая',
  'ботинки',
  'ботинкии',
  'свитер вязаный',
  'пальто шерстяное',
  'юбка плиссе',
  'серги',
  'кардиган',
  'туфли',
  'льняной сарафан',
];

const database = await createBenchDatabase('search');
try {
  const catalogue = await generateCatalogue(database.url, { products, variantsPerProduct: 12 });
  console.log(
    `${describeMachine()}; loaded ${catalogue.products} products, ${catalogue.variants} variants in ` +
      `${catalogue.loadSeconds.toFixed(1)} s`,
  );
  const api = await serveApi(database.url);
  try {
    const path = () => `/api/products/search?q=${encodeURIComponent(pick(queries))}&limit=20`;
    await runLoad({ label: 'warm-up', origin: api.origin, api, path, seconds: 3, connections: 4 });
    await runLoad({
      label: 'search over 100,000 at 50 req/s',
      origin: api.origin,
      api,
      path,
      seconds,
      connections: 10,
      rate: 50,
    });
    await runLoad({
      label: 'search at saturation (16 conn.)',
      origin: api.origin,
      api,
      path,
      seconds,
      connections: 16,
    });
    // One client, one query at a time: what each query costs and finds.
    for (const q of queries) {
      const times: number[] = [];
      let found = 0;
      for (let i = 0; i < 9; i++) {
        const started = performance.now();
        const response = await fetch(`${api.origin}/api/products/search?q=${encodeURIComponent(q)}&limit=20`);
        const body = (await response.json()) as { data: { pagination: { total: number } } };
        times.push(performance.now() - started);
        found = body.data.pagination.total;
      }
      times.sort((a, b) => a - b);
      console.log(`  ${q.padEnd(22)} median ${times[4]?.toFixed(1)} ms, ${found} found`);
    }
  } finally {
    await api.stop();
  }
} finally {
  await database.drop();
}
