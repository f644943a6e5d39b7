import { z } from '@hono/zod-openapi';
import { ROLES, userRoleInput, userTelegramInput } from '@shop/core';
import { type AppDeps, dbOf } from '../../deps';
import { jsonBody, jsonResponses, ok } from '../../lib/envelope';
import { booleanQuery } from '../../lib/query-params';
import { createRouter } from '../../lib/router';
import { adminOnly } from '../../middleware/roles';
import { adminUserListSchema, adminUserSchema, usersAdmin } from '../../services/admin/users-admin';
import { limitQuery, pageQuery } from '../products-params';
import { adminRoutes } from './admin-params';

const listQuery = z.object({
  search: z
    .string()
    .trim()
    .max(200, 'Не длиннее 200 символов')
    .optional()
    .openapi({ description: 'part of the name, email, phone, username or Telegram username' }),
  role: z.enum(ROLES, 'Неизвестная роль').optional(),
  blocked: booleanQuery,
  page: pageQuery,
  limit: limitQuery(20),
});

const userIdParams = z.object({
  id: z
    .string()
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' }, example: '7d0f2f0e-5d7c-4a8e-9a57-2f1f3c1a9b10' }),
});

export function adminUserRoutes(deps: AppDeps) {
  const route = adminRoutes(deps, adminOnly);
  const users = usersAdmin(dbOf(deps));
  const userAnswer = (description: string) =>
    jsonResponses(description, adminUserSchema, [401, 403, 404, 409]);

  const listRoute = route({
    method: 'get',
    path: '/',
    summary: 'Customers and staff, searched and filtered by role and blocking, newest first (admin only)',
    request: { query: listQuery },
    responses: jsonResponses('A page of people', adminUserListSchema, [401, 403]),
  });
  const roleRoute = route({
    method: 'post',
    path: '/{id}/role',
    summary: 'Changes the role; the last admin who can sign in cannot be demoted (409)',
    request: { params: userIdParams, ...jsonBody(userRoleInput) },
    responses: userAnswer('The person'),
  });
  const blockRoute = route({
    method: 'post',
    path: '/{id}/block',
    summary: 'Blocks sign-in, refresh and every call of the person (403); never oneself or the last admin',
    request: { params: userIdParams },
    responses: userAnswer('The person'),
  });
  const unblockRoute = route({
    method: 'post',
    path: '/{id}/unblock',
    summary: 'Lets a blocked person in again',
    request: { params: userIdParams },
    responses: userAnswer('The person'),
  });

  const telegramRoute = route({
    method: 'post',
    path: '/{id}/telegram',
    summary:
      'Links the account to a Telegram user id (null unlinks): a linked admin or manager can confirm and cancel orders from the staff chat; an id another account holds is refused (409)',
    request: { params: userIdParams, ...jsonBody(userTelegramInput) },
    responses: userAnswer('The person'),
  });

  return createRouter()
    .openapi(listRoute, async (c) => {
      const { search, role, blocked, page, limit } = c.req.valid('query');
      return c.json(ok(await users.list({ filter: { search, role, blocked }, page, limit })), 200);
    })
    .openapi(roleRoute, async (c) => {
      const { id, name } = c.var.user;
      return c.json(
        ok(await users.changeRole(c.req.valid('param').id, { id, name }, c.req.valid('json').role)),
        200,
      );
    })
    .openapi(blockRoute, async (c) => {
      const { id, name } = c.var.user;
      return c.json(ok(await users.setBlocked(c.req.valid('param').id, { id, name }, true)), 200);
    })
    .openapi(unblockRoute, async (c) => {
      const { id, name } = c.var.user;
      return c.json(ok(await users.setBlocked(c.req.valid('param').id, { id, name }, false)), 200);
    })
    .openapi(telegramRoute, async (c) => {
      const { id, name } = c.var.user;
      const { telegramId } = c.req.valid('json');
      return c.json(ok(await users.setTelegramId(c.req.valid('param').id, { id, name }, telegramId)), 200);
    });
}
