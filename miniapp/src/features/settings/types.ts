/** Store settings as GET /api/settings/store returns them (spec section 3); only what the storefront reads is typed. */

export interface StoreAddress {
  street: string;
  city: string;
  postalCode: string;
  country: string;
}

export interface StoreSettings {
  storeName: string;
  storeDescription: string;
  logo: { showLogo: boolean; url: string };
  contact: {
    phone: string;
    email: string;
    address: StoreAddress;
    workingHours: { weekdays: string; weekends: string };
  };
  about: { mission: string; vision: string; story: string };
  socialMedia: { instagram?: string; facebook?: string; telegram?: string; whatsapp?: string; max?: string };
  seo: { metaTitle: string; metaDescription: string };
  business: { currency: string; currencySymbol: string };
}
