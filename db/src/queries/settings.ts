/**
 * Settings documents as stored, one JSON row per key. Their shapes and defaults belong to @shop/core, which the
 * api applies when it reads or writes them.
 */
import type { SettingsKey } from '@shop/core';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { settings, users } from '../schema';
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

export interface SettingsEntry {
  value: unknown;
  updatedAt: Date;
  /** The staff member who wrote it last, when still there. */
  updatedBy: { id: string; name: string } | null;
}

/** The stored document with who wrote it and when; `lock` holds the row until the transaction ends. */
export async function readSettingsEntry(
  db: DbOrTx,
  key: SettingsKey,
  options: { lock?: boolean } = {},
): Promise<SettingsEntry | undefined> {
  const query = db
    .select({
      value: settings.value,
      updatedAt: settings.updatedAt,
      updatedById: users.id,
      updatedByName: users.name,
    })
    .from(settings)
    .leftJoin(users, eq(users.id, settings.updatedBy))
    .where(eq(settings.key, key));
  const [row] = await (options.lock ? query.for('update', { of: settings }) : query);
  if (!row) return undefined;
  return {
    value: row.value,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedById ? { id: row.updatedById, name: row.updatedByName ?? '' } : null,
  };
}

/** Removes the document under the key; answers whether there was one. */
export async function deleteSettingsValue(db: DbOrTx, key: SettingsKey): Promise<boolean> {
  const rows = await db.delete(settings).where(eq(settings.key, key)).returning({ key: settings.key });
  dropReferenceCache(db);
  return rows.length > 0;
}
