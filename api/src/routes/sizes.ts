import { createRoute, z } from '@hono/zod-openapi';
import { listActiveSizes } from '@shop/db';
import { type AppDeps, dbOf } from '../deps';
import { jsonResponses, ok } from '../lib/envelope';
import { createRouter } from '../lib/router';

const productTypes = ['clothing', 'footwear', 'accessories'] as const;

const sizeSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    productType: z.enum(productTypes),
    sortOrder: z.number().int(),
  })
  .openapi('Size');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['catalog'],
  summary: 'Active sizes in their sort order, optionally of one product type',
  request: { query: z.object({ productType: z.enum(productTypes).optional() }) },
  responses: jsonResponses('Sizes', z.array(sizeSchema)),
});

export function sizeRoutes(deps: AppDeps) {
  const db = dbOf(deps);
  return createRouter().openapi(listRoute, async (c) => {
    const { productType } = c.req.valid('query');
    const rows = await listActiveSizes(db, productType ? { productType } : {});
    return c.json(
      ok(
        rows.map((row) => ({
          code: row.code,
          name: row.name.ru,
          productType: row.productType,
          sortOrder: row.sortOrder,
        })),
      ),
      200,
    );
  });
}
