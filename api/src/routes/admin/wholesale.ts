import { z } from '@hono/zod-openapi';
import {
  addDays,
  recordIdText,
  shopDayOf,
  wholesaleAdminTexts,
  wholesaleBulkInput,
  wholesaleSettingsInput,
  wholesaleTermsInput,
} from '@shop/core';
import { type AppDeps, dbOf } from '../../deps';
import { jsonBody, jsonResponses, ok } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { booleanQuery } from '../../lib/query-params';
import { createRouter } from '../../lib/router';
import { adminOnly, staffOnly } from '../../middleware/roles';
import {
  wholesaleAdmin,
  wholesaleAnalyticsSchema,
  wholesaleBulkResultSchema,
  wholesaleProductListSchema,
} from '../../services/admin/wholesale-admin';
import type { CatalogService } from '../../services/catalog/catalog-service';
import { limitQuery, pageQuery } from '../products-params';
import { dayQuery, dayRange } from './admin-dates';
import { actorOf, adminRoutes, documentRoutes, numericIdParams } from './admin-params';

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;

const listQuery = z.object({
  search: z.string().trim().max(200).optional(),
  categoryId: recordIdText().optional(),
  wholesale: booleanQuery.openapi({ description: 'true: offered wholesale (available and enabled)' }),
  page: pageQuery,
  limit: limitQuery(20),
});

const analyticsQuery = z.object({ from: dayQuery, to: dayQuery });

/** Today and the day `days - 1` before it, as the shop's calendar days. */
function lastDays(days: number, now = Date.now()) {
  const today = shopDayOf(now);
  return { from: addDays(today, -(days - 1)), to: today };
}

/** Mounted on /api/admin/wholesale: the settings (admin), the products' terms and the analytics (staff). */
export function adminWholesaleRoutes(deps: AppDeps, catalog: CatalogService) {
  const adminOnlyRoute = adminRoutes(deps, adminOnly);
  const staffRoute = adminRoutes(deps, staffOnly);
  const wholesale = wholesaleAdmin(dbOf(deps), deps.log, () => catalog.invalidate());

  const settings = documentRoutes(adminOnlyRoute, '/settings', wholesaleSettingsInput, {
    read: 'The retail/wholesale rules and the bundle settings, every default filled in',
    replace:
      'Replaces both wholesale settings documents in one transaction; the storefront reads them at once',
    answer: 'Wholesale settings',
    saved: 'The saved wholesale settings',
  });
  const listRoute = staffRoute({
    method: 'get',
    path: '/products',
    summary: 'Products with their wholesale terms, searched, filtered and paged; money in kopecks',
    request: { query: listQuery },
    responses: jsonResponses('A page of products', wholesaleProductListSchema, [401, 403]),
  });
  const bulkRoute = staffRoute({
    method: 'post',
    path: '/products/bulk',
    summary: 'Applies one wholesale change to many products in one transaction (all or none)',
    request: jsonBody(wholesaleBulkInput),
    responses: jsonResponses('How many products changed', wholesaleBulkResultSchema, [401, 403, 404]),
  });
  const termsRoute = staffRoute({
    method: 'put',
    path: '/products/{id}',
    summary: "Replaces one product's wholesale terms",
    request: { params: numericIdParams, ...jsonBody(wholesaleTermsInput) },
    responses: jsonResponses('Done', wholesaleBulkResultSchema, [401, 403, 404]),
  });
  const analyticsRoute = staffRoute({
    method: 'get',
    path: '/analytics',
    summary:
      'Wholesale orders and revenue per day, by bundle type, the top bundles and the share of all revenue',
    request: { query: analyticsQuery },
    responses: jsonResponses('Wholesale analytics', wholesaleAnalyticsSchema, [401, 403]),
  });

  return createRouter()
    .openapi(settings.read, async (c) => c.json(ok(await wholesale.readSettings()), 200))
    .openapi(settings.replace, async (c) =>
      c.json(ok(await wholesale.replaceSettings(c.req.valid('json'), actorOf(c.var.user))), 200),
    )
    .openapi(listRoute, async (c) => {
      const { page, limit, ...filter } = c.req.valid('query');
      return c.json(ok(await wholesale.list(filter, page, limit)), 200);
    })
    .openapi(bulkRoute, async (c) => {
      const { productIds, change } = c.req.valid('json');
      return c.json(ok({ updated: await wholesale.bulk(productIds, change, actorOf(c.var.user)) }), 200);
    })
    .openapi(termsRoute, async (c) => {
      await wholesale.replaceTerms(c.req.valid('param').id, c.req.valid('json'), actorOf(c.var.user));
      return c.json(ok({ updated: 1 }), 200);
    })
    .openapi(analyticsRoute, async (c) => {
      const query = c.req.valid('query');
      const fallback = lastDays(30);
      const from = query.from ?? (query.to ? addDays(query.to, -29) : fallback.from);
      const to = query.to ?? fallback.to;
      const range = dayRange(from, to);
      if (!range.valid || !range.start || !range.end) {
        throw new ApiError('VALIDATION_ERROR', wholesaleAdminTexts.dateRange, {
          to: wholesaleAdminTexts.dateRange,
        });
      }
      if (range.end.getTime() - range.start.getTime() > MAX_DAYS * DAY_MS) {
        throw new ApiError('VALIDATION_ERROR', wholesaleAdminTexts.periodTooLong, {
          from: wholesaleAdminTexts.periodTooLong,
        });
      }
      return c.json(ok(await wholesale.analytics({ from, to, start: range.start, end: range.end })), 200);
    });
}
