/** The public entry of the feature: other features import from here only. */
export { addToWishlist, removeFromWishlist, wishlistStore } from './store/wishlist-store';
