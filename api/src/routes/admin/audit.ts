import { z } from '@hono/zod-openapi';
import { orderAdminTexts } from '@shop/core';
import { type AppDeps, dbOf } from '../../deps';
import { jsonResponses, ok } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { createRouter } from '../../lib/router';
import { adminOnly } from '../../middleware/roles';
import { auditAdmin, STAFF_CHANGE_ENTITIES, staffChangeListSchema } from '../../services/admin/audit-admin';
import { limitQuery, pageQuery } from '../products-params';
import { dayQuery, dayRange } from './admin-dates';
import { adminRoutes } from './admin-params';

const listQuery = z.object({
  entity: z.enum(STAFF_CHANGE_ENTITIES, 'Неизвестный вид записи').optional(),
  entityId: z.string().trim().max(64, 'Не длиннее 64 символов').optional(),
  actorId: z.uuid('Неверный идентификатор сотрудника').optional(),
  from: dayQuery,
  to: dayQuery,
  page: pageQuery,
  limit: limitQuery(50),
});

export function adminAuditRoutes(deps: AppDeps) {
  const audit = auditAdmin(dbOf(deps));
  const route = adminRoutes(
    deps,
    adminOnly,
  )({
    method: 'get',
    path: '/',
    summary: 'The audit log of staff changes, newest first, filtered by record, person and days (admin only)',
    request: { query: listQuery },
    responses: jsonResponses('A page of changes', staffChangeListSchema, [401, 403]),
  });
  return createRouter().openapi(route, async (c) => {
    const { entity, entityId, actorId, from, to, page, limit } = c.req.valid('query');
    const range = dayRange(from, to);
    if (!range.valid) {
      throw new ApiError('VALIDATION_ERROR', orderAdminTexts.dateRange, { to: orderAdminTexts.dateRange });
    }
    const filter = { entity, entityId, actorId, from: range.start, to: range.end };
    return c.json(ok(await audit.list({ filter, page, limit })), 200);
  });
}
