import { closestSearchWords } from '@shop/db';
import { createProduct, testDatabaseKinds, updateProduct } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../testing/test-app';

interface SearchResult {
  products: { id: number; name: { ru: string }; category: { slug: string } }[];
  pagination: { page: number; limit: number; total: number; pages: number; hasNext: boolean };
  query: string;
  suggestions: string[];
}

describe.each(testDatabaseKinds())('product search on %s', (kind) => {
  let t: TestApp;
  const search = async (q: string, extra = '') => {
    const response = await t.app.request(`/api/products/search?q=${encodeURIComponent(q)}${extra}`);
    expect(response.status, q).toBe(200);
    return (await json(response)).data as SearchResult;
  };
  const names = (result: SearchResult) => result.products.map((p) => p.name.ru.toLowerCase());

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  it('finds "платье" from the word form "платья", names first', async () => {
    const result = await search('платья');
    expect(result.query).toBe('платья');
    expect(result.pagination.total).toBeGreaterThanOrEqual(6);
    expect(names(result)[0]).toContain('плат');
    expect(result.suggestions).toEqual([]);
  });

  it('corrects typos against the catalogue dictionary: "плтье" and "кросовки"', async () => {
    const dresses = await search('плтье');
    expect(dresses.pagination.total).toBeGreaterThanOrEqual(6);
    expect(names(dresses)[0]).toContain('плат');
    const sneakers = await search('кросовки');
    expect(sneakers.products.length).toBeGreaterThanOrEqual(3);
    expect(
      names(sneakers)
        .slice(0, 3)
        .every((name) => name.includes('кроссовки')),
    ).toBe(true);
  });

  it('needs every word: "кожаные кроссовки" narrows the sneakers down', async () => {
    const all = await search('кроссовки');
    const leather = await search('кожаные кроссовки');
    expect(leather.products.length).toBeGreaterThan(0);
    expect(leather.pagination.total).toBeLessThan(all.pagination.total);
  });

  it('matches the category name and the description', async () => {
    const bags = await search('сумки');
    expect(bags.products.length).toBeGreaterThanOrEqual(3);
    const linen = await search('лён');
    expect(linen.products.length).toBeGreaterThan(0);
  });

  it('suggests the closest catalogue words when nothing matches', async () => {
    const result = await search('плтье кросовки');
    expect(result.products).toEqual([]);
    expect(result.pagination.total).toBe(0);
    expect(result.suggestions).toContain('кроссовки');
    expect(result.suggestions.length).toBeLessThanOrEqual(5);
  });

  it('pages the results', async () => {
    const first = await search('платье', '&limit=2');
    expect(first.products).toHaveLength(2);
    expect(first.pagination.hasNext).toBe(true);
    const second = await search('платье', '&limit=2&page=2');
    expect(second.products[0]?.id).not.toBe(first.products[0]?.id);
    const beyond = await search('платье', '&limit=2&page=500');
    expect(beyond.products).toEqual([]);
    expect(beyond.pagination.total).toBe(first.pagination.total);
  });

  it.each(['', '   ', '!!!???', '&|!():*<->', "'; drop table products; --", 'ъъъъъъъъ', 'платье & | !'])(
    'answers %j with a result, never an error',
    async (q) => {
      const result = await search(q);
      expect(Array.isArray(result.products)).toBe(true);
    },
  );

  it('refuses a query of 10,000 characters with a 400', async () => {
    const response = await t.app.request(`/api/products/search?q=${'а'.repeat(10_000)}`);
    expect(response.status).toBe(400);
    expect((await json(response)).error.fields.q).toBeDefined();
  });

  it('keeps the dictionary and the search copy current when products are renamed or hidden', async () => {
    const db = t.deps.database.db;
    const inDictionary = async (word: string) =>
      (await closestSearchWords(db, [word])).some((candidate) => candidate.word === word);
    const product = await createProduct(db, { name: { ru: 'Платье' } });
    expect(await inDictionary('зебра')).toBe(false);
    await updateProduct(db, product.id, { name: { ru: 'Платье зебра' } });
    expect(await inDictionary('зебра')).toBe(true);
    expect((await search('зибра')).products.map((p) => p.name.ru)).toEqual(['Платье зебра']);
    await updateProduct(db, product.id, { isActive: false });
    expect((await search('зибра')).products).toEqual([]);
    await updateProduct(db, product.id, { isActive: true, name: { ru: 'Платье' } });
    expect(await inDictionary('зебра')).toBe(false);
  });
});
