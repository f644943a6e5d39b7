export interface WishlistItem {
  productId: string;
  productName: string;
  productImage: string;
  productPrice: number;
  /** ISO date. */
  addedAt: string;
}

/** What is kept in local storage under 'wishlist'. */
export interface WishlistDocument {
  version: '1.0';
  lastUpdated: string;
  items: WishlistItem[];
}
