import { createRoute, z } from '@hono/zod-openapi';
import { sizeInput } from '@shop/core';
import { type AppDeps, dbOf } from '../../deps';
import { jsonBody, jsonResponses, ok } from '../../lib/envelope';
import { createRouter } from '../../lib/router';
import { requireAuth } from '../../middleware/auth';
import { staffOnly } from '../../middleware/roles';
import { adminSizeSchema, sizeAdmin } from '../../services/admin/reference-admin';
import type { CatalogService } from '../../services/catalog/catalog-service';
import { actorOf, adminRoute, codeParams } from './admin-params';

export function adminSizeRoutes(deps: AppDeps, catalog: CatalogService) {
  const auth = requireAuth(deps);
  const sizes = sizeAdmin(dbOf(deps), () => catalog.invalidate());

  const listRoute = createRoute({
    ...adminRoute,
    method: 'get',
    path: '/',
    summary: 'Every size, active or not, by product type and sort order',
    middleware: [auth, staffOnly()] as const,
    responses: jsonResponses('Sizes', z.array(adminSizeSchema), [401, 403]),
  });
  const createColorRoute = createRoute({
    ...adminRoute,
    method: 'post',
    path: '/',
    summary: 'Adds a size',
    middleware: [auth, staffOnly()] as const,
    request: jsonBody(sizeInput),
    responses: jsonResponses('The new size', adminSizeSchema, [401, 403, 409]),
  });
  const updateRoute = createRoute({
    ...adminRoute,
    method: 'put',
    path: '/{code}',
    summary: 'Changes a size; a new code follows into variants',
    middleware: [auth, staffOnly()] as const,
    request: { params: codeParams, ...jsonBody(sizeInput) },
    responses: jsonResponses('The changed size', adminSizeSchema, [401, 403, 404, 409]),
  });
  const deleteRoute = createRoute({
    ...adminRoute,
    method: 'delete',
    path: '/{code}',
    summary: 'Deletes a size no product uses',
    middleware: [auth, staffOnly()] as const,
    request: { params: codeParams },
    responses: jsonResponses('Deleted', z.object({ code: z.string() }), [401, 403, 404, 409]),
  });

  return createRouter()
    .openapi(listRoute, async (c) => c.json(ok(await sizes.list()), 200))
    .openapi(createColorRoute, async (c) =>
      c.json(ok(await sizes.create(c.req.valid('json'), actorOf(c.var.user))), 200),
    )
    .openapi(updateRoute, async (c) =>
      c.json(
        ok(await sizes.update(c.req.valid('param').code, c.req.valid('json'), actorOf(c.var.user))),
        200,
      ),
    )
    .openapi(deleteRoute, async (c) => {
      const { code } = c.req.valid('param');
      await sizes.remove(code, actorOf(c.var.user));
      return c.json(ok({ code }), 200);
    });
}
