/**
 * The cart as the spec shapes it (section 3), with money in integer kopecks and the API's numeric product ids;
 * totals come from core's lineTotalKopecks/subtotalKopecks, the rule the server uses too.
 */

type WholesaleGroupType = 'color_group' | 'size_group' | 'individual' | 'full_set';

export interface WholesaleMetadata {
  isWholesale: boolean;
  wholesaleGroupId: string;
  wholesaleRule?: string;
  retailPriceKopecks?: number;
  wholesalePriceKopecks?: number;
  appliedDiscountKopecks?: number;
  discountPercentage?: number;
  groupType: WholesaleGroupType;
  groupValue?: string;
  autoAdded?: boolean;
  bundleEfficiency?: number;
  variantIndex?: number;
  totalVariantsInGroup?: number;
  /** The product's wholesale minimum when the set was added (the browser cart keeps its set whole with it). */
  minQuantity?: number;
}

export interface CartItem {
  productId: number;
  name: string;
  priceKopecks: number;
  originalPriceKopecks?: number | null;
  image: string;
  size: string;
  color: string;
  quantity: number;
  /** ISO date. */
  addedAt: string;
  baseSKU?: string;
  isWholesale?: boolean;
  wholesaleGroupId?: string | null;
  wholesaleRule?: string;
  retailPriceKopecks?: number;
  wholesalePriceKopecks?: number;
  appliedDiscountKopecks?: number;
  discountPercentage?: number;
  wholesaleMetadata?: WholesaleMetadata;
}

type AppliedPromocodeType = 'percentage' | 'fixed' | 'free_shipping' | (string & {});

export interface AppliedPromocode {
  code: string;
  promocodeId: string;
  discountKopecks: number;
  shippingDiscountKopecks?: number;
  discountType: AppliedPromocodeType;
  appliedAt: string;
}

export interface Cart {
  items: CartItem[];
  appliedPromocodes: AppliedPromocode[];
  subtotalKopecks: number;
  updatedAt: string;
}

/** What identifies one line: the product, its variant and, for wholesale, its bundle. */
export type CartLineKey = Pick<CartItem, 'productId' | 'size' | 'color'> & {
  wholesaleGroupId?: string | null;
};
