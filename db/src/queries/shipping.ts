import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { shippingMethods } from '../schema';
import { cachedReference } from './reference-cache';

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;

/** Every shipping method, active or not, in the shop's order; the rules in core decide which fit a cart. */
export async function listShippingMethods(db: DbOrTx): Promise<ShippingMethodRow[]> {
  return db.select().from(shippingMethods).orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.id));
}

/**
 * The same list through the reference cache (see reference-cache.ts), for pricing carts and orders. A write to
 * shipping methods must call `dropReferenceCache(db)` after it.
 */
export function cachedShippingMethods(db: DbOrTx): Promise<ShippingMethodRow[]> {
  return cachedReference(db, 'shipping-methods', () => listShippingMethods(db));
}
