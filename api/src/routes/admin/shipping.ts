import { z } from '@hono/zod-openapi';
import { shippingMethodInput } from '@shop/core';
import { type AppDeps, dbOf } from '../../deps';
import { jsonBody, jsonResponses, ok } from '../../lib/envelope';
import { createRouter } from '../../lib/router';
import { adminOnly } from '../../middleware/roles';
import { adminShippingMethodSchema, shippingAdmin } from '../../services/admin/shipping-admin';
import type { CatalogService } from '../../services/catalog/catalog-service';
import { adminRoutes } from './admin-params';

const idParams = z.object({
  id: z
    .string()
    .min(1)
    .max(40)
    .openapi({ param: { name: 'id', in: 'path' }, example: 'courier' }),
});

/** Mounted on /api/admin/shipping: the shipping methods, for an admin. */
export function adminShippingRoutes(deps: AppDeps, catalog: CatalogService) {
  const route = adminRoutes(deps, adminOnly);
  const methods = shippingAdmin(dbOf(deps), () => catalog.invalidate());
  const answer = (description: string) =>
    jsonResponses(description, adminShippingMethodSchema, [401, 403, 404, 409]);

  const listRoute = route({
    method: 'get',
    path: '/methods',
    summary: 'Every shipping method, active or not, in order',
    responses: jsonResponses('Shipping methods', z.array(adminShippingMethodSchema), [401, 403]),
  });
  const createMethodRoute = route({
    method: 'post',
    path: '/methods',
    summary: 'Adds a shipping method; a new default replaces the old one',
    request: jsonBody(shippingMethodInput),
    responses: answer('The new method'),
  });
  const updateRoute = route({
    method: 'put',
    path: '/methods/{id}',
    summary: 'Changes a shipping method (its id stays)',
    request: { params: idParams, ...jsonBody(shippingMethodInput) },
    responses: answer('The changed method'),
  });
  const defaultRoute = route({
    method: 'post',
    path: '/methods/{id}/default',
    summary: 'Makes an active method the default',
    request: { params: idParams },
    responses: answer('The default method'),
  });
  const deleteRoute = route({
    method: 'delete',
    path: '/methods/{id}',
    summary: 'Deletes a method that is not the default; orders keep its name',
    request: { params: idParams },
    responses: jsonResponses('Deleted', z.object({ id: z.string() }), [401, 403, 404, 409]),
  });

  return createRouter()
    .openapi(listRoute, async (c) => c.json(ok(await methods.list()), 200))
    .openapi(createMethodRoute, async (c) => c.json(ok(await methods.create(c.req.valid('json'))), 200))
    .openapi(updateRoute, async (c) =>
      c.json(ok(await methods.update(c.req.valid('param').id, c.req.valid('json'))), 200),
    )
    .openapi(defaultRoute, async (c) => c.json(ok(await methods.makeDefault(c.req.valid('param').id)), 200))
    .openapi(deleteRoute, async (c) => {
      const { id } = c.req.valid('param');
      await methods.remove(id);
      return c.json(ok({ id }), 200);
    });
}
