/** The parts of a product (SPEC 3 "Product") the catalogue rules read; the API's product satisfies it. */

export interface ProductImageLike {
  url: string;
  isPrimary?: boolean;
  type?: string;
  colorCode?: string | null;
  order?: number;
}

/** Images may also be plain URL strings (SPEC 3 "Product image"). */
export type ProductImageInput = ProductImageLike | string;

export interface VariantLike {
  colorCode: string;
  sizeCode: string;
  quantity: number;
  sku?: string;
}

export interface RetailOptions {
  enabled: boolean;
  allowPurchase: boolean;
  hidePrice?: boolean;
  showWholesalePrice?: boolean;
  /** Unset (null or absent): the shop's default applies. */
  minQuantity?: number | null;
  maxQuantity?: number | null;
}

export interface WholesaleOptions {
  available: boolean;
  enabled: boolean;
  minQuantity: number;
  wholesalePrice?: number | null;
  discountPercentage?: number | null;
  savings?: number | null;
}
