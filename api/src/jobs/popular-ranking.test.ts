import { listJobs } from '@shop/db';
import { createCategory, createProduct, testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestCheckout as checkout } from '../testing/checkout-fixtures';
import { createTestApp, json, type TestApp } from '../testing/test-app';
import { POPULAR_RANKING_JOB, popularRankingHandler } from './popular-ranking';

describe.each(testDatabaseKinds())('the popular sort on %s', (kind) => {
  let t: TestApp;
  let dropped = 0;
  let rank: () => Promise<void>;

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { catalogCache: false } });
    const handler = popularRankingHandler({
      db: t.deps.database.db,
      onStockChanged: () => {
        dropped += 1;
      },
    });
    rank = () => handler({ id: 0, kind: POPULAR_RANKING_JOB, key: null, payload: {}, attempts: 1 });
  });
  afterAll(() => t.close());

  const popularIn = async (slug: string) =>
    (await json(await t.app.request(`/api/products?category=${slug}&sort=popular`))).data.products.map(
      (product: { id: number }) => product.id,
    );

  it('takes the sales of orders at its ranking, then drops the cached lists', async () => {
    const db = t.deps.database.db;
    const category = await createCategory(db);
    const variants = [{ colorCode: 'BLK', sizeCode: 'M', quantity: 100 }];
    const leader = await createProduct(db, { category, soldCount: 5, variants });
    const rising = await createProduct(db, { category, soldCount: 3, variants });
    expect(await popularIn(category.slug)).toEqual([leader.id, rising.id]);

    const ordered = await t.app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        ...checkout,
        lines: [{ productId: rising.id, colorCode: 'BLK', sizeCode: 'M', quantity: 4 }],
      }),
    });
    expect(ordered.status).toBe(201);
    // The order counts its sales at once; the sort waits for the ranking.
    const sold = await db.query.products.findFirst({ where: (row, { eq }) => eq(row.id, rising.id) });
    expect(sold?.soldCount).toBe(7);
    expect(await popularIn(category.slug)).toEqual([leader.id, rising.id]);

    const droppedBefore = dropped;
    await rank();
    expect(dropped).toBe(droppedBefore + 1);
    expect(await popularIn(category.slug)).toEqual([rising.id, leader.id]);

    // Nothing sold since: the cached lists stay, and the next ranking is on the queue.
    await rank();
    expect(dropped).toBe(droppedBefore + 1);
    const queued = await listJobs(db, POPULAR_RANKING_JOB);
    expect(queued.length).toBeGreaterThan(0);
  });
});
