import type { z } from 'zod';
import { type BundleSettings, bundleSettingsSchema, defaultBundleSettings } from './bundle-settings';
import {
  type ContactWidgetSettings,
  contactWidgetSettingsSchema,
  defaultContactWidgetSettings,
} from './contact-widget-settings';
import {
  type CustomerServiceSettings,
  customerServiceSettingsSchema,
  defaultCustomerServiceSettings,
} from './customer-service-settings';
import { defaultHomeConfig, type HomeConfig, homeConfigSchema } from './home-config';
import { defaultReferralSettings, type ReferralSettings, referralSettingsSchema } from './referral-settings';
import {
  defaultRetailWholesaleSettings,
  type RetailWholesaleSettings,
  retailWholesaleSettingsSchema,
} from './retail-wholesale-settings';
import { defaultStoreSettings, type StoreSettings, storeSettingsSchema } from './store-settings';

export * from './bundle-settings';
export * from './contact-widget-settings';
export * from './customer-service-settings';
export * from './home-config';
export * from './home-preview';
export * from './referral-settings';
export * from './retail-wholesale-settings';
export type { LanguageCode, LanguageMessages, LocalizedText } from './settings-primitives';
export { languageCodes } from './settings-primitives';
export * from './store-settings';

/** The keys of the settings table (db enum settings_key). */
export const settingsKeys = [
  'store',
  'customer_service',
  'contact_widget',
  'retail_wholesale',
  'bundle',
  'home_config',
  /** The home page as staff are editing it, before they publish it into home_config; absent when none. */
  'home_config_draft',
  /** The referral reward: off, or the discount both buyers get. */
  'referral',
] as const;
export type SettingsKey = (typeof settingsKeys)[number];

export interface SettingsDocuments {
  store: StoreSettings;
  customer_service: CustomerServiceSettings;
  contact_widget: ContactWidgetSettings;
  retail_wholesale: RetailWholesaleSettings;
  bundle: BundleSettings;
  home_config: HomeConfig;
  home_config_draft: HomeConfig;
  referral: ReferralSettings;
}

export interface SettingsDefinition<K extends SettingsKey> {
  /** Parses a stored or submitted document; missing parts take their defaults, unknown keys are dropped. */
  schema: z.ZodType<SettingsDocuments[K], unknown>;
  /** What an empty or missing document means; frozen. */
  defaults: SettingsDocuments[K];
}

export const settingsSchemas: { [K in SettingsKey]: SettingsDefinition<K> } = {
  store: { schema: storeSettingsSchema, defaults: defaultStoreSettings },
  customer_service: { schema: customerServiceSettingsSchema, defaults: defaultCustomerServiceSettings },
  contact_widget: { schema: contactWidgetSettingsSchema, defaults: defaultContactWidgetSettings },
  retail_wholesale: { schema: retailWholesaleSettingsSchema, defaults: defaultRetailWholesaleSettings },
  bundle: { schema: bundleSettingsSchema, defaults: defaultBundleSettings },
  home_config: { schema: homeConfigSchema, defaults: defaultHomeConfig },
  home_config_draft: { schema: homeConfigSchema, defaults: defaultHomeConfig },
  referral: { schema: referralSettingsSchema, defaults: defaultReferralSettings },
};
