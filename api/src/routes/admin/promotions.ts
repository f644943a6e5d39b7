import { z } from '@hono/zod-openapi';
import { promotionInput } from '@shop/core';
import { type AppDeps, dbOf } from '../../deps';
import { jsonBody, jsonResponses, ok } from '../../lib/envelope';
import { createRouter } from '../../lib/router';
import { staffOnly } from '../../middleware/roles';
import { adminPromotionSchema, promotionAdmin } from '../../services/admin/promotions-admin';
import type { CatalogService } from '../../services/catalog/catalog-service';
import { actorOf, adminRoutes, numericIdParams } from './admin-params';

/** Mounted on /api/admin/promotions. */
export function adminPromotionRoutes(deps: AppDeps, catalog: CatalogService) {
  const route = adminRoutes(deps, staffOnly);
  const promotions = promotionAdmin(dbOf(deps), () => catalog.invalidate());
  const answer = (description: string) =>
    jsonResponses(description, adminPromotionSchema, [401, 403, 404, 409]);
  const stateRoute = (action: 'pause' | 'resume' | 'end', summary: string) =>
    route({
      method: 'post',
      path: `/{id}/${action}`,
      summary,
      request: { params: numericIdParams },
      responses: answer('The promotion'),
    });

  const listRoute = route({
    method: 'get',
    path: '/',
    summary: 'Every automatic promotion, newest first, with its status now',
    responses: jsonResponses('Promotions', z.array(adminPromotionSchema), [401, 403]),
  });
  const createRoute = route({
    method: 'post',
    path: '/',
    summary: 'Adds a promotion; the cards of its products show it from its start',
    request: jsonBody(promotionInput),
    responses: answer('The new promotion'),
  });
  const updateRoute = route({
    method: 'put',
    path: '/{id}',
    summary: 'Changes a promotion that has not been ended',
    request: { params: numericIdParams, ...jsonBody(promotionInput) },
    responses: answer('The changed promotion'),
  });
  const pauseRoute = stateRoute('pause', 'Holds a promotion back: its products show their own prices');
  const resumeRoute = stateRoute('resume', 'Lets a paused promotion run again within its period');
  const endRoute = stateRoute('end', 'Ends a promotion for good');

  const idOf = (param: { id: number }) => param.id;
  return createRouter()
    .openapi(listRoute, async (c) => c.json(ok(await promotions.list()), 200))
    .openapi(createRoute, async (c) =>
      c.json(ok(await promotions.create(c.req.valid('json'), actorOf(c.var.user))), 200),
    )
    .openapi(updateRoute, async (c) =>
      c.json(
        ok(await promotions.update(idOf(c.req.valid('param')), c.req.valid('json'), actorOf(c.var.user))),
        200,
      ),
    )
    .openapi(pauseRoute, async (c) =>
      c.json(ok(await promotions.pause(idOf(c.req.valid('param')), actorOf(c.var.user))), 200),
    )
    .openapi(resumeRoute, async (c) =>
      c.json(ok(await promotions.resume(idOf(c.req.valid('param')), actorOf(c.var.user))), 200),
    )
    .openapi(endRoute, async (c) =>
      c.json(ok(await promotions.end(idOf(c.req.valid('param')), actorOf(c.var.user))), 200),
    );
}
