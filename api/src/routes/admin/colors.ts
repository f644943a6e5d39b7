import { createRoute, z } from '@hono/zod-openapi';
import { colorInput } from '@shop/core';
import { type AppDeps, dbOf } from '../../deps';
import { jsonBody, jsonResponses, ok } from '../../lib/envelope';
import { createRouter } from '../../lib/router';
import { requireAuth } from '../../middleware/auth';
import { staffOnly } from '../../middleware/roles';
import { adminColorSchema, colorAdmin } from '../../services/admin/reference-admin';
import type { CatalogService } from '../../services/catalog/catalog-service';
import { actorOf, adminRoute, codeParams } from './admin-params';

export function adminColorRoutes(deps: AppDeps, catalog: CatalogService) {
  const auth = requireAuth(deps);
  const colors = colorAdmin(dbOf(deps), () => catalog.invalidate());

  const listRoute = createRoute({
    ...adminRoute,
    method: 'get',
    path: '/',
    summary: 'Every color, active or not, in sort order',
    middleware: [auth, staffOnly()] as const,
    responses: jsonResponses('Colors', z.array(adminColorSchema), [401, 403]),
  });
  const createColorRoute = createRoute({
    ...adminRoute,
    method: 'post',
    path: '/',
    summary: 'Adds a color',
    middleware: [auth, staffOnly()] as const,
    request: jsonBody(colorInput),
    responses: jsonResponses('The new color', adminColorSchema, [401, 403, 409]),
  });
  const updateRoute = createRoute({
    ...adminRoute,
    method: 'put',
    path: '/{code}',
    summary: 'Changes a color; a new code follows into variants and images',
    middleware: [auth, staffOnly()] as const,
    request: { params: codeParams, ...jsonBody(colorInput) },
    responses: jsonResponses('The changed color', adminColorSchema, [401, 403, 404, 409]),
  });
  const deleteRoute = createRoute({
    ...adminRoute,
    method: 'delete',
    path: '/{code}',
    summary: 'Deletes a color no product uses',
    middleware: [auth, staffOnly()] as const,
    request: { params: codeParams },
    responses: jsonResponses('Deleted', z.object({ code: z.string() }), [401, 403, 404, 409]),
  });

  return createRouter()
    .openapi(listRoute, async (c) => c.json(ok(await colors.list()), 200))
    .openapi(createColorRoute, async (c) =>
      c.json(ok(await colors.create(c.req.valid('json'), actorOf(c.var.user))), 200),
    )
    .openapi(updateRoute, async (c) =>
      c.json(
        ok(await colors.update(c.req.valid('param').code, c.req.valid('json'), actorOf(c.var.user))),
        200,
      ),
    )
    .openapi(deleteRoute, async (c) => {
      const { code } = c.req.valid('param');
      await colors.remove(code, actorOf(c.var.user));
      return c.json(ok({ code }), 200);
    });
}
