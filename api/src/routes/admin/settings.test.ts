import { defaultContactWidgetSettings, defaultStoreSettings, type Role } from '@shop/core';
import { testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAs, tokenFor } from '../../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../../testing/test-app';

describe.each(testDatabaseKinds())('store and contact widget settings administration on %s', (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of ['user', 'manager', 'admin'] as const) tokens[role] = await tokenFor(t, role);
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, role?: Role, body?: unknown) =>
    requestAs(t, role && tokens[role], method, path, body);

  describe('role matrix', () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/settings/store'],
      ['PUT', '/api/admin/settings/store', {}],
      ['GET', '/api/admin/settings/contact-widget'],
      ['PUT', '/api/admin/settings/contact-widget', {}],
      ['GET', '/api/admin/settings/receipts'],
      ['PUT', '/api/admin/settings/receipts', {}],
    ];
    it.each(calls)('%s %s: guest 401, customer and manager 403', async (method, path, body) => {
      expect((await call(method, path, undefined, body)).status).toBe(401);
      for (const role of ['user', 'manager'] as const) {
        const response = await call(method, path, role, body);
        expect(response.status).toBe(403);
        expect((await json(response)).error.message).toBe('Недостаточно прав');
      }
    });
  });

  it('reads the defaults, saves a partial document filled with defaults, and the storefront reads it at once', async () => {
    const before = await json(await call('GET', '/api/admin/settings/store', 'admin'));
    expect(before.data.storeName).toBe(defaultStoreSettings.storeName);
    expect((await json(await t.app.request('/api/settings/store'))).data.storeName).toBe(
      defaultStoreSettings.storeName,
    );

    const saved = await call('PUT', '/api/admin/settings/store', 'admin', {
      storeName: 'Ласточка Опт',
      contact: { phone: '+7 (495) 555-00-11', workingHours: { weekdays: 'Пн–Пт: 9:00–19:00' } },
      footerData: {
        contactWidget: { checkout: { messageTemplates: { orderRequest: 'Заказ: {items}, итого {total}' } } },
      },
    });
    expect(saved.status).toBe(200);
    const body = await json(saved);
    expect(body.data.storeName).toBe('Ласточка Опт');
    expect(body.data.contact.workingHours).toEqual({
      weekdays: 'Пн–Пт: 9:00–19:00',
      weekends: defaultStoreSettings.contact.workingHours.weekends,
    });
    expect(body.data.seo).toEqual(defaultStoreSettings.seo);

    const storefront = await json(await t.app.request('/api/settings/store'));
    expect(storefront.data.storeName).toBe('Ласточка Опт');
    expect(storefront.data.contact.phone).toBe('+7 (495) 555-00-11');
    expect(storefront.data.footerData.contactWidget.checkout.messageTemplates.orderRequest).toBe(
      'Заказ: {items}, итого {total}',
    );
    const again = await json(await call('GET', '/api/admin/settings/store', 'admin'));
    expect(again.data.storeName).toBe('Ласточка Опт');

    // The audit log keeps what changed; the same document saved again writes no row.
    const logged = async () =>
      (await json(await call('GET', '/api/admin/audit?entity=settings&entityId=store', 'admin'))).data
        .changes;
    const [change] = await logged();
    expect(change).toMatchObject({
      entityId: 'store',
      action: 'update',
      after: { storeName: 'Ласточка Опт' },
    });
    expect(change.before.storeName).toBe(defaultStoreSettings.storeName);
    expect((await call('PUT', '/api/admin/settings/store', 'admin', again.data)).status).toBe(200);
    expect(await logged()).toHaveLength(1);
  });

  it.each([
    ['an empty store name', { storeName: '   ' }, 'storeName', 'Укажите название магазина'],
    [
      'a postal code of letters',
      { contact: { address: { postalCode: 'abc' } } },
      'contact.address.postalCode',
      'Индекс состоит из 6 цифр',
    ],
    [
      'a WhatsApp link to another site',
      { socialMedia: { whatsapp: '//evil.example' } },
      'socialMedia.whatsapp',
      'Ссылка на WhatsApp начинается с https://wa.me/',
    ],
    [
      'a link that leaves the shop through a backslash',
      { socialMedia: { instagram: '/\\evil.example' } },
      'socialMedia.instagram',
      'Ссылка — это путь внутри магазина (начинается с одной /), адрес https://, tel: или mailto:',
    ],
    [
      'a UI color that is not hex',
      { footerData: { ui: { primaryColor: 'blue' } } },
      'footerData.ui.primaryColor',
      'Цвет задаётся в формате #RRGGBB',
    ],
  ])('refuses %s with the field named', async (_label, document, field, message) => {
    const response = await call('PUT', '/api/admin/settings/store', 'admin', document);
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.fields[field]).toBe(message);
  });

  it('saves the receipt settings into the customer-service settings, keeping the rest of them', async () => {
    expect((await json(await call('GET', '/api/admin/settings/receipts', 'admin'))).data).toEqual({
      enabled: false,
      vatCode: 1,
      taxSystemCode: null,
      yookassaConfigured: false,
      telegramPaymentsConfigured: false,
    });
    const saved = await call('PUT', '/api/admin/settings/receipts', 'admin', {
      enabled: true,
      vatCode: 4,
      taxSystemCode: 2,
    });
    expect(saved.status).toBe(200);
    const customerService = (await json(await t.app.request('/api/settings/customer-service'))).data;
    expect(customerService.payment.receipts).toEqual({ enabled: true, vatCode: 4, taxSystemCode: 2 });
    expect(customerService.faq.length).toBeGreaterThan(0);
    // The audit log names who changed what.
    const audit = await json(await call('GET', '/api/admin/audit?entity=settings', 'admin'));
    expect(audit.data.changes[0]).toMatchObject({
      entity: 'settings',
      entityId: 'receipts',
      action: 'update',
      before: { enabled: false, vatCode: 1, taxSystemCode: null },
      after: { enabled: true, vatCode: 4, taxSystemCode: 2 },
    });
    const refused = await call('PUT', '/api/admin/settings/receipts', 'admin', { vatCode: 13 });
    expect(refused.status).toBe(400);
    expect((await json(refused)).success).toBe(false);
  });

  it('says whether ЮKassa keys are set beside the receipt settings: not on this app, yes on one started with them', async () => {
    const withKeys = await createTestApp(kind, {
      database: t.deps.database,
      config: { yookassa: { shopId: '123456', secretKey: 'test_secret', apiRoot: 'http://127.0.0.1:9/v3' } },
    });
    try {
      const admin = await tokenFor(withKeys, 'admin');
      const receipts = { enabled: true, vatCode: 1, taxSystemCode: null };
      for (const [app, token, configured] of [
        [t, tokens.admin, false],
        [withKeys, admin, true],
      ] as const) {
        const read = await json(await requestAs(app, token, 'GET', '/api/admin/settings/receipts'));
        expect(read.data).toMatchObject({
          yookassaConfigured: configured,
          telegramPaymentsConfigured: false,
        });
        const saved = await json(
          await requestAs(app, token, 'PUT', '/api/admin/settings/receipts', receipts),
        );
        expect(saved.data).toEqual({
          ...receipts,
          yookassaConfigured: configured,
          telegramPaymentsConfigured: false,
        });
      }
    } finally {
      await withKeys.close();
    }
  });

  it('refuses a body that is not an object', async () => {
    const response = await call('PUT', '/api/admin/settings/store', 'admin', ['Ласточка']);
    expect(response.status).toBe(400);
    expect((await json(response)).success).toBe(false);
  });

  it('saves the contact widget and the storefront widget call shows it', async () => {
    const before = await json(await call('GET', '/api/admin/settings/contact-widget', 'admin'));
    expect(before.data).toEqual(JSON.parse(JSON.stringify(defaultContactWidgetSettings)));
    const response = await call('PUT', '/api/admin/settings/contact-widget', 'admin', {
      enabled: true,
      position: 'bottom-left',
      channels: { telegram: { username: '@lastochka_help' }, phone: { number: '+7 (495) 120-45-67' } },
    });
    expect(response.status).toBe(200);
    const saved = await json(response);
    expect(saved.data.channels.telegram.username).toBe('lastochka_help');
    expect(saved.data.theme.size).toBe('medium');
    const widget = await json(await t.app.request('/api/settings/contact-widget/public'));
    expect(widget.data).toMatchObject({
      enabled: true,
      position: 'bottom-left',
      channels: { telegram: { username: 'lastochka_help' }, phone: { number: '+7 (495) 120-45-67' } },
    });
  });

  it('refuses an unknown widget position and a bad Telegram name', async () => {
    const response = await call('PUT', '/api/admin/settings/contact-widget', 'admin', {
      position: 'top-center',
      channels: { telegram: { username: 'ab' } },
    });
    expect(response.status).toBe(400);
    const { error } = await json(response);
    expect(Object.keys(error.fields).sort()).toEqual(['channels.telegram.username', 'position']);
    expect(error.fields['channels.telegram.username']).toBe('Имя пользователя Telegram: 5-32 символа');
  });
});
