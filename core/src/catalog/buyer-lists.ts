/** The buyer's own lists of products, kept for every device of hers. */
export const BUYER_LISTS = ['wishlist', 'viewed'] as const;
export type BuyerList = (typeof BUYER_LISTS)[number];

/** The longest each list may grow; «viewed» holds the recently viewed products the product page records. */
export const BUYER_LIST_MAX: Record<BuyerList, number> = { wishlist: 200, viewed: 20 };
export const WISHLIST_MAX = BUYER_LIST_MAX.wishlist;
