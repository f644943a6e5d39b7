import { createRoute } from '@hono/zod-openapi';
import { contactWidgetSettingsSchema, customerServiceSettingsSchema, storeSettingsSchema } from '@shop/core';
import { type AppDeps, dbOf } from '../deps';
import { jsonResponses, ok } from '../lib/envelope';
import { createRouter } from '../lib/router';
import { readSettings } from '../services/settings-service';

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

const publicContactWidgetSchema = contactWidgetSettingsSchema.pick({
  enabled: true,
  channels: true,
  theme: true,
  position: true,
});

const contactWidgetRoute = createRoute({
  method: 'get',
  path: '/contact-widget/public',
  tags: ['settings'],
  summary: 'The floating contact widget as the storefront shows it',
  responses: jsonResponses('Contact widget settings', publicContactWidgetSchema),
});

export function settingsRoutes(deps: AppDeps) {
  const db = dbOf(deps);
  return createRouter()
    .openapi(storeRoute, async (c) => c.json(ok(await readSettings(db, 'store', deps.log)), 200))
    .openapi(customerServiceRoute, async (c) =>
      c.json(ok(await readSettings(db, 'customer_service', deps.log)), 200),
    )
    .openapi(contactWidgetRoute, async (c) => {
      const widget = await readSettings(db, 'contact_widget', deps.log);
      return c.json(ok(publicContactWidgetSchema.parse(widget)), 200);
    });
}
