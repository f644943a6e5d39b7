import { createRoute, z } from '@hono/zod-openapi';
import { categoryInput, categoryReorderInput, recordIdText } from '@shop/core';
import { type AppDeps, dbOf } from '../deps';
import { jsonBody, jsonResponses, ok } from '../lib/envelope';
import { ApiError } from '../lib/errors';
import { booleanQuery } from '../lib/query-params';
import { createRouter } from '../lib/router';
import { staffOnly } from '../middleware/roles';
import { categoryAdmin } from '../services/admin/category-admin';
import type { CatalogService } from '../services/catalog/catalog-service';
import {
  categoryBySlug,
  categoryList,
  categoryNodeSchema,
  categorySchema,
  categoryTree,
} from '../services/catalog/categories';
import { actorOf, adminRoutes, numericIdParams } from './admin/admin-params';

const listQuery = z.object({
  activeOnly: booleanQuery,
  showOnHomepage: booleanQuery,
});

const rootsQuery = listQuery.extend({
  parentId: z
    .union([z.literal('null'), recordIdText()])
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

function writeRoutes(deps: AppDeps) {
  const route = adminRoutes(deps, staffOnly);
  return {
    create: route({
      method: 'post',
      path: '/',
      summary: 'Creates a category (last among its siblings)',
      request: jsonBody(categoryInput),
      responses: jsonResponses('The new category', categorySchema, [401, 403, 409]),
    }),
    update: route({
      method: 'put',
      path: '/{id}',
      summary: 'Changes a category; a new parent moves its subtree along',
      request: { params: numericIdParams, ...jsonBody(categoryInput) },
      responses: jsonResponses('The changed category', categorySchema, [401, 403, 404, 409]),
    }),
    remove: route({
      method: 'delete',
      path: '/{id}',
      summary: 'Deletes a category that no product and no subcategory uses',
      request: { params: numericIdParams },
      responses: jsonResponses('Deleted', z.object({ id: z.number().int() }), [401, 403, 404, 409]),
    }),
    reorder: route({
      method: 'post',
      path: '/reorder',
      summary: 'Moves a category one place up or down among its siblings',
      request: jsonBody(categoryReorderInput),
      responses: jsonResponses('Moved', z.object({ id: z.number().int() }), [401, 403, 404]),
    }),
    updateCounts: route({
      method: 'post',
      path: '/update-counts',
      summary: "Recounts every category's active products (subcategories included)",
      responses: jsonResponses('Categories updated', z.object({ updated: z.number().int() }), [401, 403]),
    }),
  };
}

export function categoryRoutes(deps: AppDeps, catalog: CatalogService) {
  const db = dbOf(deps);
  const admin = categoryAdmin(db, () => catalog.invalidate());
  const writes = writeRoutes(deps);
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
      .openapi(writes.create, async (c) =>
        c.json(ok(await admin.create(c.req.valid('json'), actorOf(c.var.user))), 200),
      )
      .openapi(writes.update, async (c) =>
        c.json(
          ok(await admin.update(c.req.valid('param').id, c.req.valid('json'), actorOf(c.var.user))),
          200,
        ),
      )
      .openapi(writes.remove, async (c) => {
        const { id } = c.req.valid('param');
        await admin.remove(id, actorOf(c.var.user));
        return c.json(ok({ id }), 200);
      })
      .openapi(writes.reorder, async (c) => {
        const { categoryId, direction } = c.req.valid('json');
        await admin.move(categoryId, direction, actorOf(c.var.user));
        return c.json(ok({ id: categoryId }), 200);
      })
      .openapi(writes.updateCounts, async (c) => c.json(ok(await admin.refreshCounts()), 200))
  );
}
