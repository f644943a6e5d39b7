import { z } from '@hono/zod-openapi';
import { productInput, recordIdText } from '@shop/core';
import { type AppDeps, dbOf } from '../../deps';
import { jsonBody, jsonResponses, ok } from '../../lib/envelope';
import { booleanQuery } from '../../lib/query-params';
import { createRouter } from '../../lib/router';
import { staffOnly } from '../../middleware/roles';
import { adminProductListSchema, adminProductSchema, productAdmin } from '../../services/admin/product-admin';
import type { CatalogService } from '../../services/catalog/catalog-service';
import { limitQuery, pageQuery } from '../products-params';
import { actorOf, adminRoutes, numericIdParams } from './admin-params';

const listQuery = z.object({
  search: z.string().trim().max(200).optional(),
  categoryId: recordIdText().optional(),
  isActive: booleanQuery,
  isSale: booleanQuery,
  isNew: booleanQuery,
  stock: z.enum(['in', 'low', 'out']).optional().openapi({ description: 'low: 1 to 5 items left in total' }),
  sort: z.enum(['name', 'price', 'stock', 'createdAt']).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: pageQuery,
  limit: limitQuery(20),
});

export function adminProductRoutes(deps: AppDeps, catalog: CatalogService) {
  const route = adminRoutes(deps, staffOnly);
  const products = productAdmin(dbOf(deps), () => catalog.invalidate());
  const productAnswer = (description: string) =>
    jsonResponses(description, adminProductSchema, [401, 403, 404, 409]);

  const listRoute = route({
    method: 'get',
    path: '/',
    summary: 'Every product (active or not), searched, filtered, sorted and paged; prices in kopecks',
    request: { query: listQuery },
    responses: jsonResponses('A page of products', adminProductListSchema, [401, 403]),
  });
  const readRoute = route({
    method: 'get',
    path: '/{id}',
    summary: 'One product with everything its edit form shows',
    request: { params: numericIdParams },
    responses: productAnswer('The product'),
  });
  const createProductRoute = route({
    method: 'post',
    path: '/',
    summary: 'Creates a product with its color x size variants',
    request: jsonBody(productInput),
    responses: productAnswer('The new product'),
  });
  const updateRoute = route({
    method: 'put',
    path: '/{id}',
    summary: 'Replaces a product and its variant matrix',
    request: { params: numericIdParams, ...jsonBody(productInput) },
    responses: productAnswer('The changed product'),
  });
  const activateRoute = route({
    method: 'post',
    path: '/{id}/activate',
    summary: 'Shows the product in the storefront',
    request: { params: numericIdParams },
    responses: productAnswer('The product'),
  });
  const deactivateRoute = route({
    method: 'post',
    path: '/{id}/deactivate',
    summary: 'Hides the product from the storefront',
    request: { params: numericIdParams },
    responses: productAnswer('The product'),
  });
  const duplicateRoute = route({
    method: 'post',
    path: '/{id}/duplicate',
    summary: 'Copies a product: hidden, fresh articles, no stock',
    request: { params: numericIdParams },
    responses: productAnswer('The copy'),
  });
  const deleteRoute = route({
    method: 'delete',
    path: '/{id}',
    summary: 'Deletes a product that no open order holds',
    request: { params: numericIdParams },
    responses: jsonResponses('Deleted', z.object({ id: z.number().int() }), [401, 403, 404, 409]),
  });

  return createRouter()
    .openapi(listRoute, async (c) => {
      const { search, categoryId, isActive, isSale, isNew, stock, sort, direction, page, limit } =
        c.req.valid('query');
      const filter = { search, categoryId, isActive, isSale, isNew, stock };
      return c.json(ok(await products.list({ filter, sort, direction, page, limit })), 200);
    })
    .openapi(readRoute, async (c) => c.json(ok(await products.read(c.req.valid('param').id)), 200))
    .openapi(createProductRoute, async (c) =>
      c.json(ok(await products.create(c.req.valid('json'), actorOf(c.var.user))), 200),
    )
    .openapi(updateRoute, async (c) =>
      c.json(
        ok(await products.update(c.req.valid('param').id, c.req.valid('json'), actorOf(c.var.user))),
        200,
      ),
    )
    .openapi(activateRoute, async (c) =>
      c.json(ok(await products.setActive(c.req.valid('param').id, true, actorOf(c.var.user))), 200),
    )
    .openapi(deactivateRoute, async (c) =>
      c.json(ok(await products.setActive(c.req.valid('param').id, false, actorOf(c.var.user))), 200),
    )
    .openapi(duplicateRoute, async (c) =>
      c.json(ok(await products.duplicate(c.req.valid('param').id, actorOf(c.var.user))), 200),
    )
    .openapi(deleteRoute, async (c) => {
      const { id } = c.req.valid('param');
      await products.remove(id, actorOf(c.var.user));
      return c.json(ok({ id }), 200);
    });
}
