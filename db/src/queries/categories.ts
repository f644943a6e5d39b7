import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { categories } from '../schema';

export type CategoryRow = typeof categories.$inferSelect;

export interface CategoryFilter {
  activeOnly?: boolean;
  showOnHomepage?: boolean;
  /** null selects the root categories. */
  parentId?: number | null;
}

export async function listCategories(db: DbOrTx, filter: CategoryFilter = {}): Promise<CategoryRow[]> {
  const conditions: SQL[] = [];
  if (filter.activeOnly) conditions.push(eq(categories.isActive, true), eq(categories.isVisible, true));
  if (filter.showOnHomepage) conditions.push(eq(categories.showOnHomepage, true));
  if (filter.parentId === null) conditions.push(isNull(categories.parentId));
  else if (filter.parentId !== undefined) conditions.push(eq(categories.parentId, filter.parentId));
  return db
    .select()
    .from(categories)
    .where(and(...conditions))
    .orderBy(asc(categories.level), asc(categories.sortOrder), asc(categories.id));
}
