import { createRoute, z } from '@hono/zod-openapi';
import { type AppDeps, dbOf } from '../../deps';
import { jsonResponses, ok } from '../../lib/envelope';
import { createRouter } from '../../lib/router';
import { requireAuth } from '../../middleware/auth';
import { staffOnly } from '../../middleware/roles';
import { dashboardAdmin, dashboardSchema } from '../../services/admin/dashboard-admin';

const daysText = 'Период: целое число дней от 1 до 365';

export function adminDashboardRoutes(deps: AppDeps) {
  const dashboard = dashboardAdmin(dbOf(deps));
  const route = createRoute({
    tags: ['admin'],
    security: [{ bearerAuth: [] }],
    method: 'get',
    path: '/',
    summary: 'Orders and revenue per day, orders by status, best sellers, low stock and the latest orders',
    middleware: [requireAuth(deps), staffOnly()] as const,
    request: {
      query: z.object({
        days: z.coerce.number(daysText).int(daysText).min(1, daysText).max(365, daysText).default(30),
      }),
    },
    responses: jsonResponses('The dashboard', dashboardSchema, [401, 403]),
  });
  return createRouter().openapi(route, async (c) =>
    c.json(ok(await dashboard.read(c.req.valid('query').days)), 200),
  );
}
