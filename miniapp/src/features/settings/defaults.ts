import type { StoreSettings } from './types';

/** What the shop shows when the settings call fails (spec: built-in defaults apply). */
export const defaultStoreSettings: StoreSettings = {
  storeName: 'Магазин',
  storeDescription: 'Женская одежда, обувь и аксессуары',
  logo: { showLogo: false, url: '', faviconUrl: '' },
  contact: {
    phone: '',
    email: '',
    address: { street: '', city: '', postalCode: '', country: '' },
    workingHours: { weekdays: '', weekends: '' },
  },
  about: { mission: '', vision: '', story: '' },
  socialMedia: { instagram: '', facebook: '', telegram: '', whatsapp: '', max: '' },
  seo: { metaTitle: '', metaDescription: '' },
  business: { currency: 'RUB', currencySymbol: '₽' },
};

export function formatAddress(address: StoreSettings['contact']['address']): string {
  return [address.postalCode, address.country, address.city, address.street].filter(Boolean).join(', ');
}
