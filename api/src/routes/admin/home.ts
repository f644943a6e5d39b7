import { createRoute } from '@hono/zod-openapi';
import { homeConfigSchema } from '@shop/core';
import { type AppDeps, dbOf } from '../../deps';
import { jsonResponses, ok } from '../../lib/envelope';
import { createRouter } from '../../lib/router';
import { requireAuth } from '../../middleware/auth';
import { staffOnly } from '../../middleware/roles';
import { homeAdmin } from '../../services/admin/home-admin';
import type { CatalogService } from '../../services/catalog/catalog-service';
import { jsonBody } from './admin-params';

const staff = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** Mounted on /api/admin/home: the home page document. */
export function adminHomeRoutes(deps: AppDeps, catalog: CatalogService) {
  const home = homeAdmin(dbOf(deps), deps.log, () => catalog.invalidate());

  const readRoute = createRoute({
    ...staff,
    method: 'get',
    path: '/config',
    summary: 'The home page document with every default filled in',
    middleware: [requireAuth(deps), staffOnly()] as const,
    responses: jsonResponses('Home config', homeConfigSchema, [401, 403]),
  });
  const publishRoute = createRoute({
    ...staff,
    method: 'put',
    path: '/config',
    summary: 'Replaces and publishes the home page document; the storefront shows it on its next request',
    middleware: [requireAuth(deps), staffOnly()] as const,
    request: jsonBody(homeConfigSchema),
    responses: jsonResponses('The published home config', homeConfigSchema, [401, 403]),
  });

  return createRouter()
    .openapi(readRoute, async (c) => c.json(ok(await home.read()), 200))
    .openapi(publishRoute, async (c) =>
      c.json(ok(await home.publish(c.req.valid('json'), c.var.user.id)), 200),
    );
}
