/** Categories as the storefront reads them: one level, a flat list, the tree, or one category with its subtree. */
import { z } from '@hono/zod-openapi';
import { PRODUCT_TYPES } from '@shop/core';
import { type CategoryFilter, type CategoryRow, type DbOrTx, listCategories } from '@shop/db';
import { localizedTextSchema } from './product-view';

const categoryFields = {
  _id: z.string(),
  id: z.number().int(),
  slug: z.string(),
  name: localizedTextSchema,
  displayName: z.string(),
  image: z.string().nullable(),
  level: z.number().int(),
  path: z.string(),
  parent: z.number().int().nullable(),
  productType: z.enum(PRODUCT_TYPES),
  isActive: z.boolean(),
  isVisible: z.boolean(),
  isFeatured: z.boolean(),
  showOnHomepage: z.boolean(),
  homepageOrder: z.number().int(),
  sortOrder: z.number().int(),
  productCount: z.number().int(),
  viewCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const categorySchema = z.object(categoryFields).openapi('Category');

type Category = z.infer<typeof categorySchema>;

export interface CategoryNode extends Category {
  children: CategoryNode[];
}

export const categoryNodeSchema: z.ZodType<CategoryNode> = z
  .object({
    ...categoryFields,
    get children() {
      return z.array(categoryNodeSchema);
    },
  })
  .openapi('CategoryNode');

/** A category's kind, switches and place in the lists: the same in its answer and in the back office's audit log. */
export const placementOf = (row: CategoryRow) => ({
  productType: row.productType,
  isActive: row.isActive,
  isVisible: row.isVisible,
  isFeatured: row.isFeatured,
  showOnHomepage: row.showOnHomepage,
  homepageOrder: row.homepageOrder,
  sortOrder: row.sortOrder,
});

export function toCategory(row: CategoryRow): Category {
  return {
    _id: String(row.id),
    id: row.id,
    slug: row.slug,
    name: row.name,
    displayName: row.name.ru,
    image: row.image,
    level: row.level,
    path: row.path,
    parent: row.parentId,
    ...placementOf(row),
    productCount: row.productCount,
    viewCount: row.viewCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Builds the tree; with `homepageOnly` the roots are limited to homepage categories in homepage order. */
export function buildTree(rows: CategoryRow[], homepageOnly: boolean): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) nodes.set(row.id, { ...toCategory(row), children: [] });
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else if (row.parentId === null) roots.push(node);
  }
  if (!homepageOnly) return roots;
  return roots
    .filter((root) => root.showOnHomepage)
    .sort((a, b) => a.homepageOrder - b.homepageOrder || a.sortOrder - b.sortOrder);
}

export async function categoryList(db: DbOrTx, filter: CategoryFilter): Promise<Category[]> {
  return (await listCategories(db, filter)).map(toCategory);
}

export async function categoryTree(
  db: DbOrTx,
  options: { activeOnly?: boolean | undefined; homepageOnly: boolean },
): Promise<CategoryNode[]> {
  return buildTree(await listCategories(db, { activeOnly: options.activeOnly }), options.homepageOnly);
}

/** The active category of this slug with its active subtree (from the flat list: categories are few). */
export async function categoryBySlug(db: DbOrTx, slug: string): Promise<CategoryNode | undefined> {
  const rows = await listCategories(db, { activeOnly: true });
  const row = rows.find((candidate) => candidate.slug === slug);
  if (!row) return undefined;
  const node = (category: CategoryRow): CategoryNode => ({
    ...toCategory(category),
    children: rows.filter((child) => child.parentId === category.id).map(node),
  });
  return node(row);
}
