import { z } from '@hono/zod-openapi';
import { type AppDeps, dbOf } from '../../deps';
import { jsonBody, jsonResponses, ok } from '../../lib/envelope';
import { booleanQuery } from '../../lib/query-params';
import { createRouter } from '../../lib/router';
import { staffOnly } from '../../middleware/roles';
import {
  failedMessageListSchema,
  paymentProblemListSchema,
  resolutionInput,
  telegramAdmin,
  telegramSummarySchema,
} from '../../services/admin/telegram-admin';
import { limitQuery, pageQuery } from '../products-params';
import { adminRoutes } from './admin-params';

const idParams = z.object({
  id: z.coerce
    .number('Неверный номер')
    .int('Неверный номер')
    .min(1, 'Неверный номер')
    .max(Number.MAX_SAFE_INTEGER, 'Неверный номер')
    .openapi({ param: { name: 'id', in: 'path' }, example: 42 }),
});

/** The Telegram channel for staff (admin and manager): messages that did not go, and payment problems. */
export function adminTelegramRoutes(deps: AppDeps) {
  const route = adminRoutes(deps, staffOnly);
  const telegram = telegramAdmin(dbOf(deps));

  const summaryRoute = route({
    method: 'get',
    path: '/summary',
    summary: 'Messages waiting, failed and sent today, and open payment problems',
    responses: jsonResponses('The counts', telegramSummarySchema, [401, 403]),
  });
  const failedRoute = route({
    method: 'get',
    path: '/messages/failed',
    summary: 'Messages Telegram finally refused or that ran out of tries, newest first, with the reason',
    request: { query: z.object({ page: pageQuery, limit: limitQuery(20) }) },
    responses: jsonResponses('A page of messages', failedMessageListSchema, [401, 403]),
  });
  const resendRoute = route({
    method: 'post',
    path: '/messages/{id}/resend',
    summary:
      'Sends a failed message again (once its cause is fixed, e.g. the bot added back to the staff chat)',
    request: { params: idParams },
    responses: jsonResponses(
      'The message is waiting to be sent',
      z.object({ id: z.number().int(), status: z.literal('pending') }),
      [401, 403, 404],
    ),
  });
  const problemsRoute = route({
    method: 'get',
    path: '/payment-problems',
    summary:
      'Payments that did not simply pay their order (wrong sum, no order, late, extra), open ones first',
    request: { query: z.object({ open: booleanQuery, page: pageQuery, limit: limitQuery(20) }) },
    responses: jsonResponses('A page of problems', paymentProblemListSchema, [401, 403]),
  });
  const resolveRoute = route({
    method: 'post',
    path: '/payment-problems/{id}/resolve',
    summary: 'Marks a payment problem resolved with what was done; the order history records it',
    request: { params: idParams, ...jsonBody(resolutionInput) },
    responses: jsonResponses(
      'Resolved',
      z.object({ id: z.number().int(), resolved: z.literal(true) }),
      [401, 403, 404],
    ),
  });

  return createRouter()
    .openapi(summaryRoute, async (c) => c.json(ok(await telegram.summary()), 200))
    .openapi(failedRoute, async (c) => c.json(ok(await telegram.failedMessages(c.req.valid('query'))), 200))
    .openapi(resendRoute, async (c) => c.json(ok(await telegram.resend(c.req.valid('param').id)), 200))
    .openapi(problemsRoute, async (c) => {
      const { open, page, limit } = c.req.valid('query');
      return c.json(ok(await telegram.paymentProblems({ open: open ?? false, page, limit })), 200);
    })
    .openapi(resolveRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { resolution } = c.req.valid('json');
      return c.json(ok(await telegram.resolve(id, c.var.user.id, resolution)), 200);
    });
}
