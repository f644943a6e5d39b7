/** Category writes of the back office: create, change (moving its subtree along), delete, reorder, counts. */
import type { CategoryInput } from '@shop/core';
import { and, asc, eq, isNull, like, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { rawRows } from '../raw-rows';
import { categories, products } from '../schema';
import type { CategoryRow } from './categories';

export async function categoryById(db: DbOrTx, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

/** Whether another category already has this slug. */
export async function categorySlugTaken(db: DbOrTx, slug: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, slug), exceptId === undefined ? undefined : ne(categories.id, exceptId)));
  return rows.length > 0;
}

/** Last among its siblings; level and path follow the parent. */
export async function insertCategory(
  db: DbOrTx,
  input: CategoryInput,
  parent: CategoryRow | undefined,
): Promise<CategoryRow> {
  const [last] = await db
    .select({ sortOrder: sql<number>`coalesce(max(${categories.sortOrder}), -1)`.mapWith(Number) })
    .from(categories)
    .where(parent ? eq(categories.parentId, parent.id) : isNull(categories.parentId));
  const [inserted] = await db
    .insert(categories)
    .values({
      ...input,
      parentId: parent?.id ?? null,
      level: parent ? parent.level + 1 : 0,
      sortOrder: (last?.sortOrder ?? -1) + 1,
    })
    .returning({ id: categories.id });
  const [row] = await db
    .update(categories)
    .set({ path: `${parent?.path ?? '/'}${inserted!.id}/` })
    .where(eq(categories.id, inserted!.id))
    .returning();
  return row!;
}

/** Changes the fields; a new parent moves the whole subtree (paths and levels of every descendant). */
export async function updateCategory(
  db: DbOrTx,
  current: CategoryRow,
  input: CategoryInput,
  parent: CategoryRow | undefined,
): Promise<CategoryRow> {
  const path = `${parent?.path ?? '/'}${current.id}/`;
  const level = parent ? parent.level + 1 : 0;
  if (path !== current.path) {
    await db
      .update(categories)
      .set({
        path: sql`${path} || substr(${categories.path}, ${current.path.length + 1})`,
        level: sql`${categories.level} + ${level - current.level}`,
      })
      .where(and(like(categories.path, `${current.path}%`), ne(categories.id, current.id)));
  }
  const [row] = await db
    .update(categories)
    .set({ ...input, parentId: parent?.id ?? null, path, level, updatedAt: new Date() })
    .where(eq(categories.id, current.id))
    .returning();
  return row!;
}

/** What still uses a category: its products and its child categories. */
export async function categoryUsage(db: DbOrTx, id: number): Promise<{ products: number; children: number }> {
  const [productCount, childCount] = await Promise.all([
    db.$count(products, eq(products.categoryId, id)),
    db.$count(categories, eq(categories.parentId, id)),
  ]);
  return { products: productCount, children: childCount };
}

export async function deleteCategory(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  return rows.length > 0;
}

/**
 * Swaps a category with its neighbour among its siblings and renumbers the siblings 0..n-1, so equal or sparse
 * sort orders left by imports end up in a clean sequence. Returns false when it already is first (or last).
 */
export async function moveCategory(
  db: DbOrTx,
  category: CategoryRow,
  direction: 'up' | 'down',
): Promise<boolean> {
  const siblings = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      category.parentId === null ? isNull(categories.parentId) : eq(categories.parentId, category.parentId),
    )
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  const ids = siblings.map((sibling) => sibling.id);
  const index = ids.indexOf(category.id);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= ids.length) return false;
  [ids[index], ids[target]] = [ids[target]!, ids[index]!];
  for (const [sortOrder, id] of ids.entries()) {
    await db.update(categories).set({ sortOrder }).where(eq(categories.id, id));
  }
  return true;
}

/**
 * Recounts every category's productCount (its active products and those of its subcategories) and answers how many
 * changed. Triggers keep the counts current after each write (migration 0012); this is the staff's manual recount.
 */
export async function refreshCategoryCounts(db: DbOrTx): Promise<number> {
  const rows = rawRows<{ changed: number }>(
    await db.execute(sql`select category_product_counts_recount() as changed`),
  );
  return Number(rows[0]?.changed ?? 0);
}
