/**
 * The products she viewed last, newest first, at most 20: kept where her wishlist is (CloudStorage in the
 * mini-app, the server for a signed-in buyer), on this device for a guest on the web.
 */
import { BUYER_LIST_MAX } from '@shop/core/rules';
import { readJson, STORAGE_KEYS, writeJson, writeString } from '../../../shared/lib/storage';
import { type ListEntry, openListPlace } from '../../product-lists';

const isEntry = (value: unknown): value is ListEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ListEntry).productId === 'string' &&
  typeof (value as ListEntry).addedAt === 'string';

function readDevice(): ListEntry[] {
  const stored = readJson(STORAGE_KEYS.recentlyViewed);
  return Array.isArray(stored) ? stored.filter(isEntry) : [];
}

/** Records that she is viewing the product (now, first) and answers what she viewed before it, newest first. */
export async function viewProduct(signedIn: boolean, productId: string): Promise<ListEntry[]> {
  const device = { entries: readDevice(), clear: () => writeString(STORAGE_KEYS.recentlyViewed, null) };
  const place = await openListPlace('viewed', signedIn, device);
  const before = (place?.entries ?? device.entries).filter((entry) => entry.productId !== productId);
  const after = [{ productId, addedAt: new Date().toISOString() }, ...before].slice(0, BUYER_LIST_MAX.viewed);
  if (place) await place.save(after).catch(() => undefined);
  else writeJson(STORAGE_KEYS.recentlyViewed, after);
  return before;
}
