import { createRoute, z } from '@hono/zod-openapi';
import { recordPromocodeCopy } from '@shop/db';
import { type AppDeps, dbOf } from '../deps';
import { jsonResponses, ok } from '../lib/envelope';
import { ApiError } from '../lib/errors';
import { createRouter } from '../lib/router';
import { activePromocodes, publicPromocodeSchema } from '../services/promotions/public-promocodes';
import { limitQuery } from './products-params';

const PROMOCODE_NOT_FOUND = 'Промокод не найден';

const activeRoute = createRoute({
  method: 'get',
  path: '/active',
  tags: ['promocodes'],
  summary: 'Public codes that can be used now (active, started, not expired, not used up)',
  request: { query: z.object({ limit: limitQuery(4, 50) }) },
  responses: jsonResponses('Promocodes, soonest expiry first', z.array(publicPromocodeSchema)),
});

const copyRoute = createRoute({
  method: 'post',
  path: '/{code}/copy',
  tags: ['promocodes'],
  summary: 'Counts a copy of the code from the showcase (case-insensitive)',
  request: {
    params: z.object({
      code: z
        .string()
        .min(1)
        .max(64)
        .openapi({ param: { name: 'code', in: 'path' }, example: 'WELCOME10' }),
    }),
  },
  responses: jsonResponses('Counted', z.object({ copied: z.literal(true) }), [404]),
});

/** The storefront's promocode reads; applying a code to a cart belongs to the cart routes. */
export function promocodeRoutes(deps: AppDeps) {
  const db = dbOf(deps);
  return createRouter()
    .openapi(activeRoute, async (c) =>
      c.json(ok(await activePromocodes(db, c.req.valid('query').limit)), 200),
    )
    .openapi(copyRoute, async (c) => {
      if (!(await recordPromocodeCopy(db, c.req.valid('param').code))) {
        throw new ApiError('NOT_FOUND', PROMOCODE_NOT_FOUND);
      }
      return c.json(ok({ copied: true as const }), 200);
    });
}
