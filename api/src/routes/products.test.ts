import { fallbackColors } from '@shop/core';
import { testDatabaseKinds, withStatementLog } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestApp, json, type TestApp } from '../testing/test-app';

interface Product {
  id: number;
  _id: string;
  price: number;
  originalPrice: number | null;
  discountPercentage: number | null;
  isSale: boolean;
  isNew: boolean;
  isFeatured: boolean;
  totalStock: number;
  stockStatus: string;
  createdAt: string;
  category: { id: number; slug: string; displayName: string };
  colors: string[];
  sizes: string[];
  variants: { colorCode: string; sizeCode: string; quantity: number; sku: string }[];
  images: { url: string; isPrimary: boolean; type: string; colorCode: string | null; order: number }[];
  wholesale: { available: boolean; wholesalePrice: number | null; savings: number | null };
  description?: { ru: string };
  attributes?: Record<string, string>;
}

/** The app over the same database with drizzle's logger counting every statement. */
function countingApp(t: TestApp) {
  const { database, statements } = withStatementLog(t.deps.database);
  const { app } = createApp({ ...t.deps, database });
  return { app, statements };
}

describe.each(testDatabaseKinds())('products on %s', (kind) => {
  let t: TestApp;
  const list = async (query: string) => {
    const response = await t.app.request(`/api/products${query}`);
    expect(response.status).toBe(200);
    return (await json(response)).data as {
      products: Product[];
      pagination: Record<string, number | boolean>;
    };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  it('pages the active catalogue newest first with prices in roubles', async () => {
    const first = await list('?limit=20');
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 67, pages: 4, hasNext: true });
    expect(first.products).toHaveLength(20);
    const dates = first.products.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = await list('?limit=20&page=4');
    expect(last.products).toHaveLength(7);
    expect(last.pagination.hasNext).toBe(false);
    const ids = new Set([...first.products, ...last.products].map((p) => p.id));
    expect(ids.size).toBe(27);

    const product = first.products[0]!;
    expect(product._id).toBe(String(product.id));
    expect(Number.isInteger(product.price * 100)).toBe(true);
    expect(product.price).toBeGreaterThan(100);
    expect(product.stockStatus).toBe(product.totalStock > 0 ? 'in_stock' : 'out_of_stock');
    expect(product.variants.reduce((sum, v) => sum + v.quantity, 0)).toBe(product.totalStock);
    expect(product.images.length).toBeGreaterThan(0);
    expect(product.colors).toEqual([...new Set(product.variants.map((v) => v.colorCode))]);
    expect(product.description).toBeUndefined();
  });

  it('lists colors and sizes in their sort order', async () => {
    const { products } = await list('?limit=100');
    const shoe = products.find((p) => p.sizes.includes('38') && p.sizes.length > 2)!;
    expect(shoe.sizes).toEqual([...shoe.sizes].sort((a, b) => Number(a) - Number(b)));
    const clothes = products.find((p) => p.sizes.includes('XS') && p.sizes.includes('XL'))!;
    expect(clothes.sizes.indexOf('XS')).toBeLessThan(clothes.sizes.indexOf('XL'));
    const order = Object.keys(fallbackColors);
    for (const product of products) {
      const positions = product.colors.map((code) => order.indexOf(code));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it('filters by a root category including its subcategories, and by a subcategory', async () => {
    const shoes = await list('?category=zhenskaya-obuv&limit=100');
    expect(shoes.products.length).toBeGreaterThan(5);
    expect(shoes.products.every((p) => p.category.slug !== 'zhenskaya-obuv')).toBe(true);
    const dresses = await list('?category=platya&limit=100');
    expect(dresses.products.length).toBeGreaterThan(3);
    expect(dresses.products.every((p) => p.category.slug === 'platya')).toBe(true);
    expect((await list('?category=no-such-category')).pagination.total).toBe(0);
  });

  it('filters sale and new products, price ranges in roubles, colors, sizes and stock', async () => {
    const sale = await list('?filter=sale&limit=100');
    expect(sale.products.length).toBeGreaterThan(0);
    for (const p of sale.products) {
      expect(p.isSale).toBe(true);
      expect(p.originalPrice).toBeGreaterThan(p.price);
      expect(p.discountPercentage).toBe(Math.round((1 - p.price / p.originalPrice!) * 100));
    }
    expect((await list('?isSale=true&limit=100')).pagination.total).toBe(sale.pagination.total);
    const fresh = await list('?filter=new&limit=100');
    expect(fresh.products.length).toBeGreaterThan(0);
    expect(fresh.products.every((p) => p.isNew)).toBe(true);

    const priced = await list('?minPrice=3000&maxPrice=5000&limit=100');
    expect(priced.products.length).toBeGreaterThan(0);
    expect(priced.products.every((p) => p.price >= 3000 && p.price <= 5000)).toBe(true);

    const red = await list('?colors=red,BLK&sizes=M&limit=100');
    expect(red.products.length).toBeGreaterThan(0);
    for (const p of red.products) {
      expect(p.colors.some((c) => c === 'RED' || c === 'BLK')).toBe(true);
      expect(p.sizes).toContain('M');
    }
    const inStock = await list('?inStock=true&limit=100');
    expect(inStock.products.every((p) => p.totalStock > 0)).toBe(true);
    expect(inStock.pagination.total).toBeLessThan(67);
  });

  it.each([
    ['price_asc', (a: Product, b: Product) => a.price <= b.price],
    ['price', (a: Product, b: Product) => a.price <= b.price],
    ['price_desc', (a: Product, b: Product) => a.price >= b.price],
    ['-price', (a: Product, b: Product) => a.price >= b.price],
    ['-createdAt', (a: Product, b: Product) => a.createdAt >= b.createdAt],
  ])('sorts by %s', async (sort, inOrder) => {
    const { products } = await list(`?sort=${sort}&limit=100`);
    expect(products).toHaveLength(67);
    for (let i = 1; i < products.length; i++) expect(inOrder(products[i - 1]!, products[i]!)).toBe(true);
  });

  it('answers the popular, sale and new-arrivals lists', async () => {
    const popular = await list('/popular?limit=5');
    expect(popular.products).toHaveLength(5);
    expect(popular.pagination.total).toBe(67);
    const sale = await list('/sale');
    expect(sale.products.length).toBeGreaterThan(0);
    expect(sale.products.every((p) => p.isSale)).toBe(true);
    const fresh = await list('/new-arrivals?limit=4');
    expect(fresh.products.length).toBeGreaterThan(0);
    expect(fresh.products.every((p) => p.isNew)).toBe(true);
  });

  it('caps a huge limit at 100 and refuses bad parameters with a 400 naming the field', async () => {
    const capped = await list('?limit=1000000');
    expect(capped.pagination.limit).toBe(100);
    expect(capped.products).toHaveLength(67);
    expect((await list('?page=50')).products).toHaveLength(0);
    for (const query of [
      'limit=-1',
      'limit=0',
      'limit=abc',
      'page=0',
      'page=1000000',
      'sort=name',
      'filter=old',
      'minPrice=-5',
      'inStock=yes',
      'colors=RED;DROP',
      `category=${'a'.repeat(500)}`,
    ]) {
      const response = await t.app.request(`/api/products?${query}`);
      expect(response.status, query).toBe(400);
      const body = await json(response);
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(body.error.fields)).toHaveLength(1);
    }
  });

  it('reads a list page in at most 3 statements whatever the page size, a product in 1', async () => {
    const counting = countingApp(t);
    for (const query of [
      '?limit=1',
      '?limit=20',
      '?limit=100',
      '?category=platya&colors=RED&sort=price',
      '/popular',
    ]) {
      counting.statements.length = 0;
      const response = await counting.app.request(`/api/products${query}`);
      expect(response.status).toBe(200);
      expect(counting.statements.length, query).toBeLessThanOrEqual(3);
      expect(counting.statements.length, query).toBeGreaterThan(0);
    }
    counting.statements.length = 0;
    await counting.app.request('/api/products?limit=20');
    expect(counting.statements, 'a page read within 2 s comes from the page cache').toEqual([]);
    const { products } = await list('?limit=1');
    counting.statements.length = 0;
    await counting.app.request(`/api/products/${products[0]!.id}`);
    expect(counting.statements).toHaveLength(1);
    counting.statements.length = 0;
    await counting.app.request(`/api/products/${products[0]!.id}/related?limit=50`);
    expect(counting.statements.length).toBeLessThanOrEqual(3);
  });
});
