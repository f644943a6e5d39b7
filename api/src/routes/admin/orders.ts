import { createRoute, z } from '@hono/zod-openapi';
import {
  ORDER_STATUSES,
  orderAdminTexts,
  orderBulkCancelInput,
  orderRefundInput,
  orderStatusChangeInput,
} from '@shop/core';
import { type AppDeps, dbOf, outboxOf } from '../../deps';
import { jsonBody, jsonResponses, ok } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { createRouter } from '../../lib/router';
import { requireAuth } from '../../middleware/auth';
import { staffOnly } from '../../middleware/roles';
import { adminOrderListSchema, adminOrderSchema, ordersAdmin } from '../../services/admin/orders-admin';
import type { CatalogService } from '../../services/catalog/catalog-service';
import { orderMailOf } from '../../services/orders/order-letters';
import { orderRefunds } from '../../services/payments/order-refunds';
import { limitQuery, pageQuery } from '../products-params';
import { dayQuery, dayRange } from './admin-dates';
import { adminRoute } from './admin-params';

/** The orders list's filter; the orders CSV export takes the same one. */
export const orderFilterQuery = z.object({
  status: z.enum(ORDER_STATUSES, 'Неизвестный статус заказа').optional(),
  from: dayQuery.openapi({ description: 'first day (Moscow time), included' }),
  to: dayQuery.openapi({ description: 'last day (Moscow time), included' }),
  customer: z
    .string()
    .trim()
    .max(200, 'Не длиннее 200 символов')
    .optional()
    .openapi({ description: "part of the buyer's name, phone or email, or the order number" }),
});

/** The filter as the queries take it: days turned into instants, `to` before `from` refused. */
export function orderFilterOf({ status, from, to, customer }: z.infer<typeof orderFilterQuery>) {
  const range = dayRange(from, to);
  if (!range.valid) {
    throw new ApiError('VALIDATION_ERROR', orderAdminTexts.dateRange, { to: orderAdminTexts.dateRange });
  }
  return { status, from: range.start, to: range.end, customer };
}

const listQuery = orderFilterQuery.extend({
  sort: z.enum(['createdAt', 'number', 'total']).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: pageQuery,
  limit: limitQuery(20),
});

const orderIdParams = z.object({
  id: z
    .string()
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' }, example: '7d0f2f0e-5d7c-4a8e-9a57-2f1f3c1a9b10' }),
});

const bulkCancelSchema = z
  .object({
    cancelled: z.array(z.object({ id: z.string(), number: z.number().int() })),
    refused: z.array(z.object({ id: z.string(), message: z.string() })),
  })
  .openapi('OrderBulkCancel');

export function adminOrderRoutes(deps: AppDeps, catalog: Pick<CatalogService, 'invalidate'>) {
  const auth = requireAuth(deps);
  const onStockChanged = () => catalog.invalidate();
  const orders = ordersAdmin(dbOf(deps), {
    outbox: outboxOf(deps),
    onStockChanged,
    // Staff also move orders from Telegram, where no request names the shop's address: letters link PUBLIC_URL.
    mail: orderMailOf(deps, deps.config.publicUrl),
    refunds: orderRefunds({
      db: dbOf(deps),
      log: deps.log,
      outbox: outboxOf(deps),
      yookassa: deps.config.yookassa,
      canMail: deps.mailer !== undefined,
      onStockChanged,
    }),
  });

  const listRoute = createRoute({
    ...adminRoute,
    method: 'get',
    path: '/',
    summary: 'Every order, filtered by status, days and customer, sorted and paged; money in kopecks',
    middleware: [auth, staffOnly()] as const,
    request: { query: listQuery },
    responses: jsonResponses('A page of orders', adminOrderListSchema, [401, 403]),
  });
  const readRoute = createRoute({
    ...adminRoute,
    method: 'get',
    path: '/{id}',
    summary: 'One order with its lines, totals, buyer, history and the statuses it may move to',
    middleware: [auth, staffOnly()] as const,
    request: { params: orderIdParams },
    responses: jsonResponses('The order', adminOrderSchema, [401, 403, 404]),
  });
  const statusRoute = createRoute({
    ...adminRoute,
    method: 'post',
    path: '/{id}/status',
    summary:
      'Moves the order one allowed step (cancelling returns the stock); a Telegram buyer is told; 409 otherwise',
    middleware: [auth, staffOnly()] as const,
    request: { params: orderIdParams, ...jsonBody(orderStatusChangeInput) },
    responses: jsonResponses('The changed order', adminOrderSchema, [401, 403, 404, 409]),
  });

  const refundRoute = createRoute({
    ...adminRoute,
    method: 'post',
    path: '/{id}/refunds',
    summary:
      'Gives back money of a paid order: chosen lines, or everything left (and cancels it with `cancel`); a ЮKassa ' +
      'payment by its refund call, a Telegram one recorded as made by staff (`manual`); the buyer is told. 409 with ' +
      'the reason when it cannot be; 503 when ЮKassa does not answer (the refund stays pending: retry it)',
    middleware: [auth, staffOnly()] as const,
    request: { params: orderIdParams, ...jsonBody(orderRefundInput) },
    responses: jsonResponses('The order with its refunds', adminOrderSchema, [401, 403, 404, 409, 503]),
  });
  const retryRefundRoute = createRoute({
    ...adminRoute,
    method: 'post',
    path: '/{id}/refunds/{refundId}/retry',
    summary:
      'Sends a pending ЮKassa refund again: the same request under the same Idempotence-Key, never a second refund',
    middleware: [auth, staffOnly()] as const,
    request: {
      params: orderIdParams.extend({
        refundId: z.coerce
          .number()
          .int()
          .positive()
          .openapi({ param: { name: 'refundId', in: 'path' }, example: 1 }),
      }),
    },
    responses: jsonResponses('The order with its refunds', adminOrderSchema, [401, 403, 404, 409, 503]),
  });

  const bulkCancelRoute = createRoute({
    ...adminRoute,
    method: 'post',
    path: '/cancel',
    summary:
      'Cancels several orders at once (a burst of fake orders): each in its own transaction, returning its stock ' +
      'and writing its own audit entry; answers which were cancelled and why the others were not',
    middleware: [auth, staffOnly()] as const,
    request: jsonBody(orderBulkCancelInput),
    responses: jsonResponses('What was cancelled and what was not', bulkCancelSchema, [401, 403]),
  });

  return createRouter()
    .openapi(bulkCancelRoute, async (c) => {
      const { orderIds, note } = c.req.valid('json');
      const { id, name } = c.var.user;
      const result: z.infer<typeof bulkCancelSchema> = { cancelled: [], refused: [] };
      // One after another: each is the status change staff make one order at a time, so a bad one stops nothing.
      for (const orderId of new Set(orderIds)) {
        try {
          const { order } = await orders.changeStatus(orderId, { id, name }, 'cancelled', note);
          result.cancelled.push({ id: order.id, number: order.number });
        } catch (error) {
          if (!(error instanceof ApiError) || error.status >= 500) throw error;
          result.refused.push({ id: orderId, message: error.message });
        }
      }
      return c.json(ok(result), 200);
    })
    .openapi(listRoute, async (c) => {
      const { sort, direction, page, limit, ...query } = c.req.valid('query');
      const filter = orderFilterOf(query);
      return c.json(ok(await orders.list({ filter, sort, direction, page, limit })), 200);
    })
    .openapi(readRoute, async (c) => c.json(ok(await orders.read(c.req.valid('param').id)), 200))
    .openapi(refundRoute, async (c) => {
      const { id, name } = c.var.user;
      return c.json(ok(await orders.refund(c.req.valid('param').id, { id, name }, c.req.valid('json'))), 200);
    })
    .openapi(retryRefundRoute, async (c) => {
      const { id, name } = c.var.user;
      const { id: orderId, refundId } = c.req.valid('param');
      return c.json(ok(await orders.retryRefund(orderId, refundId, { id, name })), 200);
    })
    .openapi(statusRoute, async (c) => {
      const { status, note } = c.req.valid('json');
      const { id, name } = c.var.user;
      const order = await orders.changeStatus(c.req.valid('param').id, { id, name }, status, note);
      return c.json(ok(order), 200);
    });
}
