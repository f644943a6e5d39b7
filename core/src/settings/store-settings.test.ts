import { describe, expect, it } from 'vitest';
import { contactWidgetSettingsSchema, defaultContactWidgetSettings } from './contact-widget-settings';
import { customerServiceSettingsSchema, defaultCustomerServiceSettings } from './customer-service-settings';
import { defaultStoreSettings, STORE_NAME, storeSettingsSchema } from './store-settings';

describe('store settings', () => {
  it('defaults to the built-in store data', () => {
    expect(defaultStoreSettings.storeName).toBe(STORE_NAME);
    expect(defaultStoreSettings.business).toEqual({ currency: 'RUB', currencySymbol: '₽' });
    expect(defaultStoreSettings.contact.address.city).toBe('Москва');
    expect(defaultStoreSettings.contact.workingHours.weekdays).toMatch(/Пн/);
    expect(defaultStoreSettings.footerData.returns.periodDays).toBe(14);
    expect(defaultStoreSettings.footerData.pages.about.title).toBeTruthy();
    expect(defaultStoreSettings.footerData.shippingMethods[0]).toMatchObject({
      priceKopecks: 30000,
      freeFromKopecks: 300000,
      estimatedDays: '1-2 рабочих дня',
    });
  });

  it('fills in a partial document and keeps what was given', () => {
    const parsed = storeSettingsSchema.parse({
      storeName: 'Другая лавка',
      contact: { address: { city: 'Казань' } },
      footerData: { ui: { darkMode: true } },
      unknownKey: 'dropped',
    });
    expect(parsed.storeName).toBe('Другая лавка');
    expect(parsed.contact.address).toMatchObject({ city: 'Казань', country: 'Россия', postalCode: '101000' });
    expect(parsed.contact.phone).toBe(defaultStoreSettings.contact.phone);
    expect(parsed.footerData.ui).toMatchObject({ darkMode: true, primaryColor: '#1C2A3A' });
    expect(parsed.footerData.contactWidget.checkout.buttonText.telegram).toBe('Заказать в Telegram');
    expect(parsed).not.toHaveProperty('unknownKey');
  });

  it.each([
    ['an empty store name', { storeName: '  ' }],
    ['a malformed email', { contact: { email: 'not-an-email' } }],
    ['a postal code that is not 6 digits', { contact: { address: { postalCode: '12345' } } }],
    ['a color that is not hex', { footerData: { ui: { primaryColor: 'red' } } }],
    ['a link to another scheme', { logo: { url: 'javascript:alert(1)' } }],
    ['an unknown payment method', { footerData: { paymentMethods: [{ id: 'crypto', name: 'Крипта' }] } }],
    [
      'a price in roubles with kopecks as a fraction',
      { footerData: { shippingMethods: [{ name: 'A', priceKopecks: 1.5 }] } },
    ],
    ['a currency that is not a 3-letter code', { business: { currency: 'рубли' } }],
  ])('refuses %s', (_label, document) => {
    expect(storeSettingsSchema.safeParse(document).success).toBe(false);
  });
});

describe('customer service settings', () => {
  it('defaults to the constants of the spec', () => {
    expect(defaultCustomerServiceSettings.returns).toMatchObject({
      periodDays: 14,
      refundMinWorkingDays: 7,
      refundMaxWorkingDays: 10,
    });
    expect(defaultCustomerServiceSettings.payment.cashCommissionPercent).toBe(3);
  });

  it('fills in a partial document', () => {
    const parsed = customerServiceSettingsSchema.parse({ support: { phone: '+7 900 000-00-00' } });
    expect(parsed.support.phone).toBe('+7 900 000-00-00');
    expect(parsed.support.email).toBe(defaultCustomerServiceSettings.support.email);
    expect(parsed.returns.periodDays).toBe(14);
  });

  it('refuses a refund window that ends before it starts and a negative commission', () => {
    expect(
      customerServiceSettingsSchema.safeParse({
        returns: { refundMinWorkingDays: 12, refundMaxWorkingDays: 5 },
      }).success,
    ).toBe(false);
    expect(customerServiceSettingsSchema.safeParse({ payment: { cashCommissionPercent: -1 } }).success).toBe(
      false,
    );
  });
});

describe('contact widget settings', () => {
  it('is off by default, so a shop without settings shows no widget', () => {
    expect(defaultContactWidgetSettings.enabled).toBe(false);
    expect(defaultContactWidgetSettings.position).toBe('bottom-right');
    expect(defaultContactWidgetSettings.theme.size).toBe('medium');
    expect(defaultContactWidgetSettings.channels.telegram.username).toBe('');
  });

  it('fills in channels, keeps the optional enabled flag unset and strips the @ of a username', () => {
    const parsed = contactWidgetSettingsSchema.parse({
      enabled: true,
      channels: {
        telegram: { username: '@lastochka_shop', messages: { en: 'Hello!' } },
        whatsapp: { phone: '+7 (925) 111-22-33', enabled: false },
      },
    });
    expect(parsed.channels.telegram.username).toBe('lastochka_shop');
    expect(parsed.channels.telegram.enabled).toBeUndefined();
    expect(parsed.channels.telegram.messages).toEqual({ en: 'Hello!' });
    expect(parsed.channels.whatsapp.enabled).toBe(false);
    expect(parsed.channels.phone.number).toBe('');
    expect(parsed.channels.max.message).toBeTruthy();
  });

  it.each([
    ['an unknown position', { position: 'top-left' }],
    ['an unknown size', { theme: { size: 'huge' } }],
    ['a telegram username with spaces', { channels: { telegram: { username: 'my shop' } } }],
    ['letters in a phone number', { channels: { phone: { number: 'call me' } } }],
  ])('refuses %s', (_label, document) => {
    expect(contactWidgetSettingsSchema.safeParse(document).success).toBe(false);
  });
});
