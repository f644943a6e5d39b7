/** The wishlist as kept for every device of hers: products and when each was added, newest first. */
import { WISHLIST_MAX } from '@shop/core/rules';
import { CLOUD_VALUE_MAX } from '../../telegram/lib/cloud-storage';

export interface WishlistEntry {
  productId: string;
  /** ISO date. */
  addedAt: string;
}

const newestFirst = (a: WishlistEntry, b: WishlistEntry) => Date.parse(b.addedAt) - Date.parse(a.addedAt);

/** Two lists met at sign-in: every product of both (with its later date), newest first, the first 200. */
export function mergeWishlists(
  kept: readonly WishlistEntry[],
  other: readonly WishlistEntry[],
): WishlistEntry[] {
  const byProduct = new Map<string, WishlistEntry>();
  for (const entry of [...kept, ...other]) {
    const known = byProduct.get(entry.productId);
    if (!known || newestFirst(entry, known) < 0) byProduct.set(entry.productId, entry);
  }
  return [...byProduct.values()].sort(newestFirst).slice(0, WISHLIST_MAX);
}

export const sameEntries = (a: readonly WishlistEntry[], b: readonly WishlistEntry[]): boolean =>
  a.length === b.length &&
  a.every((entry, i) => entry.productId === b[i]?.productId && entry.addedAt === b[i]?.addedAt);

/*
 * In CloudStorage the list is `id:seconds` entries joined by commas, packed in order into values of at most 4096
 * characters under `wishlist_0`, `wishlist_1`, ... An entry takes at most 22 characters with its comma (an id and
 * a time of up to 10 digits each), so 186 fit in a value and two keys hold the 200.
 */
const ENTRY_MAX = 22;
const PER_VALUE = Math.floor((CLOUD_VALUE_MAX + 1) / ENTRY_MAX);
export const CLOUD_KEYS = Array.from(
  { length: Math.ceil(WISHLIST_MAX / PER_VALUE) },
  (_, i) => `wishlist_${i}`,
);
const ENTRY = /^(\d{1,10}):(\d{1,10})$/;

/** The values of CLOUD_KEYS, in order; unused keys get '' (so a shorter list clears what a longer one left). */
export function toCloudValues(entries: readonly WishlistEntry[]): string[] {
  const values = CLOUD_KEYS.map(() => [] as string[]);
  entries.slice(0, WISHLIST_MAX).forEach((entry, i) => {
    values[Math.floor(i / PER_VALUE)]?.push(
      `${entry.productId}:${Math.floor(Date.parse(entry.addedAt) / 1000)}`,
    );
  });
  return values.map((value) => value.join(','));
}

/** The list a set of values holds; entries that are not `id:seconds` are skipped. */
export function fromCloudValues(values: readonly string[]): WishlistEntry[] {
  const entries = values
    .flatMap((value) => value.split(','))
    .flatMap((entry) => {
      const match = ENTRY.exec(entry);
      return match?.[1] && match[2]
        ? [{ productId: match[1], addedAt: new Date(Number(match[2]) * 1000).toISOString() }]
        : [];
    });
  return mergeWishlists(entries, []);
}
