import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { shippingMethods } from '../schema';

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;

/** Every shipping method, active or not, in the shop's order; the rules in core decide which fit a cart. */
export async function listShippingMethods(db: DbOrTx): Promise<ShippingMethodRow[]> {
  return db.select().from(shippingMethods).orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.id));
}
