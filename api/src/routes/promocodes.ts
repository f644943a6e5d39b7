import { createRoute, z } from '@hono/zod-openapi';
import { recordPromocodeCopy } from '@shop/db';
import { type AppDeps, dbOf } from '../deps';
import { jsonResponses, ok } from '../lib/envelope';
import { ApiError } from '../lib/errors';
import { createRouter } from '../lib/router';
import { clientAddress, minutesUntil, RateLimiter } from '../middleware/rate-limit';
import { requireSignInForPromocodes } from '../services/promotions/promocode-sign-in';
import { promocodeValidationSchema, validatePromocode } from '../services/promotions/promocode-validation';
import { activePromocodes, publicPromocodeSchema } from '../services/promotions/public-promocodes';
import { cartLineBody, enteredPromocode, toLineRequest } from './cart-params';
import { limitQuery } from './products-params';

const PROMOCODE_NOT_FOUND = 'Промокод не найден';

/**
 * Copies counted per address and window (per instance, see middleware/rate-limit.ts): far above what a shopper
 * copies, far below what guessing codes would need.
 */
export const promocodeCopyLimit = { limit: 30, windowMs: 10 * 60_000 };

const tooManyCopies = (minutes: number) => `Слишком много запросов. Попробуйте через ${minutes} мин.`;

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
  summary: 'Counts a copy of a code on the showcase (case-insensitive); any other code is 404',
  request: {
    params: z.object({ code: enteredPromocode.openapi({ param: { name: 'code', in: 'path' } }) }),
  },
  responses: jsonResponses('Counted', z.object({ copied: z.literal(true) }), [404, 429]),
});

/** The storefront's promocode reads and checks; applying a code to a cart belongs to the cart routes. */
export function promocodeRoutes(deps: AppDeps) {
  const db = dbOf(deps);
  const validateRoute = createRoute({
    method: 'post',
    path: '/validate/{code}',
    tags: ['promocodes'],
    summary:
      'What a code takes off the given lines (or the signed-in user’s cart), in kopecks; signed-in only',
    security: [{ bearerAuth: [] }],
    middleware: [requireSignInForPromocodes(deps)] as const,
    request: {
      params: z.object({ code: enteredPromocode.openapi({ param: { name: 'code', in: 'path' } }) }),
      body: {
        content: {
          'application/json': {
            schema: z.object({
              subtotal: z
                .number()
                .min(0)
                .optional()
                .openapi({ description: 'ignored: the subtotal is computed from catalogue prices' }),
              cartItems: z.array(cartLineBody).max(200).optional(),
            }),
          },
        },
      },
    },
    responses: jsonResponses('The code and its discount', promocodeValidationSchema, [401, 409]),
  });
  const copiesPerAddress = new RateLimiter(promocodeCopyLimit);
  return createRouter()
    .openapi(validateRoute, async (c) => {
      const { cartItems } = c.req.valid('json');
      const validation = await validatePromocode(db, {
        code: c.req.valid('param').code,
        userId: c.var.user.id,
        lines: cartItems?.map(toLineRequest),
      });
      return c.json(ok(validation), 200);
    })
    .openapi(activeRoute, async (c) =>
      c.json(ok(await activePromocodes(db, c.req.valid('query').limit)), 200),
    )
    .openapi(copyRoute, async (c) => {
      const allowed = copiesPerAddress.consume(clientAddress(c, deps.config.trustProxy));
      if (!allowed.allowed) {
        c.header('Retry-After', String(allowed.retryAfterSeconds));
        throw new ApiError('RATE_LIMITED', tooManyCopies(minutesUntil(allowed.retryAfterSeconds)));
      }
      if (!(await recordPromocodeCopy(db, c.req.valid('param').code))) {
        throw new ApiError('NOT_FOUND', PROMOCODE_NOT_FOUND);
      }
      return c.json(ok({ copied: true as const }), 200);
    });
}
