/** What the signed-in staff member may open in the back office; the admin app mirrors it in its menu. */
import { z } from '@hono/zod-openapi';
import { ADMIN_AREAS, areasFor, ROLES } from '@shop/core';
import type { AppDeps } from '../deps';
import { jsonResponses, ok } from '../lib/envelope';
import { createRouter } from '../lib/router';
import { staffOnly } from '../middleware/roles';
import { adminRoutes } from './admin/admin-params';

export function adminPermissionRoutes(deps: AppDeps) {
  const permissionsRoute = adminRoutes(
    deps,
    staffOnly,
  )({
    method: 'get',
    path: '/me/permissions',
    summary: 'The back-office areas the signed-in manager or admin may open',
    responses: jsonResponses(
      'Role and areas',
      z.object({ role: z.enum(ROLES), areas: z.array(z.enum(ADMIN_AREAS)) }),
      [401, 403],
    ),
  });
  return createRouter().openapi(permissionsRoute, (c) =>
    c.json(ok({ role: c.var.user.role, areas: areasFor(c.var.user.role) }), 200),
  );
}
