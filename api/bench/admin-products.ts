/**
 * The back office's products page over 10,000 products with 12 variants each on the Postgres server: one page
 * of 20 (its rows and the total) for a random mix of search, filters, sorts and pages, read one after another
 * through the same service the API route calls. Target: p95 at most 50 ms.
 *   npm run bench -- admin-products            (BENCH_ADMIN_PAGES=400 by default)
 */
import { openDatabase } from '@shop/db';
import { type AdminProductQuery, productAdmin } from '../src/services/admin/product-admin';
import { generateCatalogue } from './catalogue-generator';
import { createBenchDatabase, describeMachine, pick } from './load';

const pages = Number(process.env.BENCH_ADMIN_PAGES ?? 400);
const products = Number(process.env.BENCH_PRODUCTS ?? 10_000);

const database = await createBenchDatabase('admin');
try {
  const catalogue = await generateCatalogue(database.url, { products, variantsPerProduct: 12 });
  console.log(`${describeMachine()}; loaded ${catalogue.products} products, ${catalogue.variants} variants`);
  const handle = await openDatabase({ url: database.url, dataDir: 'memory://', maxConnections: 10 });
  const admin = productAdmin(handle.db, () => {});
  const categoryIds = (await handle.db.query.categories.findMany({ columns: { id: true } })).map((c) => c.id);
  const words = ['платье', 'юбка', 'льн', 'DR-', 'кашемир', 'zzz'];
  const sorts = ['name', 'price', 'stock', 'createdAt'] as const;

  const randomQuery = (): AdminProductQuery => {
    const roll = Math.random();
    return {
      filter: {
        search: roll < 0.25 ? pick(words) : undefined,
        categoryId: roll >= 0.25 && roll < 0.6 ? pick(categoryIds) : undefined,
        isActive: Math.random() < 0.3 ? Math.random() < 0.8 : undefined,
        isSale: Math.random() < 0.15 ? true : undefined,
        stock: Math.random() < 0.2 ? pick(['in', 'low', 'out'] as const) : undefined,
      },
      sort: pick(sorts),
      direction: Math.random() < 0.5 ? 'asc' : 'desc',
      page: 1 + Math.floor(Math.random() * 10),
      limit: 20,
    };
  };

  for (let i = 0; i < 30; i++) await admin.list(randomQuery());
  const timings = new Map<string, number[]>([['all', []]]);
  for (let i = 0; i < pages; i++) {
    const query = randomQuery();
    const started = performance.now();
    await admin.list(query);
    const took = performance.now() - started;
    const kind = query.filter.search ? 'search' : query.filter.categoryId ? 'category' : `sort ${query.sort}`;
    for (const key of ['all', kind]) timings.set(key, [...(timings.get(key) ?? []), took]);
  }
  for (const [kind, list] of timings) {
    list.sort((a, b) => a - b);
    const at = (p: number) => list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))]!;
    console.log(
      `admin products page of 20, ${kind} (${list.length} pages one after another): p50 ${at(50).toFixed(1)} ms, ` +
        `p95 ${at(95).toFixed(1)} ms, p99 ${at(99).toFixed(1)} ms`,
    );
  }
  await handle.close();
} finally {
  await database.drop();
}
