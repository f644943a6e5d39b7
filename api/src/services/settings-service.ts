import { settingsSchemas } from '@shop/core';
import { type DbOrTx, schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Logger } from '../lib/logger';

export type SettingsKey = keyof typeof settingsSchemas;
export type SettingsDocument<K extends SettingsKey> = z.output<(typeof settingsSchemas)[K]['schema']>;

/**
 * Reads one settings document, filled with defaults. A stored document that no longer matches its schema is
 * reported and replaced by the defaults rather than breaking the storefront.
 */
export async function readSettings<K extends SettingsKey>(
  db: DbOrTx,
  key: K,
  log: Logger,
): Promise<SettingsDocument<K>> {
  const { schema: documentSchema, defaults } = settingsSchemas[key];
  const [row] = await db
    .select({ value: schema.settings.value })
    .from(schema.settings)
    .where(eq(schema.settings.key, key));
  if (!row) return defaults as SettingsDocument<K>;
  const parsed = documentSchema.safeParse(row.value);
  if (parsed.success) return parsed.data as SettingsDocument<K>;
  log.warn(`settings "${key}" do not match their schema; defaults are served`, {
    issues: parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  });
  return defaults as SettingsDocument<K>;
}

/** Stores a validated settings document (replacing the previous one) and answers it as it will be read. */
export async function writeSettings<K extends SettingsKey>(
  db: DbOrTx,
  key: K,
  document: SettingsDocument<K>,
  updatedBy: string | null,
): Promise<SettingsDocument<K>> {
  const value = document as unknown as Record<string, unknown>;
  await db
    .insert(schema.settings)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({ target: schema.settings.key, set: { value, updatedBy, updatedAt: new Date() } });
  return document;
}
