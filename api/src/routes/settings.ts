import { createRoute, z } from '@hono/zod-openapi';
import { customerServiceSettingsSchema, storeSettingsSchema } from '@shop/core';
import { type AppDeps, dbOf } from '../deps';
import { jsonBody, jsonResponses, ok } from '../lib/envelope';
import { createRouter } from '../lib/router';
import { adminOnly } from '../middleware/roles';
import { onlinePaymentsOf } from '../services/payments/online-payments';
import {
  publicContactWidgetSchema,
  readPublicContactWidget,
  readSettings,
  writeSettings,
} from '../services/settings-service';
import { signedInRoutes } from './signed-in-routes';

const storeRoute = createRoute({
  method: 'get',
  path: '/store',
  tags: ['settings'],
  summary: 'Store name, contacts, about texts and footer data',
  responses: jsonResponses('Store settings', storeSettingsSchema),
});

const customerServiceRoute = createRoute({
  method: 'get',
  path: '/customer-service',
  tags: ['settings'],
  summary: 'Support contacts, returns and payment terms',
  responses: jsonResponses('Customer service settings', customerServiceSettingsSchema),
});

const contactWidgetRoute = createRoute({
  method: 'get',
  path: '/contact-widget/public',
  tags: ['settings'],
  summary: 'The floating contact widget as the storefront shows it',
  responses: jsonResponses('Contact widget settings', publicContactWidgetSchema),
});

const paymentOptionsSchema = z
  .object({
    telegram: z.object({
      available: z
        .boolean()
        .openapi({ description: 'checkout may offer payment inside Telegram (mini-app only)' }),
      holdMinutes: z
        .number()
        .int()
        .openapi({ description: 'how long an unpaid order holds its goods', example: 30 }),
    }),
    yookassa: z.object({
      available: z.boolean().openapi({
        description: 'checkout may offer «Онлайн картой или СБП» through ЮKassa (web and mini-app)',
      }),
      holdMinutes: z
        .number()
        .int()
        .openapi({ description: 'how long an unpaid order holds its goods', example: 30 }),
    }),
  })
  .openapi('PaymentOptions');

const telegramRoute = createRoute({
  method: 'get',
  path: '/telegram',
  tags: ['settings'],
  summary: "The shop's bot, for links that open the mini-app (t.me/<bot>?startapp=...); null without a bot",
  responses: jsonResponses('The bot', z.object({ botUsername: z.string().nullable() })),
});

const paymentOptionsRoute = createRoute({
  method: 'get',
  path: '/payment-options',
  tags: ['settings'],
  summary:
    'Which online payments this shop takes: inside Telegram with a provider token, by card or СБП with ЮKassa keys',
  responses: jsonResponses('Payment options', paymentOptionsSchema),
});

export function settingsRoutes(deps: AppDeps) {
  const db = dbOf(deps);
  const updateStoreRoute = signedInRoutes(
    ['settings'],
    deps,
    adminOnly(),
  )({
    method: 'put',
    path: '/store',
    summary: 'Replace the store settings (admin only); missing parts take their defaults',
    request: jsonBody(storeSettingsSchema),
    responses: jsonResponses('The saved store settings', storeSettingsSchema, [401, 403]),
  });
  return createRouter()
    .openapi(updateStoreRoute, async (c) => {
      const saved = await writeSettings(db, 'store', c.req.valid('json'), c.var.user.id);
      deps.log.info('store settings saved', { userId: c.var.user.id });
      return c.json(ok(saved), 200);
    })
    .openapi(storeRoute, async (c) => c.json(ok(await readSettings(db, 'store', deps.log)), 200))
    .openapi(telegramRoute, (c) => c.json(ok({ botUsername: deps.botUsername?.() ?? null }), 200))
    .openapi(customerServiceRoute, async (c) =>
      c.json(ok(await readSettings(db, 'customer_service', deps.log)), 200),
    )
    .openapi(paymentOptionsRoute, (c) => {
      const online = onlinePaymentsOf(deps);
      const holdMinutes = deps.config.paymentHoldMinutes;
      return c.json(
        ok({
          telegram: { available: online.telegram, holdMinutes },
          yookassa: { available: online.yookassa, holdMinutes },
        }),
        200,
      );
    })
    .openapi(contactWidgetRoute, async (c) => c.json(ok(await readPublicContactWidget(db, deps.log)), 200));
}
