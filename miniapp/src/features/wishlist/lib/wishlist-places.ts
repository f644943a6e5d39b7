/**
 * Where the wishlist lives for every device of hers: Telegram's CloudStorage in the mini-app (her Telegram
 * account), else the server for a signed-in buyer. A guest on the web has none: her list stays on this device.
 */
import { client, unwrap } from '../../../shared/api/shop-client';
import { readCloudItems, writeCloudItem } from '../../telegram/lib/cloud-storage';
import { CLOUD_KEYS, fromCloudValues, toCloudValues, type WishlistEntry } from './wishlist-entries';

export interface WishlistPlace {
  entries: WishlistEntry[];
  save(entries: readonly WishlistEntry[]): Promise<void>;
}

const onServer = client.api.auth.me.wishlist;

async function saveInCloud(entries: readonly WishlistEntry[]): Promise<void> {
  const values = toCloudValues(entries);
  for (const [i, key] of CLOUD_KEYS.entries()) await writeCloudItem(key, values[i] ?? '');
}

async function readCloud(): Promise<WishlistEntry[] | null> {
  try {
    const values = await readCloudItems(CLOUD_KEYS);
    return values && fromCloudValues(CLOUD_KEYS.map((key) => values[key] ?? ''));
  } catch {
    return null;
  }
}

const serverEntries = (items: { productId: number; addedAt: string }[]): WishlistEntry[] =>
  items.map((item) => ({ productId: String(item.productId), addedAt: item.addedAt }));

async function saveOnServer(entries: readonly WishlistEntry[]): Promise<void> {
  const items = entries.map((entry) => ({ productId: Number(entry.productId), addedAt: entry.addedAt }));
  await unwrap(onServer.$put({ json: { items } }));
}

export async function openWishlistPlace(signedIn: boolean): Promise<WishlistPlace | null> {
  const cloud = await readCloud();
  if (cloud) return { entries: cloud, save: saveInCloud };
  if (!signedIn) return null;
  return { entries: serverEntries((await unwrap(onServer.$get())).items), save: saveOnServer };
}
