import { z } from '@hono/zod-openapi';
import { type AppDeps, dbOf } from '../../deps';
import { jsonBody, jsonResponses, ok } from '../../lib/envelope';
import { createRouter } from '../../lib/router';
import { staffOnly } from '../../middleware/roles';
import { csvExports } from '../../services/admin/csv-export';
import { stockAdmin } from '../../services/admin/stock-admin';
import type { CatalogService } from '../../services/catalog/catalog-service';
import { actorOf, adminRoutes } from './admin-params';
import { orderFilterOf, orderFilterQuery } from './orders';

const csvAnswer = (description: string) => ({
  ...jsonResponses(description, z.never(), [401, 403]),
  200: { description, content: { 'text/csv': { schema: z.string() } } },
});

const today = () => new Date().toISOString().slice(0, 10);

export function adminCsvRoutes(deps: AppDeps, catalog: CatalogService) {
  const route = adminRoutes(deps, staffOnly);
  const exports = csvExports(dbOf(deps));
  const productsRoute = route({
    method: 'get',
    path: '/products.csv',
    summary:
      'Every variant with its product, stock and prices as CSV (;-separated, UTF-8 with BOM), streamed',
    responses: csvAnswer('The catalogue as CSV'),
  });
  const ordersRoute = route({
    method: 'get',
    path: '/orders.csv',
    summary:
      'The orders the list filter picks (every order without one) with buyer and totals as CSV (;-separated, UTF-8 with BOM), streamed',
    request: { query: orderFilterQuery },
    responses: csvAnswer('The orders as CSV'),
  });
  const csv = (name: string) => ({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}-${today()}.csv"`,
    'cache-control': 'no-store',
  });
  const stock = stockAdmin(dbOf(deps));
  const stockBody = jsonBody(
    z.object({
      csv: z
        .string('Вставьте содержимое CSV-файла')
        .min(1, 'Вставьте содержимое CSV-файла')
        .max(900_000, 'Файл больше 900 КБ: разбейте его на части'),
    }),
  );
  const stockResult = z
    .object({
      lines: z.number().int(),
      unchanged: z.number().int(),
      changes: z.array(
        z.object({ sku: z.string(), name: z.string(), before: z.number().int(), after: z.number().int() }),
      ),
    })
    .openapi('StockImportResult');
  const previewRoute = route({
    method: 'post',
    path: '/stock/preview',
    summary: 'What a stock CSV (SKU;Остаток) would change, without changing anything',
    request: stockBody,
    responses: jsonResponses('The changes the file would make', stockResult, [401, 403]),
  });
  const applyRoute = route({
    method: 'post',
    path: '/stock/apply',
    summary:
      'Sets the stock of every SKU of the CSV in one transaction (all or nothing), logged in the audit log',
    request: stockBody,
    responses: jsonResponses('The changes made', stockResult, [401, 403]),
  });
  return createRouter()
    .openapi(previewRoute, async (c) => c.json(ok(await stock.preview(c.req.valid('json').csv)), 200))
    .openapi(applyRoute, async (c) => {
      const result = await stock.apply(c.req.valid('json').csv, actorOf(c.var.user));
      // The storefront shows stock: its cached pages are dropped at once.
      catalog.invalidate();
      return c.json(ok(result), 200);
    })
    .openapi(productsRoute, (c) => c.body(exports.variants(), 200, csv('products')))
    .openapi(ordersRoute, (c) =>
      c.body(exports.orders(orderFilterOf(c.req.valid('query'))), 200, csv('orders')),
    );
}
