/** Store settings as GET /api/settings/store returns them (spec section 3); the part the storefront reads. */
import type { ApiData, ShopClient } from '@shop/api/client';

export type StoreSettings = Pick<
  ApiData<ShopClient['api']['settings']['store']['$get']>,
  'storeName' | 'storeDescription' | 'logo' | 'contact' | 'about' | 'socialMedia' | 'seo' | 'business'
>;
