/** The buyer's own lists of products, kept for every device of hers: the longest each may grow. */
export const WISHLIST_MAX = 200;
