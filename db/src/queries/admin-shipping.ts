/**
 * Shipping methods as the back office manages them; one method at most is the default. Every write drops the
 * reference cache that cart writes and orders read the methods through.
 */
import type { ShippingMethodInput } from '@shop/core';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { shippingMethods } from '../schema';
import { dropReferenceCache } from './reference-cache';
import type { ShippingMethodRow } from './shipping';

export async function shippingMethodById(db: DbOrTx, id: string): Promise<ShippingMethodRow | undefined> {
  const [row] = await db.select().from(shippingMethods).where(eq(shippingMethods.id, id));
  return row;
}

const columnsOf = ({ id: _id, description, details, ...input }: ShippingMethodInput) => ({
  ...input,
  description: description || null,
  details: Object.fromEntries(
    Object.entries(details).filter(([, value]) => value !== undefined && value !== ''),
  ),
});

export async function insertShippingMethod(
  db: DbOrTx,
  input: ShippingMethodInput,
): Promise<ShippingMethodRow> {
  const [row] = await db
    .insert(shippingMethods)
    .values({ id: input.id, ...columnsOf(input) })
    .returning();
  dropReferenceCache(db);
  return row!;
}

/** A changed id follows into nothing: orders keep the id they were placed with, so the id cannot change. */
export async function updateShippingMethod(
  db: DbOrTx,
  id: string,
  input: ShippingMethodInput,
): Promise<ShippingMethodRow | undefined> {
  const [row] = await db
    .update(shippingMethods)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(eq(shippingMethods.id, id))
    .returning();
  dropReferenceCache(db);
  return row;
}

/** Makes this method the only default. */
export async function clearOtherDefaults(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(shippingMethods)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(ne(shippingMethods.id, id), eq(shippingMethods.isDefault, true)));
  dropReferenceCache(db);
}

export async function makeDefaultShippingMethod(
  db: DbOrTx,
  id: string,
): Promise<ShippingMethodRow | undefined> {
  await clearOtherDefaults(db, id);
  const [row] = await db
    .update(shippingMethods)
    .set({ isDefault: true, updatedAt: new Date() })
    .where(eq(shippingMethods.id, id))
    .returning();
  dropReferenceCache(db);
  return row;
}

export async function deleteShippingMethod(db: DbOrTx, id: string): Promise<boolean> {
  const deleted = await db.delete(shippingMethods).where(eq(shippingMethods.id, id)).returning();
  dropReferenceCache(db);
  return deleted.length > 0;
}
