/**
 * Brings the wishlist from where it lives for every device of hers (see product-lists) into the store, and sends
 * the store's changes there; a guest's list on this device joins that place at sign-in, sign-up or the first visit
 * inside Telegram. The place keeps products and dates only; names, photos and prices come from the catalogue.
 */
import { primaryImageUrl } from '@shop/core/rules';
import { STORAGE_KEYS, writeString } from '../../../shared/lib/storage';
import { ru } from '../../../shared/texts/ru';
import { toast } from '../../../shared/ui/toast/toast-store';
import { productName } from '../../catalog';
import { type ListEntry, openListPlace, productsByIds } from '../../product-lists';
import { loadWishlist, setWishlistPlace, wishlistStore } from '../store/wishlist-store';
import type { WishlistItem } from '../types';

const entryOf = ({ productId, addedAt }: WishlistItem): ListEntry => ({ productId, addedAt });

/** The entries as the page shows them, with the catalogue's names, photos and prices; products gone are left out. */
async function itemsOf(entries: ListEntry[]): Promise<WishlistItem[]> {
  const products = await productsByIds(entries.map((entry) => entry.productId));
  return entries.flatMap(({ productId, addedAt }) => {
    const product = products.get(productId);
    if (!product) return [];
    const productImage = primaryImageUrl(product.images);
    return [
      { productId, productName: productName(product), productImage, productPrice: product.price, addedAt },
    ];
  });
}

/** `isCurrent` turns false when the buyer changed meanwhile (signed in or out): nothing is applied then. */
export async function syncWishlist(signedIn: boolean, isCurrent: () => boolean): Promise<void> {
  const device = {
    entries: loadWishlist().items.map(entryOf),
    clear: () => writeString(STORAGE_KEYS.wishlist, null),
  };
  const place = await openListPlace('wishlist', signedIn, device);
  if (!isCurrent()) return;
  if (!place) {
    setWishlistPlace(null);
    wishlistStore.items = loadWishlist().items;
    return;
  }
  const items = await itemsOf(place.entries);
  if (!isCurrent()) return;
  // A product she added while the place was being read went to this device: another round takes it there.
  if (loadWishlist().items.length > 0) return syncWishlist(signedIn, isCurrent);
  wishlistStore.items = items;
  setWishlistPlace((changed) => {
    place.save(changed.map(entryOf)).catch(() => toast(ru.wishlist.saveError, { type: 'error' }));
  });
}
