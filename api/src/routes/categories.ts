import { createRoute, z } from '@hono/zod-openapi';
import { type AppDeps, dbOf } from '../deps';
import { jsonResponses, ok } from '../lib/envelope';
import { ApiError } from '../lib/errors';
import { booleanQuery } from '../lib/query-params';
import { createRouter } from '../lib/router';
import {
  categoryBySlug,
  categoryList,
  categoryNodeSchema,
  categorySchema,
  categoryTree,
} from '../services/catalog/categories';

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

export function categoryRoutes(deps: AppDeps) {
  const db = dbOf(deps);
  return (
    createRouter()
      .openapi(rootsRoute, async (c) => {
        const { activeOnly, showOnHomepage, parentId } = c.req.valid('query');
        const filter = { activeOnly, showOnHomepage, parentId: parentId === 'null' ? null : parentId };
        return c.json(ok(await categoryList(db, filter)), 200);
      })
      .openapi(flatRoute, async (c) => c.json(ok(await categoryList(db, c.req.valid('query'))), 200))
      .openapi(treeRoute, async (c) => {
        const { activeOnly, showOnHomepage } = c.req.valid('query');
        return c.json(ok(await categoryTree(db, { activeOnly, homepageOnly: showOnHomepage ?? false })), 200);
      })
      // Registered after /flat and /tree, which it would otherwise take for slugs.
      .openapi(bySlugRoute, async (c) => {
        const category = await categoryBySlug(db, c.req.valid('param').slug);
        if (!category) throw new ApiError('NOT_FOUND', 'Категория не найдена');
        return c.json(ok(category), 200);
      })
  );
}
