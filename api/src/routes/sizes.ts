import { createRoute, z } from '@hono/zod-openapi';
import { PRODUCT_TYPES } from '@shop/core';
import { type AppDeps, dbOf } from '../deps';
import { jsonResponses, ok } from '../lib/envelope';
import { createRouter } from '../lib/router';
import { activeSizes, sizeSchema } from '../services/catalog/reference-data';

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['catalog'],
  summary: 'Active sizes in their sort order, optionally of one product type',
  request: { query: z.object({ productType: z.enum(PRODUCT_TYPES).optional() }) },
  responses: jsonResponses('Sizes', z.array(sizeSchema)),
});

export function sizeRoutes(deps: AppDeps) {
  const db = dbOf(deps);
  return createRouter().openapi(listRoute, async (c) =>
    c.json(ok(await activeSizes(db, c.req.valid('query').productType)), 200),
  );
}
