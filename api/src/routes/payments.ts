/**
 * What payment providers send the shop: ЮKassa's notifications. Only ЮKassa calls this, never the shop's own
 * clients; a notification carries no signature, so it is only a hint to fetch the payment from ЮKassa's API.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { webPaymentTexts } from '@shop/core';
import { type AppDeps, dbOf, outboxOf } from '../deps';
import { jsonResponses, ok } from '../lib/envelope';
import { ApiError } from '../lib/errors';
import { createRouter } from '../lib/router';
import { yookassaNotificationSchema, yookassaPayments } from '../services/payments/yookassa-payments';

const notificationRoute = createRoute({
  method: 'post',
  path: '/yookassa/notifications',
  tags: ['payments'],
  summary: 'A ЮKassa notification (set this address in ЮKassa’s office: Интеграция → HTTP-уведомления)',
  description:
    'The payment named is fetched from ЮKassa’s API and only what the API says is recorded: paid once when it is ' +
    'the order’s amount in RUB for the order in its metadata; a wrong amount, a late or a second payment is kept for ' +
    'the staff. 400 for a body that is not a notification, 404 for a payment ЮKassa does not know, 503 when ' +
    'ЮKassa does not answer (it sends the notification again).',
  request: {
    body: { required: true, content: { 'application/json': { schema: z.looseObject({}) } } },
  },
  responses: jsonResponses(
    'The notification was checked',
    z
      .object({ outcome: z.enum(['paid', 'not-paid', 'duplicate', 'problem', 'ignored']) })
      .openapi('PaymentNotificationOutcome'),
    [404, 503],
  ),
});

export function paymentRoutes(deps: AppDeps) {
  const payments = yookassaPayments({
    db: dbOf(deps),
    log: deps.log,
    outbox: outboxOf(deps),
    config: deps.config.yookassa,
  });
  return createRouter().openapi(
    notificationRoute,
    async (c) => {
      const notification = yookassaNotificationSchema.safeParse(c.req.valid('json'));
      if (!notification.success) throw new ApiError('BAD_REQUEST', webPaymentTexts.notificationRefused);
      const outcome = await payments.handleNotification(notification.data);
      return c.json(ok({ outcome }), 200);
    },
    (result) => {
      if (result.success) return undefined;
      throw new ApiError('BAD_REQUEST', webPaymentTexts.notificationRefused);
    },
  );
}
