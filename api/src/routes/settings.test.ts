import { defaultStoreSettings } from '@shop/core';
import { saveSettingsValue } from '@shop/db';
import { testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../testing/test-app';

describe.each(testDatabaseKinds())('settings on %s', (kind) => {
  let seeded: TestApp;
  let empty: TestApp;
  beforeAll(async () => {
    [seeded, empty] = await Promise.all([createTestApp(kind, { seed: true }), createTestApp(kind)]);
  });
  afterAll(() => Promise.all([seeded.close(), empty.close()]));

  it('serves the stored store settings', async () => {
    const body = await json(await seeded.app.request('/api/settings/store'));
    expect(body.success).toBe(true);
    expect(body.data.storeName).toBe('Ласточка');
    expect(body.data.contact.phone).toBeTruthy();
  });

  it('serves the built-in defaults when nothing is stored', async () => {
    const body = await json(await empty.app.request('/api/settings/store'));
    expect(body.data.storeName).toBe(defaultStoreSettings.storeName);
  });

  it('serves the defaults and logs a warning when the stored document is broken', async () => {
    await saveSettingsValue(
      empty.deps.database.db,
      'customer_service',
      { returns: { periodDays: 'many' } },
      null,
    );
    const response = await empty.app.request('/api/settings/customer-service');
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.data.returns.periodDays).toBe(14);
    expect(empty.logLines.some((line) => line.includes('settings "customer_service" do not match'))).toBe(
      true,
    );
  });

  it('serves only the public part of the contact widget', async () => {
    const body = await json(await seeded.app.request('/api/settings/contact-widget/public'));
    expect(Object.keys(body.data).sort()).toEqual(['channels', 'enabled', 'position', 'theme']);
    expect(body.data.enabled).toBe(true);
    expect(body.data.channels.telegram.username).toBeTruthy();
  });
});
