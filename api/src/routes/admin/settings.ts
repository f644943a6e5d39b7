import { contactWidgetSettingsSchema, receiptSettingsSchema, storeSettingsSchema } from '@shop/core';
import { type AppDeps, dbOf } from '../../deps';
import { ok } from '../../lib/envelope';
import { createRouter } from '../../lib/router';
import { adminOnly } from '../../middleware/roles';
import { settingsAdmin } from '../../services/admin/settings-admin';
import { actorOf, adminRoutes, documentRoutes } from './admin-params';

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
  const receipts = documentRoutes(route, '/receipts', receiptSettingsSchema, {
    read: '54-ФЗ receipts with online payments: on or off, the VAT code and tax system ЮKassa is sent',
    replace: "Replaces the receipt settings (the customer-service settings' payment.receipts)",
    answer: 'Receipt settings',
    saved: 'The saved receipt settings',
  });

  return createRouter()
    .openapi(receipts.read, async (c) => c.json(ok(await settings.readReceipts()), 200))
    .openapi(receipts.replace, async (c) =>
      c.json(ok(await settings.replaceReceipts(c.req.valid('json'), actorOf(c.var.user))), 200),
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
