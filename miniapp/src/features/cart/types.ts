/** The cart as the spec shapes it (section 3); prices in roubles, as the API speaks them. */

export type WholesaleGroupType = 'color_group' | 'size_group' | 'individual' | 'full_set';

export interface WholesaleMetadata {
  isWholesale: boolean;
  wholesaleGroupId: string;
  wholesaleRule?: string;
  retailPrice?: number;
  wholesalePrice?: number;
  appliedDiscount?: number;
  discountPercentage?: number;
  groupType: WholesaleGroupType;
  groupValue?: string;
  autoAdded?: boolean;
  bundleEfficiency?: number;
  variantIndex?: number;
  totalVariantsInGroup?: number;
}

export interface CartItem {
  productId: string;
  name: string;
  price: number;
  originalPrice?: number | null;
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
  retailPrice?: number;
  wholesalePrice?: number;
  appliedDiscount?: number;
  discountPercentage?: number;
  wholesaleMetadata?: WholesaleMetadata;
}

export type AppliedPromocodeType = 'percentage' | 'fixed' | 'free_shipping' | (string & {});

export interface AppliedPromocode {
  code: string;
  promocodeId: string;
  discountAmount: number;
  shippingDiscountAmount?: number;
  discountType: AppliedPromocodeType;
  appliedAt: string;
}

export interface Cart {
  items: CartItem[];
  appliedPromocodes: AppliedPromocode[];
  subtotal: number;
  updatedAt: string;
}

/** What identifies one line: the product, its variant and, for wholesale, its bundle. */
export type CartLineKey = Pick<CartItem, 'productId' | 'size' | 'color'> & {
  wholesaleGroupId?: string | null;
};
