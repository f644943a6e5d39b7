import { z } from '@hono/zod-openapi';
import { type AppDeps, dbOf } from '../deps';
import { jsonBody, jsonResponses, ok } from '../lib/envelope';
import { ApiError } from '../lib/errors';
import { createRouter } from '../lib/router';
import {
  listStockSubscriptions,
  subscribeToVariant,
  unsubscribeFromVariant,
} from '../services/catalog/stock-subscriptions';
import { productIdParam } from './products-params';
import { signedInRoutes } from './signed-in-routes';

const params = z.object({ id: productIdParam });
const code = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[\p{L}\p{N}_.\-/ ]+$/u, 'Неверный код');
const variantBody = jsonBody(z.object({ colorCode: code, sizeCode: code }));
const answer = z.object({
  variants: z.array(z.object({ colorCode: z.string(), sizeCode: z.string() })),
});

/** "Сообщить о поступлении": the signed-in buyer's waits for sold-out variants of a product. */
export function stockSubscriptionRoutes(deps: AppDeps) {
  const db = dbOf(deps);
  const route = signedInRoutes(['products'], deps);
  const path = '/{id}/stock-subscriptions';
  const productId = (id: number | null) => {
    if (id === null) throw new ApiError('NOT_FOUND', 'Товар не найден');
    return id;
  };

  const listRoute = route({
    method: 'get',
    path,
    summary: 'The colors and sizes of the product the buyer asked to hear about',
    request: { params },
    responses: jsonResponses('The waits', answer, [401, 404]),
  });
  const subscribeRoute = route({
    method: 'post',
    path,
    summary:
      'Asks the bot to write when a sold-out color and size is back: needs a Telegram-linked account (403), a variant that exists (404) and is sold out (409), at most 50 waits (429)',
    request: { params, ...variantBody },
    responses: jsonResponses('The waits, this one included', answer, [401, 403, 404, 409, 429]),
  });
  const unsubscribeRoute = route({
    method: 'delete',
    path,
    summary: 'Stops waiting for a color and size',
    request: { params, ...variantBody },
    responses: jsonResponses('The waits left', answer, [401, 404]),
  });

  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json(ok(await listStockSubscriptions(db, c.var.user.id, productId(c.req.valid('param').id))), 200),
    )
    .openapi(subscribeRoute, async (c) => {
      const ref = { productId: productId(c.req.valid('param').id), ...c.req.valid('json') };
      return c.json(ok(await subscribeToVariant(db, c.var.user.id, ref)), 200);
    })
    .openapi(unsubscribeRoute, async (c) => {
      const ref = { productId: productId(c.req.valid('param').id), ...c.req.valid('json') };
      return c.json(ok(await unsubscribeFromVariant(db, c.var.user.id, ref)), 200);
    });
}
