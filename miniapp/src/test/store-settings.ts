/** GET /api/settings/store as the API answers it: the whole document, the built-in store data by default. */
import { defaultStoreSettings, type StoreSettings } from '@shop/core';

export const storeSettings = (overrides: Partial<StoreSettings> = {}): StoreSettings => ({
  ...defaultStoreSettings,
  ...overrides,
});
