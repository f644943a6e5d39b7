/**
 * Settings documents as stored, one JSON row per key. Their shapes and defaults belong to @shop/core, which the
 * api applies when it reads or writes them.
 */
import type { SettingsKey } from '@shop/core';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { settings } from '../schema';
import { dropReferenceCache } from './reference-cache';

/** The stored document, unchecked; undefined when nothing is stored under the key. */
export async function readSettingsValue(db: DbOrTx, key: SettingsKey): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

/** Stores the document under the key, replacing the previous one; cached settings are read afresh after it. */
export async function saveSettingsValue(
  db: DbOrTx,
  key: SettingsKey,
  value: Record<string, unknown>,
  updatedBy: string | null,
): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy, updatedAt: new Date() } });
  dropReferenceCache(db);
}
