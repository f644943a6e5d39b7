import { createRoute, z } from '@hono/zod-openapi';
import { bundleSettingsSchema, kopecksToRoubles, retailWholesaleSettingsSchema } from '@shop/core';
import { type AppDeps, dbOf } from '../deps';
import { jsonResponses, ok } from '../lib/envelope';
import { createRouter } from '../lib/router';
import { readSettings } from '../services/settings-service';

const retailSettingsRoute = createRoute({
  method: 'get',
  path: '/public-retail-settings',
  tags: ['wholesale'],
  summary: 'Retail and wholesale rules the storefront applies (quantities, display, business rules)',
  responses: jsonResponses(
    'Retail/wholesale settings',
    retailWholesaleSettingsSchema.and(
      z.object({
        minimumOrderValue: z.number().openapi({ description: 'roubles (minimumOrderValueKopecks / 100)' }),
      }),
    ),
  ),
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
    .openapi(retailSettingsRoute, async (c) => {
      const settings = await readSettings(db, 'retail_wholesale', deps.log);
      return c.json(
        ok({ ...settings, minimumOrderValue: kopecksToRoubles(settings.minimumOrderValueKopecks) }),
        200,
      );
    })
    .openapi(bundleSettingsRoute, async (c) => c.json(ok(await readSettings(db, 'bundle', deps.log)), 200));
}
