/**
 * The list and product answers spliced from product cards hold the products a plain query over the products
 * table selects (filters, sorts, pages, related products), each as its card says, with the total a count over
 * products gives: the same text as JSON.stringify would make, for a sample of pages, filters and sorts over the
 * demo shop. CATALOG_CACHE=off makes every list read the database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type DbOrTx,
  orderSql,
  type ProductFilter,
  type ProductPageParams,
  type ProductSort,
  preparedRows,
  productFilterSql,
  productPlacement,
} from '@shop/db';
import { sql, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { ok } from '../../lib/envelope';
import { createTestApp, json, type TestApp } from '../../testing/test-app';
import { paginationOf } from './product-view';

/**
 * The products table as the sorts read it: the popular sort's key is the sales (no order in the demo shop has
 * moved them past the cards' last ranking).
 */
const productsAsSorted = sql`(select *, sold_count as popularity from products)`;

/** The page's products, read from the products table, each as its card. */
async function pageFromProducts(db: DbOrTx, params: ProductPageParams): Promise<unknown[]> {
  const rows = await preparedRows<{ doc: string }>(
    db,
    sql`select card.doc from (
        select p.id, row_number() over (order by ${orderSql(params)}) as n from ${productsAsSorted} p
        where ${productFilterSql(params.filter)}
        order by ${orderSql(params)} limit ${params.limit} offset ${params.offset}
      ) page join product_cards card on card.id = page.id order by page.n`,
    'reference_page',
  );
  return rows.map((row) => JSON.parse(row.doc));
}

async function countFromProducts(db: DbOrTx, filter: ProductFilter): Promise<number> {
  const [row] = await preparedRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from products p where ${productFilterSql(filter)}`,
    'reference_count',
  );
  return row!.total;
}

interface ListCase {
  path: string;
  filter: ProductFilter;
  sort: ProductSort;
  page: number;
  limit: number;
}

const listCases: ListCase[] = [
  { path: '/api/products', filter: {}, sort: 'newest', page: 1, limit: 20 },
  { path: '/api/products?page=2', filter: {}, sort: 'newest', page: 2, limit: 20 },
  { path: '/api/products?page=4&limit=20', filter: {}, sort: 'newest', page: 4, limit: 20 },
  { path: '/api/products?page=9&limit=20', filter: {}, sort: 'newest', page: 9, limit: 20 },
  { path: '/api/products?limit=100&sort=price', filter: {}, sort: 'price_asc', page: 1, limit: 100 },
  { path: '/api/products?limit=7&page=3&sort=-price', filter: {}, sort: 'price_desc', page: 3, limit: 7 },
  { path: '/api/products?sort=popular&page=2&limit=10', filter: {}, sort: 'popular', page: 2, limit: 10 },
  {
    path: '/api/products?category=zhenskaya-obuv&sort=price_desc&limit=5&page=2',
    filter: { categorySlug: 'zhenskaya-obuv' },
    sort: 'price_desc',
    page: 2,
    limit: 5,
  },
  {
    path: '/api/products?category=platya&limit=3',
    filter: { categorySlug: 'platya' },
    sort: 'newest',
    page: 1,
    limit: 3,
  },
  {
    path: '/api/products?category=no-such-category',
    filter: { categorySlug: 'no-such-category' },
    sort: 'newest',
    page: 1,
    limit: 20,
  },
  { path: '/api/products?filter=sale&limit=4', filter: { isSale: true }, sort: 'newest', page: 1, limit: 4 },
  {
    path: '/api/products?isNew=true&sort=popular&limit=3',
    filter: { isNew: true },
    sort: 'popular',
    page: 1,
    limit: 3,
  },
  {
    path: '/api/products?minPrice=3000&maxPrice=5000&limit=5',
    filter: { minPriceKopecks: 300_000, maxPriceKopecks: 500_000 },
    sort: 'newest',
    page: 1,
    limit: 5,
  },
  {
    // «от 9000 до 100»: the range between the ends, as the storefront reads it.
    path: '/api/products?minPrice=5000&maxPrice=3000&limit=5',
    filter: { minPriceKopecks: 300_000, maxPriceKopecks: 500_000 },
    sort: 'newest',
    page: 1,
    limit: 5,
  },
  {
    path: '/api/products?colors=RED,BLK&sizes=M&inStock=true&limit=4&page=2',
    filter: { colors: ['RED', 'BLK'], sizes: ['M'], inStock: true },
    sort: 'newest',
    page: 2,
    limit: 4,
  },
  {
    path: '/api/products?inStock=true&sort=price&limit=10',
    filter: { inStock: true },
    sort: 'price_asc',
    page: 1,
    limit: 10,
  },
  { path: '/api/products/popular?limit=5', filter: {}, sort: 'popular', page: 1, limit: 5 },
  { path: '/api/products/sale', filter: { isSale: true }, sort: 'newest', page: 1, limit: 8 },
  { path: '/api/products/new-arrivals', filter: { isNew: true }, sort: 'newest', page: 1, limit: 6 },
];

describe.each(testDatabaseKinds())('list answers from product cards on %s', (kind) => {
  let t: TestApp;

  /** The answer a plain query over products gives, as c.json would send it. */
  async function referenceAnswer(
    { filter, sort, page, limit }: Omit<ListCase, 'path'>,
    preferCategoryId?: number,
  ): Promise<string> {
    const db = t.deps.database.db;
    const offset = (page - 1) * limit;
    const products = await pageFromProducts(db, {
      filter,
      sort,
      limit,
      offset,
      ...(preferCategoryId === undefined ? {} : { preferCategoryId }),
    });
    const total =
      products.length < limit && (products.length > 0 || offset === 0)
        ? offset + products.length
        : await countFromProducts(db, filter);
    return JSON.stringify(ok({ products, pagination: paginationOf(page, limit, total) }));
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, config: { catalogCache: false } });
  });
  afterAll(() => t.close());

  it.each(listCases)('$path answers the products the filter selects, as their cards', async (listCase) => {
    const response = await t.app.request(listCase.path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    expect(text).toBe(await referenceAnswer(listCase));
  });

  it('related products answer the products of the same root category, same category first', async () => {
    const [first] = (await json(await t.app.request('/api/products?sort=popular&limit=1'))).data.products;
    const placement = (await productPlacement(t.deps.database.db, first.id))!;
    const response = await t.app.request(`/api/products/${first.id}/related?limit=3&page=2`);
    expect(await response.text()).toBe(
      await referenceAnswer(
        {
          filter: { categoryPathPrefix: placement.rootPath, excludeId: first.id },
          sort: 'popular',
          page: 2,
          limit: 3,
        },
        placement.categoryId,
      ),
    );
  });

  it('product pages answer the card with the description and attributes', async () => {
    const { products } = (await json(await t.app.request('/api/products?limit=100'))).data;
    expect(products.length).toBeGreaterThan(20);
    for (const product of products.slice(0, 25)) {
      const [row] = await preparedRows<{ description: unknown; attributes: unknown }>(
        t.deps.database.db,
        sql`select description, attributes from products where id = ${product.id}`,
        'reference_detail',
      );
      const response = await t.app.request(`/api/products/${product.id}`);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const detail = { ...product, description: row!.description ?? { ru: '' }, attributes: row!.attributes };
      expect(await response.text()).toBe(JSON.stringify(ok(detail)));
    }
    const hidden = products[0].id;
    await t.deps.database.db.execute(sql`update products set is_active = false where id = ${hidden}`);
    const gone = await t.app.request(`/api/products/${hidden}`);
    expect(gone.status).toBe(404);
    expect((await json(gone)).error.message).toBe('Товар не найден');
    await t.deps.database.db.execute(sql`update products set is_active = true where id = ${hidden}`);
  });

  it('with CATALOG_CACHE=off a list shows a stock change at once', async () => {
    const read = async () => (await json(await t.app.request('/api/products?limit=1'))).data.products[0];
    const before = await read();
    await t.deps.database.db.execute(
      sql`update product_variants set quantity = quantity + 7
        where id = (select min(id) from product_variants where product_id = ${before.id})`,
    );
    expect((await read()).totalStock).toBe(before.totalStock + 7);
  });
});

describe('CATALOG_CACHE', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is on unless set to off, and refuses other values', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).catalogCache).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, CATALOG_CACHE: 'off' }).catalogCache).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir, CATALOG_CACHE: 'maybe' })).toThrow(ConfigError);
  });
});
