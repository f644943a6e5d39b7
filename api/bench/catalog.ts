/**
 * Catalogue speed: 10,000 products with 12 variants each on the Postgres server.
 *   - a catalogue page of 20 (images, colors, sizes, prices): p95 at a steady 300 req/s, and req/s at saturation
 *   - a product detail: p95 at a steady 300 req/s
 * Pages mix the storefront's lists: newest pages 1-25, category pages, price and popularity sorts.
 *   npm run bench -- catalog            (BENCH_SECONDS=20 by default; runs with CATALOG_CACHE=off, with the count cache, and as shipped)
 */
import { generateCatalogue } from './catalogue-generator';
import { createBenchDatabase, describeMachine, pick, runLoad, serveApi } from './load';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const products = Number(process.env.BENCH_PRODUCTS ?? 10_000);

const database = await createBenchDatabase('catalog');
try {
  const catalogue = await generateCatalogue(database.url, { products, variantsPerProduct: 12 });
  console.log(
    `${describeMachine()}; loaded ${catalogue.products} products, ${catalogue.variants} variants in ` +
      `${catalogue.loadSeconds.toFixed(1)} s`,
  );
  const sorts = ['newest', 'price_asc', 'price_desc', 'popular'];
  const listPath = () => {
    const roll = Math.random();
    if (roll < 0.4) return `/api/products?page=${1 + Math.floor(Math.random() * 25)}&limit=20`;
    if (roll < 0.8) {
      const page = 1 + Math.floor(Math.random() * 5);
      return `/api/products?category=${pick(catalogue.categorySlugs)}&page=${page}&limit=20&sort=${pick(sorts)}`;
    }
    return `/api/products?sort=${pick(sorts)}&page=${1 + Math.floor(Math.random() * 10)}&limit=20`;
  };
  const detailPath = () => `/api/products/${pick(catalogue.activeProductIds)}`;

  const configurations: { name: string; env: Record<string, string> }[] = [
    { name: 'CATALOG_CACHE=off', env: { CATALOG_CACHE: 'off' } },
    { name: 'count cache 5 s', env: { BENCH_PAGE_CACHE_MS: '0', BENCH_COUNT_CACHE_MS: '5000' } },
    {
      name: 'as shipped: page cache 2 s',
      env: { BENCH_PAGE_CACHE_MS: '2000', BENCH_COUNT_CACHE_MS: '5000' },
    },
  ];
  for (const [index, configuration] of configurations.entries()) {
    const api = await serveApi(database.url, configuration.env);
    const run = (label: string, path: () => string, connections: number, rate?: number) =>
      runLoad({
        label: `${label} [${configuration.name}]`,
        origin: api.origin,
        api,
        path,
        seconds,
        connections,
        ...(rate ? { rate } : {}),
      });
    try {
      await runLoad({
        label: 'warm-up',
        origin: api.origin,
        api,
        path: listPath,
        seconds: 3,
        connections: 10,
      });
      await run('list page of 20 at 300 req/s', listPath, 20, 300);
      const list = await run('list page of 20 at saturation', listPath, 32);
      if (index === 0) {
        await run('product detail at 300 req/s', detailPath, 20, 300);
        const detail = await run('product detail at saturation', detailPath, 32);
        console.log(
          `uncached list / product detail throughput: ${(list.requestsPerSecond / detail.requestsPerSecond).toFixed(2)}`,
        );
      }
    } finally {
      await api.stop();
    }
  }
} finally {
  await database.drop();
}
