/**
 * The wishlist, newest first. A guest's is kept on this device as `{ version: '1.0', lastUpdated, items }`; in the
 * mini-app and for a signed-in buyer `lib/wishlist-sync.ts` (loaded after the first paint) fills it from where it
 * lives for every device of hers and sets the place each change is written to.
 */
import { WISHLIST_MAX } from '@shop/core/rules';
import { proxy, snapshot, useSnapshot } from 'valtio';
import { isRecord, readJson, STORAGE_KEYS, writeJson } from '../../../shared/lib/storage';
import { ru } from '../../../shared/texts/ru';
import type { WishlistDocument, WishlistItem } from '../types';

export type WishlistResult = { ok: true } | { ok: false; message: string };

const isWishlistItem = (value: unknown): value is WishlistItem =>
  isRecord(value) && typeof value.productId === 'string' && typeof value.productName === 'string';

/** The device's own list, a guest's. */
export function loadWishlist(): WishlistDocument {
  const stored = readJson(STORAGE_KEYS.wishlist);
  const items = isRecord(stored) && Array.isArray(stored.items) ? stored.items.filter(isWishlistItem) : [];
  const lastUpdated =
    isRecord(stored) && typeof stored.lastUpdated === 'string'
      ? stored.lastUpdated
      : new Date().toISOString();
  return { version: '1.0', lastUpdated, items };
}

export const wishlistStore = proxy<WishlistDocument>(loadWishlist());

/** Where changes go instead of this device while the list lives elsewhere; null for a guest on the web. */
let placeWriter: ((items: WishlistItem[]) => void) | null = null;

export function setWishlistPlace(writer: typeof placeWriter): void {
  placeWriter = writer;
}

/** Writes the list; on a full storage the change is undone so the screen matches what a reload would show. */
function commit(previous: WishlistItem[]): WishlistResult {
  wishlistStore.lastUpdated = new Date().toISOString();
  if (placeWriter) {
    placeWriter(itemsCopy());
    return { ok: true };
  }
  const result = writeJson(STORAGE_KEYS.wishlist, snapshot(wishlistStore));
  if (result.ok) return { ok: true };
  if (result.quotaExceeded) {
    wishlistStore.items = previous;
    return { ok: false, message: ru.wishlist.saveError };
  }
  // Storage switched off entirely: keep the list for this visit.
  return { ok: true };
}

const itemsCopy = (): WishlistItem[] => snapshot(wishlistStore).items.map((item) => ({ ...item }));

function isInWishlist(productId: string): boolean {
  return wishlistStore.items.some((item) => item.productId === productId);
}

export function addToWishlist(item: Omit<WishlistItem, 'addedAt'> & { addedAt?: string }): WishlistResult {
  if (!item.productId || !item.productName) return { ok: false, message: ru.wishlist.invalidProduct };
  if (isInWishlist(item.productId)) return { ok: false, message: ru.wishlist.alreadyAdded };
  if (wishlistStore.items.length >= WISHLIST_MAX)
    return { ok: false, message: ru.wishlist.full(WISHLIST_MAX) };
  const previous = itemsCopy();
  wishlistStore.items.unshift({ ...item, addedAt: item.addedAt ?? new Date().toISOString() });
  return commit(previous);
}

export function removeFromWishlist(productId: string): WishlistResult {
  if (!isInWishlist(productId)) return { ok: false, message: ru.wishlist.notFound };
  const previous = itemsCopy();
  wishlistStore.items = wishlistStore.items.filter((item) => item.productId !== productId);
  return commit(previous);
}

export function clearWishlist(): WishlistResult {
  const previous = itemsCopy();
  wishlistStore.items = [];
  return commit(previous);
}

export function useWishlistCount(): number {
  return useSnapshot(wishlistStore).items.length;
}
