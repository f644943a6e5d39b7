/** The kinds of goods the shop sells; every category and every size belongs to one of them. */
export const PRODUCT_TYPES = ['clothing', 'footwear', 'accessories'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
