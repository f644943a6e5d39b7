/** The kinds of goods the shop sells; every category and every size belongs to one of them. */
export const PRODUCT_TYPES = ['clothing', 'footwear', 'accessories'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** The kinds of goods a buyer keeps her size of in «Мои размеры», one size each. */
export const SIZE_PROFILE_KINDS = ['clothing', 'footwear'] as const satisfies readonly ProductType[];
export type SizeProfileKind = (typeof SIZE_PROFILE_KINDS)[number];
