import { isRecord } from '../../shared/lib/storage';
import type { StoreSettings } from './types';

/** What the shop shows when the settings call fails (spec: built-in defaults apply). */
export const defaultStoreSettings: StoreSettings = {
  storeName: 'Магазин',
  storeDescription: 'Женская одежда, обувь и аксессуары',
  logo: { showLogo: false, url: '' },
  contact: {
    phone: '',
    email: '',
    address: { street: '', city: '', postalCode: '', country: '' },
    workingHours: { weekdays: '', weekends: '' },
  },
  about: { mission: '', vision: '', story: '' },
  socialMedia: {},
  seo: { metaTitle: '', metaDescription: '' },
  business: { currency: 'RUB', currencySymbol: '₽' },
};

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/** Fills every field the storefront reads, whatever the answer left out. */
export function normalizeStoreSettings(raw: unknown): StoreSettings {
  const d = defaultStoreSettings;
  const source = record(raw);
  const logo = record(source.logo);
  const contact = record(source.contact);
  const address = record(contact.address);
  const hours = record(contact.workingHours);
  const about = record(source.about);
  const social = record(source.socialMedia ?? source.social);
  const seo = record(source.seo);
  const business = record(source.business);
  const socialMedia: StoreSettings['socialMedia'] = {};
  for (const key of ['instagram', 'facebook', 'telegram', 'whatsapp', 'max'] as const) {
    const value = text(social[key], '');
    if (value) socialMedia[key] = value;
  }
  return {
    storeName: text(source.storeName, d.storeName),
    storeDescription: text(source.storeDescription, d.storeDescription),
    logo: { showLogo: logo.showLogo === true, url: text(logo.url, '') },
    contact: {
      phone: text(contact.phone, ''),
      email: text(contact.email, ''),
      address: {
        street: text(address.street, ''),
        city: text(address.city, ''),
        postalCode: text(address.postalCode, ''),
        country: text(address.country, ''),
      },
      workingHours: { weekdays: text(hours.weekdays, ''), weekends: text(hours.weekends, '') },
    },
    about: { mission: text(about.mission, ''), vision: text(about.vision, ''), story: text(about.story, '') },
    socialMedia,
    seo: { metaTitle: text(seo.metaTitle, ''), metaDescription: text(seo.metaDescription, '') },
    business: {
      currency: text(business.currency, d.business.currency),
      currencySymbol: text(business.currencySymbol, d.business.currencySymbol),
    },
  };
}

export function formatAddress(address: StoreSettings['contact']['address']): string {
  return [address.postalCode, address.country, address.city, address.street].filter(Boolean).join(', ');
}
