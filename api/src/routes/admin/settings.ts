import { z } from '@hono/zod-openapi';
import {
  contactWidgetSettingsSchema,
  type ReceiptSettings,
  receiptSettingsSchema,
  storeSettingsSchema,
} from '@shop/core';
import { type AppDeps, dbOf } from '../../deps';
import { ok } from '../../lib/envelope';
import { createRouter } from '../../lib/router';
import { adminOnly } from '../../middleware/roles';
import { settingsAdmin } from '../../services/admin/settings-admin';
import { onlinePaymentsOf } from '../../services/payments/online-payments';
import { actorOf, adminRoutes, documentRoutes } from './admin-params';

/**
 * The receipt settings with what this instance can pay with beside them: receipts only go with ЮKassa's online
 * payments and with payments in Telegram, so the screen warns when receipts are on and there is nothing to send them with.
 */
const receiptSettingsAnswerSchema = receiptSettingsSchema.unwrap().extend({
  /** ЮKassa's keys (YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY) are set: card and СБП payments on the web and in the mini-app. */
  yookassaConfigured: z.boolean(),
  /** The bot runs with a provider token (PAYMENT_PROVIDER_TOKEN): payment in Telegram. */
  telegramPaymentsConfigured: z.boolean(),
});

/** Mounted on /api/admin/settings: the store settings, the contact widget and the receipts, for an admin. */
export function adminSettingsRoutes(deps: AppDeps) {
  const route = adminRoutes(deps, adminOnly);
  const settings = settingsAdmin(dbOf(deps), deps.log);

  const store = documentRoutes(route, '/store', storeSettingsSchema, {
    read: 'The store settings with every default filled in',
    replace: 'Replaces the store settings; missing parts take their defaults',
    answer: 'Store settings',
    saved: 'The saved store settings',
  });
  const widget = documentRoutes(route, '/contact-widget', contactWidgetSettingsSchema, {
    read: 'The contact widget settings with every default filled in',
    replace: 'Replaces the contact widget settings; missing parts take their defaults',
    answer: 'Contact widget settings',
    saved: 'The saved contact widget settings',
  });
  const receipts = documentRoutes(
    route,
    '/receipts',
    receiptSettingsSchema,
    {
      read: '54-ФЗ receipts with online payments: on or off, the VAT code and tax system ЮKassa is sent',
      replace: "Replaces the receipt settings (the customer-service settings' payment.receipts)",
      answer: 'Receipt settings',
      saved: 'The saved receipt settings',
    },
    receiptSettingsAnswerSchema,
  );
  const receiptsAnswer = (saved: ReceiptSettings) => {
    const online = onlinePaymentsOf(deps);
    return { ...saved, yookassaConfigured: online.yookassa, telegramPaymentsConfigured: online.telegram };
  };

  return createRouter()
    .openapi(receipts.read, async (c) => c.json(ok(receiptsAnswer(await settings.readReceipts())), 200))
    .openapi(receipts.replace, async (c) =>
      c.json(
        ok(receiptsAnswer(await settings.replaceReceipts(c.req.valid('json'), actorOf(c.var.user)))),
        200,
      ),
    )
    .openapi(store.read, async (c) => c.json(ok(await settings.read('store')), 200))
    .openapi(store.replace, async (c) =>
      c.json(ok(await settings.replace('store', c.req.valid('json'), actorOf(c.var.user))), 200),
    )
    .openapi(widget.read, async (c) => c.json(ok(await settings.read('contact_widget')), 200))
    .openapi(widget.replace, async (c) =>
      c.json(ok(await settings.replace('contact_widget', c.req.valid('json'), actorOf(c.var.user))), 200),
    );
}
