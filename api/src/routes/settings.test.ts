import { defaultStoreSettings } from '@shop/core';
import { saveSettingsValue } from '@shop/db';
import { testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestApp, json, type TestApp } from '../testing/test-app';

describe.each(testDatabaseKinds())('settings on %s', (kind) => {
  let t: TestApp;
  const save = (key: Parameters<typeof saveSettingsValue>[1], value: Record<string, unknown>) =>
    saveSettingsValue(t.deps.database.db, key, value, null);
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("names the shop's bot for links that open the mini-app, and null without one", async () => {
    expect((await json(await t.app.request('/api/settings/telegram'))).data).toEqual({ botUsername: null });
    // The app as the server builds it once the bot has started.
    const withBot = createApp({ ...t.deps, botUsername: () => 'lastochka_shop_bot' }).app;
    const body = await json(await withBot.request('/api/settings/telegram'));
    expect(body.data).toEqual({ botUsername: 'lastochka_shop_bot' });
  });

  it('serves the built-in defaults when nothing is stored', async () => {
    const body = await json(await t.app.request('/api/settings/store'));
    expect(body.data.storeName).toBe(defaultStoreSettings.storeName);
  });

  it('serves the stored store settings', async () => {
    await save('store', { storeName: 'Ласточка', contact: { phone: '+7 (495) 123-45-67' } });
    const body = await json(await t.app.request('/api/settings/store'));
    expect(body.success).toBe(true);
    expect(body.data.storeName).toBe('Ласточка');
    expect(body.data.contact.phone).toBe('+7 (495) 123-45-67');
  });

  it('serves the defaults and logs a warning when the stored document is broken', async () => {
    await save('customer_service', { returns: { periodDays: 'many' } });
    const response = await t.app.request('/api/settings/customer-service');
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.data.returns.periodDays).toBe(14);
    const warnings = t.logLines.map((line) => JSON.parse(line).msg as string);
    expect(warnings.some((msg) => msg.includes('settings "customer_service" do not match'))).toBe(true);
  });

  it('serves only the public part of the contact widget', async () => {
    await save('contact_widget', {
      enabled: true,
      channels: { telegram: { enabled: true, username: 'lastochka_shop' } },
    });
    const body = await json(await t.app.request('/api/settings/contact-widget/public'));
    expect(Object.keys(body.data).sort()).toEqual(['channels', 'enabled', 'position', 'theme']);
    expect(body.data.enabled).toBe(true);
    expect(body.data.channels.telegram.username).toBe('lastochka_shop');
  });
});
