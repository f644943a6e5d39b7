/** A buyer's list of products as kept for every device of hers: products and when each was added, newest first. */
import { BUYER_LIST_MAX, type BuyerList } from '@shop/core/rules';
import { CLOUD_VALUE_MAX } from '../../telegram';

export interface ListEntry {
  productId: string;
  /** ISO date: when she added the product, or last viewed it. */
  addedAt: string;
}

const newestFirst = (a: ListEntry, b: ListEntry) => Date.parse(b.addedAt) - Date.parse(a.addedAt);

/** Two lists met at sign-in: every product of both (with its later date), newest first, as many as the list holds. */
export function mergeLists(
  list: BuyerList,
  kept: readonly ListEntry[],
  other: readonly ListEntry[],
): ListEntry[] {
  const byProduct = new Map<string, ListEntry>();
  for (const entry of [...kept, ...other]) {
    const known = byProduct.get(entry.productId);
    if (!known || newestFirst(entry, known) < 0) byProduct.set(entry.productId, entry);
  }
  return [...byProduct.values()].sort(newestFirst).slice(0, BUYER_LIST_MAX[list]);
}

export const sameEntries = (a: readonly ListEntry[], b: readonly ListEntry[]): boolean =>
  a.length === b.length &&
  a.every((entry, i) => entry.productId === b[i]?.productId && entry.addedAt === b[i]?.addedAt);

/*
 * In CloudStorage a list is `id:seconds` entries joined by commas, packed in order into values of at most 4096
 * characters under `<list>_0`, `<list>_1`, ... An entry takes at most 22 characters with its comma (an id and a
 * time of up to 10 digits each), so 186 fit in a value: two keys hold the wishlist's 200, one the 20 viewed.
 */
const ENTRY_MAX = 22;
const PER_VALUE = Math.floor((CLOUD_VALUE_MAX + 1) / ENTRY_MAX);
const ENTRY = /^(\d{1,10}):(\d{1,10})$/;

export const cloudKeysOf = (list: BuyerList): string[] =>
  Array.from({ length: Math.ceil(BUYER_LIST_MAX[list] / PER_VALUE) }, (_, i) => `${list}_${i}`);

/** The values of the list's keys, in order; unused keys get '' (so a shorter list clears what a longer one left). */
export function toCloudValues(list: BuyerList, entries: readonly ListEntry[]): string[] {
  const values = cloudKeysOf(list).map(() => [] as string[]);
  entries.slice(0, BUYER_LIST_MAX[list]).forEach((entry, i) => {
    values[Math.floor(i / PER_VALUE)]?.push(
      `${entry.productId}:${Math.floor(Date.parse(entry.addedAt) / 1000)}`,
    );
  });
  return values.map((value) => value.join(','));
}

/** The list a set of values holds; entries that are not `id:seconds` are skipped. */
export function fromCloudValues(list: BuyerList, values: readonly string[]): ListEntry[] {
  const entries = values
    .flatMap((value) => value.split(','))
    .flatMap((entry) => {
      const match = ENTRY.exec(entry);
      return match?.[1] && match[2]
        ? [{ productId: match[1], addedAt: new Date(Number(match[2]) * 1000).toISOString() }]
        : [];
    });
  return mergeLists(list, entries, []);
}
