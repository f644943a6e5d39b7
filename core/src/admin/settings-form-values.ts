/** What the admin forms hold before their schema fills the defaults in: the schemas' input types. */
import type { z } from 'zod';
import type { contactWidgetSettingsSchema } from '../settings/contact-widget-settings';
import type { homeConfigSchema } from '../settings/home-config';
import type { storeSettingsSchema } from '../settings/store-settings';

export type StoreSettingsFormValues = z.input<typeof storeSettingsSchema>;
export type ContactWidgetFormValues = z.input<typeof contactWidgetSettingsSchema>;
export type HomeConfigFormValues = z.input<typeof homeConfigSchema>;
