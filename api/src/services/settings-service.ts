/**
 * Settings documents on the way out and in: read with their defaults filled in, written as validated. Also the
 * parts of them the storefront may see.
 */
import { z } from '@hono/zod-openapi';
import {
  contactWidgetSettingsSchema,
  kopecksToRoubles,
  retailWholesaleSettingsSchema,
  type SettingsDocuments,
  type SettingsKey,
  settingsSchemas,
} from '@shop/core';
import { type DbOrTx, readSettingsValue, saveSettingsValue } from '@shop/db';
import type { Logger } from '../lib/logger';

/**
 * Reads one settings document, filled with defaults. A stored document that no longer matches its schema is
 * reported and replaced by the defaults rather than breaking the storefront.
 */
export async function readSettings<K extends SettingsKey>(
  db: DbOrTx,
  key: K,
  /** Where a document that no longer parses is reported; a reader without a log answers the defaults quietly. */
  log?: Logger,
): Promise<SettingsDocuments[K]> {
  const { schema, defaults } = settingsSchemas[key];
  const stored = await readSettingsValue(db, key);
  if (stored === undefined) return defaults;
  const parsed = schema.safeParse(stored);
  if (parsed.success) return parsed.data;
  log?.warn(`settings "${key}" do not match their schema; defaults are served`, {
    issues: parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  });
  return defaults;
}

/** Stores a validated settings document (replacing the previous one) and answers it as it will be read. */
export async function writeSettings<K extends SettingsKey>(
  db: DbOrTx,
  key: K,
  document: SettingsDocuments[K],
  updatedBy: string | null,
): Promise<SettingsDocuments[K]> {
  await saveSettingsValue(db, key, document as unknown as Record<string, unknown>, updatedBy);
  return document;
}

/** The floating contact widget as the storefront shows it: no admin-only fields. */
export const publicContactWidgetSchema = contactWidgetSettingsSchema.pick({
  enabled: true,
  channels: true,
  theme: true,
  position: true,
});

export async function readPublicContactWidget(db: DbOrTx, log: Logger) {
  return publicContactWidgetSchema.parse(await readSettings(db, 'contact_widget', log));
}

/** The retail/wholesale rules with the minimum order also in roubles, as the storefront reads it. */
export const publicRetailSettingsSchema = retailWholesaleSettingsSchema.and(
  z.object({
    minimumOrderValue: z.number().openapi({ description: 'roubles (minimumOrderValueKopecks / 100)' }),
  }),
);

export async function readPublicRetailSettings(db: DbOrTx, log: Logger) {
  const settings = await readSettings(db, 'retail_wholesale', log);
  return { ...settings, minimumOrderValue: kopecksToRoubles(settings.minimumOrderValueKopecks) };
}
