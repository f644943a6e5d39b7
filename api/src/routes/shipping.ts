import { createRoute, z } from '@hono/zod-openapi';
import { DEFAULT_SHIPPING_REGION } from '@shop/core';
import { type AppDeps, dbOf } from '../deps';
import { jsonBody, jsonResponses, ok } from '../lib/envelope';
import { createRouter } from '../lib/router';
import {
  calculateShipping,
  shippingCalculationSchema,
  shippingMethodSchema,
  shippingMethodsFor,
  shippingSettingsFor,
  shippingSettingsSchema,
} from '../services/shipping/shipping-options';

const tags = ['shipping'];
const MAX_ORDER_VALUE_KOPECKS = 100_000_000_000;

const kopecksText = z
  .string()
  .regex(/^\d{1,12}$/, 'Введите сумму в копейках: целое неотрицательное число')
  .transform(Number)
  .pipe(z.number().int().min(0).max(MAX_ORDER_VALUE_KOPECKS));
const regionCode = z.string().regex(/^[a-z][a-z0-9_]{0,49}$/, 'Неверный код региона');

const shippingQuery = z.object({
  orderValueKopecks: kopecksText.optional().openapi({
    description: 'order value in kopecks (goods after the promocode); 0 when absent',
    example: '250000',
  }),
  region: regionCode
    .optional()
    .openapi({ description: 'region code; moscow when absent', example: 'moscow' }),
});

const queryOf = (query: z.infer<typeof shippingQuery>) => ({
  orderValueKopecks: query.orderValueKopecks ?? 0,
  region: query.region ?? DEFAULT_SHIPPING_REGION,
});

const methodsRoute = createRoute({
  method: 'get',
  path: '/methods',
  tags,
  summary: 'Shipping methods for an order value and region, with the fee each would charge (kopecks)',
  request: { query: shippingQuery },
  responses: jsonResponses(
    'Methods in the shop’s order',
    z.object({ methods: z.array(shippingMethodSchema) }),
    [404],
  ),
});

const settingsRoute = createRoute({
  method: 'get',
  path: '/settings',
  tags,
  summary: 'Methods, the free-shipping threshold and the default method’s fee for an order value (kopecks)',
  request: { query: shippingQuery },
  responses: jsonResponses('Shipping settings', shippingSettingsSchema, [404]),
});

const calculateRoute = createRoute({
  method: 'post',
  path: '/calculate',
  tags,
  summary: 'The fee of a method (the default when none is named) for a subtotal and region, in kopecks',
  request: jsonBody(
    z.object({
      subtotalKopecks: z.number().int().min(0).max(MAX_ORDER_VALUE_KOPECKS),
      region: regionCode.optional(),
      methodId: regionCode.nullable().optional(),
    }),
  ),
  responses: jsonResponses('The fee', shippingCalculationSchema, [404, 409]),
});

/** SPEC 7 "Shipping": public reads of the shop's methods; editing them belongs to the admin routes. */
export function shippingRoutes(deps: AppDeps) {
  const db = dbOf(deps);
  return createRouter()
    .openapi(methodsRoute, async (c) =>
      c.json(ok({ methods: await shippingMethodsFor(db, queryOf(c.req.valid('query'))) }), 200),
    )
    .openapi(settingsRoute, async (c) =>
      c.json(ok(await shippingSettingsFor(db, queryOf(c.req.valid('query')))), 200),
    )
    .openapi(calculateRoute, async (c) => {
      const body = c.req.valid('json');
      const calculation = await calculateShipping(db, {
        orderValueKopecks: body.subtotalKopecks,
        region: body.region ?? DEFAULT_SHIPPING_REGION,
        methodId: body.methodId ?? null,
      });
      return c.json(ok(calculation), 200);
    });
}
