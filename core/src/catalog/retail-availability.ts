/**
 * Whether a product can be bought retail (SPEC 4 "Retail availability") and the notice and button label that
 * follow. Resolution order: globally disabled, product disabled, product inactive, out of stock, available.
 */
import type { RetailOptions, WholesaleOptions } from './product-shape';

export type RetailAvailabilityReason =
  | 'available'
  | 'global_disabled'
  | 'product_disabled'
  | 'product_inactive'
  | 'out_of_stock';

export interface RetailSettingsLike {
  enabled: boolean;
  allowRetailPurchases: boolean;
  defaultMinQuantity?: number | null;
  defaultMaxQuantity?: number | null;
  displaySettings?: {
    buttonText?: { ru?: string } | null;
    addToCartText?: { ru?: string } | null;
  } | null;
  businessRules?: {
    autoSuggestWholesale?: boolean;
    wholesaleSuggestionThreshold?: number | null;
  } | null;
}

/** The built-in defaults of SPEC 7 for when both settings calls fail: retail disabled, 1..100, threshold 5. */
export const fallbackRetailSettings: RetailSettingsLike = {
  enabled: false,
  allowRetailPurchases: false,
  defaultMinQuantity: 1,
  defaultMaxQuantity: 100,
  businessRules: { autoSuggestWholesale: true, wholesaleSuggestionThreshold: 5 },
};

export interface RetailProductLike {
  isActive: boolean;
  totalStock: number;
  retail?: RetailOptions | null;
  wholesale?: WholesaleOptions | null;
}

export const DEFAULT_WHOLESALE_DISCOUNT = 15;
export const DEFAULT_WHOLESALE_MIN_QUANTITY = 5;

export function resolveRetailAvailability(
  product: RetailProductLike,
  settings: RetailSettingsLike | null | undefined,
): RetailAvailabilityReason {
  if (settings && (!settings.enabled || !settings.allowRetailPurchases)) return 'global_disabled';
  if (product.retail && (!product.retail.enabled || !product.retail.allowPurchase)) return 'product_disabled';
  if (!product.isActive) return 'product_inactive';
  if (product.totalStock <= 0) return 'out_of_stock';
  return 'available';
}

/**
 * The switches of a product's wholesale terms that must all be on for it to be offered wholesale (SPEC 3): the
 * one definition, which the database's "offered wholesale" filter is built from too.
 */
export const WHOLESALE_OFFER_FLAGS = ['available', 'enabled'] as const;

/** Whether the product is offered wholesale: its terms are available and enabled. */
export const isWholesaleAvailable = (product: {
  wholesale?: Partial<Record<(typeof WHOLESALE_OFFER_FLAGS)[number], boolean>> | null;
}): boolean => WHOLESALE_OFFER_FLAGS.every((flag) => !!product.wholesale?.[flag]);

/**
 * Whether the product is sold wholesale now: wholesale on for the shop, the product active and offered wholesale,
 * and a wholesale price to sell at. Stock is checked where quantities are known.
 */
export const isSoldWholesale = (
  product: Parameters<typeof isWholesaleAvailable>[0] & { isActive: boolean },
  terms: { shopWholesaleEnabled: boolean; hasWholesalePrice: boolean },
): boolean =>
  terms.shopWholesaleEnabled && product.isActive && isWholesaleAvailable(product) && terms.hasWholesalePrice;

/**
 * Retail switched off (for the shop or the product), but wholesale available and enabled. A product that is
 * inactive or sold out is no wholesale offer either: its notice is an error with no wholesale button.
 */
export const isWholesaleOnly = (reason: RetailAvailabilityReason, product: RetailProductLike): boolean =>
  (reason === 'global_disabled' || reason === 'product_disabled') && isWholesaleAvailable(product);

export const retailTexts = {
  wholesaleOnlyTitle: 'Только оптом',
  globalDisabled: 'Розничные покупки временно недоступны. Товары можно купить оптом.',
  productDisabled: (minQuantity: number, discount: number) =>
    `Этот товар продаётся только оптом от ${minQuantity} шт. со скидкой ${discount}%.`,
  productDisabledTitle: 'Только оптом',
  inactiveTitle: 'Товар недоступен',
  inactive: 'Этот товар сейчас не продаётся.',
  outOfStockTitle: 'Нет в наличии',
  outOfStock: 'Этого товара сейчас нет в наличии.',
  otherTitle: 'Покупка недоступна',
  other: 'Этот товар сейчас нельзя купить в розницу.',
  addToCart: 'В корзину',
  wholesale: 'Купить оптом',
  wholesaleOnly: (minQuantity: number) => `Только оптом от ${minQuantity} шт.`,
  unavailable: 'Недоступно',
} as const;

export interface RetailNotice {
  tone: 'warning' | 'info' | 'error';
  title: string;
  text: string;
  /** Whether the wholesale button is offered with the notice. */
  wholesaleButton: boolean;
}

/** The notice for a product that cannot be bought retail; null when it can. */
export function retailNotice(
  reason: RetailAvailabilityReason,
  product: RetailProductLike,
): RetailNotice | null {
  const wholesale = isWholesaleAvailable(product);
  switch (reason) {
    case 'available':
      return null;
    case 'global_disabled':
      return {
        tone: 'warning',
        title: retailTexts.wholesaleOnlyTitle,
        text: retailTexts.globalDisabled,
        wholesaleButton: wholesale,
      };
    case 'product_disabled':
      return {
        tone: 'info',
        title: retailTexts.productDisabledTitle,
        text: retailTexts.productDisabled(
          product.wholesale?.minQuantity || DEFAULT_WHOLESALE_MIN_QUANTITY,
          product.wholesale?.discountPercentage || DEFAULT_WHOLESALE_DISCOUNT,
        ),
        wholesaleButton: wholesale,
      };
    case 'product_inactive':
      return {
        tone: 'error',
        title: retailTexts.inactiveTitle,
        text: retailTexts.inactive,
        wholesaleButton: false,
      };
    case 'out_of_stock':
      return {
        tone: 'error',
        title: retailTexts.outOfStockTitle,
        text: retailTexts.outOfStock,
        wholesaleButton: false,
      };
    default:
      return {
        tone: 'warning',
        title: retailTexts.otherTitle,
        text: retailTexts.other,
        wholesaleButton: wholesale,
      };
  }
}

/** The buy button's label: the configured Russian text, or the wholesale-only text, or 'Недоступно'. */
export function purchaseButtonLabel(
  reason: RetailAvailabilityReason,
  product: RetailProductLike,
  settings: RetailSettingsLike | null | undefined,
): string {
  if (reason === 'available') return settings?.displaySettings?.addToCartText?.ru || retailTexts.addToCart;
  if (isWholesaleOnly(reason, product))
    return retailTexts.wholesaleOnly(product.wholesale?.minQuantity || DEFAULT_WHOLESALE_MIN_QUANTITY);
  return retailTexts.unavailable;
}
