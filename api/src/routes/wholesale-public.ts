import { createRoute, z } from '@hono/zod-openapi';
import {
  bundleSettingsSchema,
  bundleTypes,
  MAX_BUNDLE_QUANTITY,
  recordId,
  recordIdText,
  SHORTAGE_TYPES,
} from '@shop/core';
import { type AppDeps, dbOf } from '../deps';
import { jsonBody, jsonResponses, ok } from '../lib/envelope';
import { createRouter } from '../lib/router';
import {
  publicRetailSettingsSchema,
  readPublicRetailSettings,
  readSettings,
} from '../services/settings-service';
import { analyzeProductShortage } from '../services/wholesale/shortage-service';

const tags = ['wholesale'];

const retailSettingsRoute = createRoute({
  method: 'get',
  path: '/public-retail-settings',
  tags,
  summary: 'Retail and wholesale rules the storefront applies (quantities, display, business rules)',
  responses: jsonResponses('Retail/wholesale settings', publicRetailSettingsSchema),
});

const retailSettingsFallbackRoute = createRoute({
  method: 'get',
  path: '/retail-settings',
  tags,
  summary: 'The same retail/wholesale rules, where a client falls back when the public call fails (SPEC 7)',
  responses: jsonResponses('Retail/wholesale settings', publicRetailSettingsSchema),
});

const bundleSettingsRoute = createRoute({
  method: 'get',
  path: '/bundle-settings',
  tags,
  summary: 'Which wholesale bundle types are offered',
  responses: jsonResponses('Bundle settings', bundleSettingsSchema),
});

const code = z.string().trim().min(1).max(32);
// A set's variant goes up to the bundle quantity; the individual bundle's rows keep to 1..50 in the dialog.
const variantLine = z.object({
  colorCode: code,
  sizeCode: code,
  quantity: z.number().int().min(1).max(MAX_BUNDLE_QUANTITY),
});
const heldLine = z.object({
  colorCode: code,
  sizeCode: code,
  quantity: z.number().int().min(1).max(100_000),
});
const located = { colorCode: z.string(), sizeCode: z.string() };
const bundleVariant = z.object({ ...located, quantity: z.number().int() });

const shortageRequest = z.object({
  productId: z.union([recordId(), recordIdText()]),
  bundleType: z.enum(bundleTypes),
  selection: z
    .object({
      variants: z.array(variantLine).max(100).optional(),
      color: code.optional(),
      size: code.optional(),
    })
    .optional(),
  requestedQuantity: z.number().int().min(1).max(100),
  inCart: z
    .array(heldLine)
    .max(500)
    .optional()
    .openapi({ description: 'what the buyer’s cart already holds of this product (every line)' }),
});

const shortageAnalysisSchema = z
  .object({
    type: z.enum(SHORTAGE_TYPES),
    originalRequest: z.object({
      bundleType: z.enum(['color_set', 'size_set', 'full_set', 'custom']),
      totalItems: z.number().int(),
      requestedQuantity: z.number().int(),
    }),
    availability: z.array(
      z.object({
        ...located,
        requested: z.number().int(),
        available: z.number().int(),
        shortage: z.number().int(),
        maxPossible: z.number().int(),
        canFulfill: z.boolean(),
      }),
    ),
    shortages: z.array(
      z.object({ ...located, shortage: z.number().int(), impact: z.number().min(0).max(1) }),
    ),
    partialTotalItems: z.number().int(),
    maxPossibleBundle: z.object({
      totalItems: z.number().int(),
      maintainsMinimum: z.boolean(),
      adjustmentStrategy: z.enum(['NONE', 'PROPORTIONAL']),
      items: z.array(bundleVariant),
      itemLoss: z.number(),
      acceptable: z.boolean(),
    }),
    alternatives: z.array(
      z.object({
        description: z.string(),
        estimatedItems: z.number().int(),
        confidence: z.number(),
        type: z.enum(bundleTypes),
        color: z.string().optional(),
        size: z.string().optional(),
        quantity: z.number().int(),
      }),
    ),
    recommendations: z.array(
      z.object({ type: z.enum(['SUCCESS', 'ADJUSTMENT', 'PARTIAL', 'ALTERNATIVE']), message: z.string() }),
    ),
    minimum: z.number().int(),
  })
  .openapi('ShortageAnalysis');

const analyzeShortageRoute = createRoute({
  method: 'post',
  path: '/analyze-shortage',
  tags,
  summary: 'What the stock of the moment can fill of a wholesale bundle, before the buyer pays',
  request: jsonBody(shortageRequest),
  responses: jsonResponses('The shortage analysis', shortageAnalysisSchema, [404, 409]),
});

/** The public wholesale calls; admin wholesale routes live in their own module. */
export function wholesalePublicRoutes(deps: AppDeps) {
  const db = dbOf(deps);
  return createRouter()
    .openapi(retailSettingsRoute, async (c) => c.json(ok(await readPublicRetailSettings(db, deps.log)), 200))
    .openapi(retailSettingsFallbackRoute, async (c) =>
      c.json(ok(await readPublicRetailSettings(db, deps.log)), 200),
    )
    .openapi(bundleSettingsRoute, async (c) => c.json(ok(await readSettings(db, 'bundle', deps.log)), 200))
    .openapi(analyzeShortageRoute, async (c) =>
      c.json(ok(await analyzeProductShortage(db, deps.log, c.req.valid('json'))), 200),
    );
}
