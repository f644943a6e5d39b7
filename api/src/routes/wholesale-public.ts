import { createRoute } from '@hono/zod-openapi';
import { bundleSettingsSchema } from '@shop/core';
import { type AppDeps, dbOf } from '../deps';
import { jsonResponses, ok } from '../lib/envelope';
import { createRouter } from '../lib/router';
import {
  publicRetailSettingsSchema,
  readPublicRetailSettings,
  readSettings,
} from '../services/settings-service';

const retailSettingsRoute = createRoute({
  method: 'get',
  path: '/public-retail-settings',
  tags: ['wholesale'],
  summary: 'Retail and wholesale rules the storefront applies (quantities, display, business rules)',
  responses: jsonResponses('Retail/wholesale settings', publicRetailSettingsSchema),
});

const bundleSettingsRoute = createRoute({
  method: 'get',
  path: '/bundle-settings',
  tags: ['wholesale'],
  summary: 'Which wholesale bundle types are offered',
  responses: jsonResponses('Bundle settings', bundleSettingsSchema),
});

/** The public wholesale reads; admin wholesale routes live in their own module. */
export function wholesalePublicRoutes(deps: AppDeps) {
  const db = dbOf(deps);
  return createRouter()
    .openapi(retailSettingsRoute, async (c) => c.json(ok(await readPublicRetailSettings(db, deps.log)), 200))
    .openapi(bundleSettingsRoute, async (c) => c.json(ok(await readSettings(db, 'bundle', deps.log)), 200));
}
