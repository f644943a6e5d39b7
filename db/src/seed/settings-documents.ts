/** The settings documents the demo shop starts with, each parsed by its schema from @shop/core. */
import {
  bundleSettingsSchema,
  contactWidgetSettingsSchema,
  customerServiceSettingsSchema,
  defaultStoreSettings,
  retailWholesaleSettingsSchema,
  type SettingsDocuments,
  storeSettingsSchema,
} from '@shop/core';
import type { shippingMethods } from '../schema';

type ShippingMethodRow = typeof shippingMethods.$inferInsert;

const greeting = {
  ru: 'Здравствуйте! Подскажите, пожалуйста, по товару.',
  en: 'Hello! I have a question about a product.',
  vi: 'Xin chào! Tôi có câu hỏi về sản phẩm.',
};

export function demoSettingsDocuments(options: {
  logoUrl: string;
  shipping: ShippingMethodRow[];
}): Omit<SettingsDocuments, 'home_config' | 'home_config_draft' | 'referral'> {
  const store = storeSettingsSchema.parse({
    ...defaultStoreSettings,
    logo: { showLogo: true, url: options.logoUrl },
    socialMedia: { ...defaultStoreSettings.socialMedia, instagram: '' },
    footerData: {
      ...defaultStoreSettings.footerData,
      shippingMethods: options.shipping.map((method) => ({
        name: method.name,
        description: method.description ?? '',
        priceKopecks: method.priceKopecks,
        freeFromKopecks: method.freeFromKopecks ?? null,
        estimatedDays: method.estimatedDays,
      })),
    },
  });
  return {
    store,
    customer_service: customerServiceSettingsSchema.parse({}),
    contact_widget: contactWidgetSettingsSchema.parse({
      enabled: true,
      position: 'bottom-right',
      theme: { primaryColor: '#E4606D', size: 'medium', animation: 'pulse' },
      channels: {
        telegram: { enabled: true, username: 'lastochka_shop', message: greeting.ru, messages: greeting },
        whatsapp: { enabled: true, phone: '+7 (925) 120-45-67', message: greeting.ru, messages: greeting },
        phone: { enabled: true, number: store.contact.phone },
        max: { enabled: false, contact: '' },
      },
    }),
    retail_wholesale: retailWholesaleSettingsSchema.parse({ enabled: true, allowRetailPurchases: true }),
    bundle: bundleSettingsSchema.parse({}),
  };
}
