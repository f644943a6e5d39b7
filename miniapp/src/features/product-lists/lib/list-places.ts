/**
 * Where a buyer's list of products lives for every device of hers: Telegram's CloudStorage in the mini-app (her
 * Telegram account), else the server for a signed-in buyer. A guest on the web has none: her list stays on this
 * device. A list kept on the device joins the place the first time the place is read (at sign-in, sign-up or the
 * first visit inside Telegram), then leaves the device.
 */
import type { BuyerList } from '@shop/core/rules';
import { client, unwrap } from '../../../shared/api/shop-client';
import { readCloudItems, writeCloudItem } from '../../telegram';
import {
  cloudKeysOf,
  fromCloudValues,
  type ListEntry,
  mergeLists,
  sameEntries,
  toCloudValues,
} from './list-entries';

export interface ListPlace {
  entries: ListEntry[];
  save(entries: readonly ListEntry[]): Promise<void>;
}

const onServer = (list: BuyerList) => client.api.auth.me[list];

async function openCloud(list: BuyerList): Promise<ListPlace | null> {
  const keys = cloudKeysOf(list);
  let values: Record<string, string> | null;
  try {
    values = await readCloudItems(keys);
  } catch {
    return null;
  }
  if (!values) return null;
  return {
    entries: fromCloudValues(
      list,
      keys.map((key) => values[key] ?? ''),
    ),
    async save(entries) {
      const saved = toCloudValues(list, entries);
      for (const [i, key] of keys.entries()) await writeCloudItem(key, saved[i] ?? '');
    },
  };
}

async function openServer(list: BuyerList): Promise<ListPlace> {
  const { items } = await unwrap(onServer(list).$get());
  return {
    entries: items.map((item) => ({ productId: String(item.productId), addedAt: item.addedAt })),
    async save(entries) {
      const saved = entries.map((entry) => ({ productId: Number(entry.productId), addedAt: entry.addedAt }));
      await unwrap(onServer(list).$put({ json: { items: saved } }));
    },
  };
}

/** The device's list, and how to remove it once it has joined the place. */
export interface DeviceList {
  entries: ListEntry[];
  clear(): void;
}

/** The list's place with the device's list joined to it (written there, then gone from the device); null for none. */
export async function openListPlace(
  list: BuyerList,
  signedIn: boolean,
  device: DeviceList,
): Promise<ListPlace | null> {
  const place = (await openCloud(list)) ?? (signedIn ? await openServer(list) : null);
  if (!place || device.entries.length === 0) return place;
  const merged = mergeLists(list, place.entries, device.entries);
  if (!sameEntries(merged, place.entries)) await place.save(merged);
  device.clear();
  return { ...place, entries: merged };
}
