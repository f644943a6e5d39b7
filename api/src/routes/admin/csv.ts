import { createRoute, z } from '@hono/zod-openapi';
import { type AppDeps, dbOf } from '../../deps';
import { jsonResponses } from '../../lib/envelope';
import { createRouter } from '../../lib/router';
import { requireAuth } from '../../middleware/auth';
import { staffOnly } from '../../middleware/roles';
import { csvExports } from '../../services/admin/csv-export';

const csvAnswer = (description: string) => ({
  ...jsonResponses(description, z.never(), [401, 403]),
  200: { description, content: { 'text/csv': { schema: z.string() } } },
});

const today = () => new Date().toISOString().slice(0, 10);

export function adminCsvRoutes(deps: AppDeps) {
  const exports = csvExports(dbOf(deps));
  const auth = requireAuth(deps);
  const productsRoute = createRoute({
    tags: ['admin'],
    security: [{ bearerAuth: [] }],
    method: 'get',
    path: '/products.csv',
    summary:
      'Every variant with its product, stock and prices as CSV (;-separated, UTF-8 with BOM), streamed',
    middleware: [auth, staffOnly()] as const,
    responses: csvAnswer('The catalogue as CSV'),
  });
  const ordersRoute = createRoute({
    tags: ['admin'],
    security: [{ bearerAuth: [] }],
    method: 'get',
    path: '/orders.csv',
    summary: 'Every order with its buyer and totals as CSV (;-separated, UTF-8 with BOM), streamed',
    middleware: [auth, staffOnly()] as const,
    responses: csvAnswer('The orders as CSV'),
  });
  const csv = (name: string) => ({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}-${today()}.csv"`,
    'cache-control': 'no-store',
  });
  return createRouter()
    .openapi(productsRoute, (c) => c.body(exports.variants(), 200, csv('products')))
    .openapi(ordersRoute, (c) => c.body(exports.orders(), 200, csv('orders')));
}
