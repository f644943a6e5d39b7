/** One variant's stock by SKU: read and set by staff (the staff mode in Telegram); the CSV import sets many. */
import { z } from '@hono/zod-openapi';
import { MAX_STOCK, stockQuantityText as stockText } from '@shop/core';
import { type AppDeps, dbOf } from '../../deps';
import { jsonBody, jsonResponses, ok } from '../../lib/envelope';
import { createRouter } from '../../lib/router';
import { staffOnly } from '../../middleware/roles';
import { stockAdmin } from '../../services/admin/stock-admin';
import type { CatalogService } from '../../services/catalog/catalog-service';
import { actorOf, adminRoutes } from './admin-params';

const skuParams = z.object({
  sku: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'sku', in: 'path' }, example: 'DRS-012-BLK-M' }),
});

const variantStockSchema = z
  .object({ sku: z.string(), name: z.string(), quantity: z.number().int() })
  .openapi('VariantStock');

export function adminStockRoutes(deps: AppDeps, catalog: Pick<CatalogService, 'invalidate'>) {
  const route = adminRoutes(deps, staffOnly);
  const stock = stockAdmin(dbOf(deps));
  const readRoute = route({
    method: 'get',
    path: '/{sku}',
    summary: "A variant's stock with its product's name",
    request: { params: skuParams },
    responses: jsonResponses('The variant', variantStockSchema, [401, 403, 404]),
  });
  const setRoute = route({
    method: 'put',
    path: '/{sku}',
    summary: "Sets a variant's stock, logged in the audit log when it changes",
    request: {
      params: skuParams,
      ...jsonBody(
        z.object({
          quantity: z.number(stockText).int(stockText).min(0, stockText).max(MAX_STOCK, stockText),
        }),
      ),
    },
    responses: jsonResponses('The variant as it now is', variantStockSchema, [401, 403, 404]),
  });
  return createRouter()
    .openapi(readRoute, async (c) => c.json(ok(await stock.read(c.req.valid('param').sku)), 200))
    .openapi(setRoute, async (c) => {
      const { sku } = c.req.valid('param');
      const variant = await stock.set(sku, c.req.valid('json').quantity, actorOf(c.var.user));
      // The storefront shows stock: its cached pages are dropped at once.
      catalog.invalidate();
      return c.json(ok(variant), 200);
    });
}
