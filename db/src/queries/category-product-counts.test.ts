import { categoryInput } from '@shop/core';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { categories, products } from '../schema';
import { createCategory, createProduct, createTestDatabase, testDatabaseKinds } from '../testing';
import { refreshCategoryCounts, updateCategory } from './admin-categories';

describe.each(testDatabaseKinds())('category product counts on %s', (kind) => {
  let handle: DatabaseHandle;
  const db = () => handle.db;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());

  const countsOf = async (...ids: number[]) => {
    const rows = await db()
      .select({ id: categories.id, productCount: categories.productCount })
      .from(categories)
      .where(inArray(categories.id, ids));
    return ids.map((id) => rows.find((row) => row.id === id)?.productCount);
  };

  it('follow products added, deactivated, moved and deleted, and categories moved, without a recount', async () => {
    const dresses = await createCategory(db());
    const evening = await createCategory(db(), { parent: dresses });
    const shoes = await createCategory(db());

    const gown = await createProduct(db(), { category: evening });
    await createProduct(db(), { category: dresses });
    await createProduct(db(), { category: evening, isActive: false });
    expect(await countsOf(dresses.id, evening.id, shoes.id)).toEqual([2, 1, 0]);

    await db().update(products).set({ isActive: false }).where(eq(products.id, gown.id));
    expect(await countsOf(dresses.id, evening.id)).toEqual([1, 0]);

    await db().update(products).set({ isActive: true, categoryId: shoes.id }).where(eq(products.id, gown.id));
    expect(await countsOf(dresses.id, evening.id, shoes.id)).toEqual([1, 0, 1]);

    await db().update(products).set({ categoryId: evening.id }).where(eq(products.id, gown.id));
    const moved = categoryInput.parse({ ...evening, parentId: shoes.id });
    await updateCategory(db(), evening, moved, shoes);
    expect(await countsOf(dresses.id, evening.id, shoes.id)).toEqual([1, 1, 1]);

    await db().delete(products).where(eq(products.id, gown.id));
    expect(await countsOf(dresses.id, evening.id, shoes.id)).toEqual([1, 0, 0]);
    expect(await refreshCategoryCounts(db())).toBe(0);
  });
});
