/**
 * Brings the wishlist from where it lives for every device of hers (`wishlist-places.ts`) into the store, and
 * sends the store's changes there. A list kept on this device joins that place the first time it is read, that is
 * at sign-in, sign-up or the first visit inside Telegram (union, newest first, the first 200), then leaves the
 * device. The place keeps products and dates only; names, photos and prices come from the catalogue.
 */
import { primaryImageUrl } from '@shop/core/rules';
import { client, unwrap } from '../../../shared/api/shop-client';
import { STORAGE_KEYS, writeString } from '../../../shared/lib/storage';
import { ru } from '../../../shared/texts/ru';
import { toast } from '../../../shared/ui/toast/toast-store';
import { type Product, productName } from '../../catalog';
import { loadWishlist, setWishlistPlace, wishlistStore } from '../store/wishlist-store';
import type { WishlistItem } from '../types';
import { mergeWishlists, sameEntries, type WishlistEntry } from './wishlist-entries';
import { openWishlistPlace, type WishlistPlace } from './wishlist-places';

/** The most products `POST /api/products/by-ids` answers at once. */
const BY_IDS_MAX = 100;

const entryOf = ({ productId, addedAt }: WishlistItem): WishlistEntry => ({ productId, addedAt });

const itemOf = (product: Product, addedAt: string): WishlistItem => ({
  productId: String(product.id),
  productName: productName(product),
  productImage: primaryImageUrl(product.images),
  productPrice: product.price,
  addedAt,
});

async function productsOf(ids: string[]): Promise<Map<string, Product>> {
  const found = new Map<string, Product>();
  for (let start = 0; start < ids.length; start += BY_IDS_MAX) {
    const productIds = ids.slice(start, start + BY_IDS_MAX).map(Number);
    const { products } = await unwrap(client.api.products['by-ids'].$post({ json: { productIds } }));
    for (const product of products) found.set(String(product.id), product);
  }
  return found;
}

/** The entries as the page shows them, with the catalogue's names, photos and prices; products gone are left out. */
async function itemsOf(entries: WishlistEntry[]): Promise<WishlistItem[]> {
  const products = await productsOf(entries.map((entry) => entry.productId));
  return entries.flatMap((entry) => {
    const product = products.get(entry.productId);
    return product ? [itemOf(product, entry.addedAt)] : [];
  });
}

/** Adds the device's list to the place's, once. */
async function adoptDevice(place: WishlistPlace): Promise<WishlistEntry[]> {
  const device = loadWishlist().items.map(entryOf);
  if (device.length === 0) return place.entries;
  const merged = mergeWishlists(place.entries, device);
  if (!sameEntries(merged, place.entries)) await place.save(merged);
  writeString(STORAGE_KEYS.wishlist, null);
  return merged;
}

/** `isCurrent` turns false when the buyer changed meanwhile (signed in or out): nothing is applied then. */
export async function syncWishlist(signedIn: boolean, isCurrent: () => boolean): Promise<void> {
  const place = await openWishlistPlace(signedIn);
  if (!isCurrent()) return;
  if (!place) {
    setWishlistPlace(null);
    wishlistStore.items = loadWishlist().items;
    return;
  }
  const items = await itemsOf(await adoptDevice(place));
  if (!isCurrent()) return;
  wishlistStore.items = items;
  setWishlistPlace((changed) => {
    place.save(changed.map(entryOf)).catch(() => toast(ru.wishlist.saveError, { type: 'error' }));
  });
}
