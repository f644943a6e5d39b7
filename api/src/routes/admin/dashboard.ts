import { z } from '@hono/zod-openapi';
import { type AppDeps, dbOf } from '../../deps';
import { jsonResponses, ok } from '../../lib/envelope';
import { createRouter } from '../../lib/router';
import { staffOnly } from '../../middleware/roles';
import { dashboardAdmin, dashboardSchema } from '../../services/admin/dashboard-admin';
import { adminRoutes } from './admin-params';

const daysText = 'Период: целое число дней от 1 до 365';

export function adminDashboardRoutes(deps: AppDeps) {
  const dashboard = dashboardAdmin(dbOf(deps));
  const route = adminRoutes(
    deps,
    staffOnly,
  )({
    method: 'get',
    path: '/',
    summary: 'Orders and revenue per day, orders by status, best sellers, low stock and the latest orders',
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
