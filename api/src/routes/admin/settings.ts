import { contactWidgetSettingsSchema, receiptSettingsSchema, storeSettingsSchema } from '@shop/core';
import { type AppDeps, dbOf } from '../../deps';
import { jsonBody, jsonResponses, ok } from '../../lib/envelope';
import { createRouter } from '../../lib/router';
import { adminOnly } from '../../middleware/roles';
import { settingsAdmin } from '../../services/admin/settings-admin';
import { adminRoutes } from './admin-params';

/** Mounted on /api/admin/settings: the store settings, the contact widget and the receipts, for an admin. */
export function adminSettingsRoutes(deps: AppDeps) {
  const route = adminRoutes(deps, adminOnly);
  const settings = settingsAdmin(dbOf(deps), deps.log);

  const readStoreRoute = route({
    method: 'get',
    path: '/store',
    summary: 'The store settings with every default filled in',
    responses: jsonResponses('Store settings', storeSettingsSchema, [401, 403]),
  });
  const replaceStoreRoute = route({
    method: 'put',
    path: '/store',
    summary: 'Replaces the store settings; missing parts take their defaults',
    request: jsonBody(storeSettingsSchema),
    responses: jsonResponses('The saved store settings', storeSettingsSchema, [401, 403]),
  });
  const readWidgetRoute = route({
    method: 'get',
    path: '/contact-widget',
    summary: 'The contact widget settings with every default filled in',
    responses: jsonResponses('Contact widget settings', contactWidgetSettingsSchema, [401, 403]),
  });
  const replaceWidgetRoute = route({
    method: 'put',
    path: '/contact-widget',
    summary: 'Replaces the contact widget settings; missing parts take their defaults',
    request: jsonBody(contactWidgetSettingsSchema),
    responses: jsonResponses('The saved contact widget settings', contactWidgetSettingsSchema, [401, 403]),
  });
  const readReceiptsRoute = route({
    method: 'get',
    path: '/receipts',
    summary: '54-ФЗ receipts with online payments: on or off, the VAT code and tax system ЮKassa is sent',
    responses: jsonResponses('Receipt settings', receiptSettingsSchema, [401, 403]),
  });
  const replaceReceiptsRoute = route({
    method: 'put',
    path: '/receipts',
    summary: "Replaces the receipt settings (the customer-service settings' payment.receipts)",
    request: jsonBody(receiptSettingsSchema),
    responses: jsonResponses('The saved receipt settings', receiptSettingsSchema, [401, 403]),
  });

  return createRouter()
    .openapi(readReceiptsRoute, async (c) => c.json(ok(await settings.readReceipts()), 200))
    .openapi(replaceReceiptsRoute, async (c) =>
      c.json(ok(await settings.replaceReceipts(c.req.valid('json'), c.var.user.id)), 200),
    )
    .openapi(readStoreRoute, async (c) => c.json(ok(await settings.read('store')), 200))
    .openapi(replaceStoreRoute, async (c) =>
      c.json(ok(await settings.replace('store', c.req.valid('json'), c.var.user.id)), 200),
    )
    .openapi(readWidgetRoute, async (c) => c.json(ok(await settings.read('contact_widget')), 200))
    .openapi(replaceWidgetRoute, async (c) =>
      c.json(ok(await settings.replace('contact_widget', c.req.valid('json'), c.var.user.id)), 200),
    );
}
