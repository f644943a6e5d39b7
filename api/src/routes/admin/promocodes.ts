import { z } from '@hono/zod-openapi';
import { promocodeInput } from '@shop/core';
import { type AppDeps, dbOf } from '../../deps';
import { jsonBody, jsonResponses, ok } from '../../lib/envelope';
import { createRouter } from '../../lib/router';
import { staffOnly } from '../../middleware/roles';
import { adminPromocodeSchema, promocodeAdmin } from '../../services/admin/promocodes-admin';
import type { CatalogService } from '../../services/catalog/catalog-service';
import { adminRoutes } from './admin-params';

const idParams = z.object({
  id: z.uuid('Неверный идентификатор промокода').openapi({ param: { name: 'id', in: 'path' } }),
});

/** Mounted on /api/admin/promocodes. */
export function adminPromocodeRoutes(deps: AppDeps, catalog: CatalogService) {
  const route = adminRoutes(deps, staffOnly);
  const promocodes = promocodeAdmin(dbOf(deps), () => catalog.invalidate());
  const answer = (description: string) =>
    jsonResponses(description, adminPromocodeSchema, [401, 403, 404, 409]);

  const listRoute = route({
    method: 'get',
    path: '/',
    summary: 'Every promocode with its usage (orders, revenue, discount given)',
    responses: jsonResponses('Promocodes', z.array(adminPromocodeSchema), [401, 403]),
  });
  const oneRoute = route({
    method: 'get',
    path: '/{id}',
    summary: 'One promocode with its usage',
    request: { params: idParams },
    responses: answer('The promocode'),
  });
  const createCodeRoute = route({
    method: 'post',
    path: '/',
    summary: 'Adds a promocode; codes are unique whatever their letters’ case',
    request: jsonBody(promocodeInput),
    responses: answer('The new promocode'),
  });
  const updateRoute = route({
    method: 'put',
    path: '/{id}',
    summary: 'Changes a promocode (its usage count stays)',
    request: { params: idParams, ...jsonBody(promocodeInput) },
    responses: answer('The changed promocode'),
  });
  const activateRoute = route({
    method: 'post',
    path: '/{id}/activate',
    summary: 'Switches a promocode on',
    request: { params: idParams },
    responses: answer('The promocode'),
  });
  const deactivateRoute = route({
    method: 'post',
    path: '/{id}/deactivate',
    summary: 'Switches a promocode off',
    request: { params: idParams },
    responses: answer('The promocode'),
  });
  const deleteRoute = route({
    method: 'delete',
    path: '/{id}',
    summary: 'Deletes a promocode no order names',
    request: { params: idParams },
    responses: jsonResponses('Deleted', z.object({ id: z.string() }), [401, 403, 404, 409]),
  });

  return createRouter()
    .openapi(listRoute, async (c) => c.json(ok(await promocodes.list()), 200))
    .openapi(oneRoute, async (c) => c.json(ok(await promocodes.one(c.req.valid('param').id)), 200))
    .openapi(createCodeRoute, async (c) => c.json(ok(await promocodes.create(c.req.valid('json'))), 200))
    .openapi(updateRoute, async (c) =>
      c.json(ok(await promocodes.update(c.req.valid('param').id, c.req.valid('json'))), 200),
    )
    .openapi(activateRoute, async (c) =>
      c.json(ok(await promocodes.setActive(c.req.valid('param').id, true)), 200),
    )
    .openapi(deactivateRoute, async (c) =>
      c.json(ok(await promocodes.setActive(c.req.valid('param').id, false)), 200),
    )
    .openapi(deleteRoute, async (c) => {
      const { id } = c.req.valid('param');
      await promocodes.remove(id);
      return c.json(ok({ id }), 200);
    });
}
