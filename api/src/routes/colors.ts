import { createRoute, z } from '@hono/zod-openapi';
import { type AppDeps, dbOf } from '../deps';
import { jsonResponses, ok } from '../lib/envelope';
import { createRouter } from '../lib/router';
import {
  activeColorMapping,
  activeColors,
  colorMappingSchema,
  colorSchema,
} from '../services/catalog/reference-data';

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['catalog'],
  summary: 'Active colors in their sort order',
  responses: jsonResponses('Colors', z.array(colorSchema)),
});

const mappingRoute = createRoute({
  method: 'get',
  path: '/mapping',
  tags: ['catalog'],
  summary: 'Color lookups for the storefront (code to hex and name, name to hex)',
  responses: jsonResponses('Color mapping', colorMappingSchema),
});

export function colorRoutes(deps: AppDeps) {
  const db = dbOf(deps);
  return createRouter()
    .openapi(listRoute, async (c) => c.json(ok(await activeColors(db)), 200))
    .openapi(mappingRoute, async (c) => c.json(ok(await activeColorMapping(db)), 200));
}
