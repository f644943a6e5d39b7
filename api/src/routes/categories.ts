import { createRoute, z } from '@hono/zod-openapi';
import { type CategoryRow, listCategories } from '@shop/db';
import { type AppDeps, dbOf } from '../deps';
import { jsonResponses, ok } from '../lib/envelope';
import { ApiError } from '../lib/errors';
import { booleanQuery } from '../lib/query-params';
import { createRouter } from '../lib/router';

const localizedTextSchema = z.object({
  ru: z.string(),
  en: z.string().optional(),
  vi: z.string().optional(),
});

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
  productType: z.enum(['clothing', 'footwear', 'accessories']),
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

interface CategoryNode extends z.infer<typeof categorySchema> {
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

const listQuery = z.object({
  activeOnly: booleanQuery,
  showOnHomepage: booleanQuery,
});

const rootsQuery = listQuery.extend({
  parentId: z
    .union([z.literal('null'), z.coerce.number().int().positive()])
    .optional()
    .openapi({ description: '"null" for the root categories, or a parent id' }),
});

export function toCategory(row: CategoryRow): z.infer<typeof categorySchema> {
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
    productType: row.productType,
    isActive: row.isActive,
    isVisible: row.isVisible,
    isFeatured: row.isFeatured,
    showOnHomepage: row.showOnHomepage,
    homepageOrder: row.homepageOrder,
    sortOrder: row.sortOrder,
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

const rootsRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['catalog'],
  summary: 'Categories of one level (parentId=null for the roots)',
  request: { query: rootsQuery },
  responses: jsonResponses('Categories sorted by sortOrder', z.array(categorySchema)),
});

const flatRoute = createRoute({
  method: 'get',
  path: '/flat',
  tags: ['catalog'],
  summary: 'Every category in one list',
  request: { query: listQuery },
  responses: jsonResponses('Categories, roots first', z.array(categorySchema)),
});

const treeRoute = createRoute({
  method: 'get',
  path: '/tree',
  tags: ['catalog'],
  summary: 'The category tree',
  request: { query: listQuery },
  responses: jsonResponses('Root categories with their children', z.array(categoryNodeSchema)),
});

const bySlugRoute = createRoute({
  method: 'get',
  path: '/{slug}',
  tags: ['catalog'],
  summary: 'One active category with its subcategories',
  request: {
    params: z.object({
      slug: z
        .string()
        .min(1)
        .max(100)
        .openapi({ param: { name: 'slug', in: 'path' }, example: 'zhenskaya-odezhda' }),
    }),
  },
  responses: jsonResponses('The category with its children', categoryNodeSchema, [404]),
});

/** The category of this slug with its active subtree, from the flat list (categories are few). */
function subtreeOf(rows: CategoryRow[], slug: string): CategoryNode | undefined {
  const row = rows.find((candidate) => candidate.slug === slug);
  if (!row) return undefined;
  const node = (category: CategoryRow): CategoryNode => ({
    ...toCategory(category),
    children: rows.filter((child) => child.parentId === category.id).map(node),
  });
  return node(row);
}

export function categoryRoutes(deps: AppDeps) {
  const db = dbOf(deps);
  return (
    createRouter()
      .openapi(rootsRoute, async (c) => {
        const { activeOnly, showOnHomepage, parentId } = c.req.valid('query');
        const rows = await listCategories(db, {
          activeOnly,
          showOnHomepage,
          parentId: parentId === 'null' ? null : parentId,
        });
        return c.json(ok(rows.map(toCategory)), 200);
      })
      .openapi(flatRoute, async (c) => {
        const rows = await listCategories(db, c.req.valid('query'));
        return c.json(ok(rows.map(toCategory)), 200);
      })
      .openapi(treeRoute, async (c) => {
        const { activeOnly, showOnHomepage } = c.req.valid('query');
        const rows = await listCategories(db, { activeOnly });
        return c.json(ok(buildTree(rows, showOnHomepage ?? false)), 200);
      })
      // Registered after /flat and /tree, which it would otherwise take for slugs.
      .openapi(bySlugRoute, async (c) => {
        const category = subtreeOf(await listCategories(db, { activeOnly: true }), c.req.valid('param').slug);
        if (!category) throw new ApiError('NOT_FOUND', 'Категория не найдена');
        return c.json(ok(category), 200);
      })
  );
}
