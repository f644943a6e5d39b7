/**
 * The bundles offered for a product at a quantity (SPEC 5 "Bundle offers"): the individual bundle, a color set
 * per color, a size set per size and the full set, each with its variants capped at stock, totals and savings.
 */
import { colorName as fallbackColorName } from '../catalog/colors';
import type { VariantLike } from '../catalog/product-shape';
import { BUNDLE_EFFICIENCY, type BundleType, type BundleVariant } from './bundle-types';
import { wholesaleTexts } from './wholesale-texts';

export interface BundleProduct {
  id: number | string;
  colors: readonly string[];
  sizes: readonly string[];
  variants: readonly VariantLike[];
}

export interface BundlePrices {
  retailPriceKopecks: number;
  wholesalePriceKopecks: number;
}

export interface BundleTypeFlags {
  allowIndividual: boolean;
  allowColorSet: boolean;
  allowSizeSet: boolean;
  allowFullSet: boolean;
}

export interface BundleOffer {
  type: BundleType;
  name: string;
  description: string;
  color?: string;
  size?: string;
  /** Each variant at the requested quantity or its stock, whichever is smaller; empty for the individual bundle. */
  variants: BundleVariant[];
  minQuantity: number;
  estimatedItems: number;
  efficiency: number;
  wholesalePriceKopecks: number;
  totalPriceKopecks: number;
  totalSavingsKopecks: number;
}

export interface BundleOfferInput {
  product: BundleProduct;
  prices: BundlePrices;
  /** The quantity per variant the buyer asked for. */
  quantity: number;
  minimum: number;
  allowed?: Partial<BundleTypeFlags> | null;
  colorName?: (code: string) => string;
  /** What the cart already holds of this product's variants (every line, retail or wholesale). */
  inCart?: readonly BundleVariant[];
}

export const inStockVariants = (variants: readonly VariantLike[]): VariantLike[] =>
  variants.filter((variant) => variant.quantity > 0);

/** Each in-stock variant at min(quantity, stock); variants with nothing left are skipped. */
export const cappedVariants = (variants: readonly VariantLike[], quantity: number): BundleVariant[] =>
  inStockVariants(variants).map((variant) => ({
    colorCode: variant.colorCode,
    sizeCode: variant.sizeCode,
    quantity: Math.min(quantity, variant.quantity),
  }));

export const itemsOf = (variants: readonly { quantity: number }[]): number =>
  variants.reduce((sum, variant) => sum + variant.quantity, 0);

/** SPEC 9: the total is items times the wholesale price, the savings items times the per-item savings. */
export function bundleTotals(prices: BundlePrices, items: number) {
  return {
    totalPriceKopecks: items * prices.wholesalePriceKopecks,
    totalSavingsKopecks: items * Math.max(0, prices.retailPriceKopecks - prices.wholesalePriceKopecks),
  };
}

/** Each variant's stock less what the cart already holds of it, never below 0: what a new bundle can take. */
export function stockLeft(
  variants: readonly VariantLike[],
  inCart: readonly BundleVariant[] = [],
): VariantLike[] {
  if (inCart.length === 0) return [...variants];
  const held = new Map<string, number>();
  for (const line of inCart) {
    const key = `${line.colorCode}|${line.sizeCode}`;
    held.set(key, (held.get(key) ?? 0) + line.quantity);
  }
  return variants.map((variant) => ({
    ...variant,
    quantity: Math.max(0, variant.quantity - (held.get(`${variant.colorCode}|${variant.sizeCode}`) ?? 0)),
  }));
}

const totalStock = (variants: readonly VariantLike[]) =>
  inStockVariants(variants).reduce((sum, variant) => sum + variant.quantity, 0);

/**
 * A color or size set needs at least 2 in-stock variants and total stock of at least the quantity; the full
 * set needs at least as many in-stock variants as the quantity.
 */
export function isSetOffered(
  type: Exclude<BundleType, 'individual'>,
  variants: readonly VariantLike[],
  quantity: number,
) {
  const inStock = inStockVariants(variants);
  if (type === 'full_set') return inStock.length >= quantity;
  return inStock.length >= 2 && totalStock(inStock) >= quantity;
}

const allows = (allowed: Partial<BundleTypeFlags> | null | undefined, type: BundleType): boolean => {
  const flag = {
    individual: allowed?.allowIndividual,
    color_set: allowed?.allowColorSet,
    size_set: allowed?.allowSizeSet,
    full_set: allowed?.allowFullSet,
  }[type];
  return flag !== false;
};

/** The variants a set bundle is made of, before stock: every variant of the color, of the size, or all. */
export function setVariants(
  product: Pick<BundleProduct, 'variants'>,
  type: Exclude<BundleType, 'individual'>,
  value?: string | null,
): VariantLike[] {
  if (type === 'color_set') return product.variants.filter((variant) => variant.colorCode === value);
  if (type === 'size_set') return product.variants.filter((variant) => variant.sizeCode === value);
  return [...product.variants];
}

/**
 * What a set offer is, the one rule behind the dialog's offers and the server's analysis of them: each variant of
 * the set at min(quantity, stock less what the cart holds), variants with nothing left skipped; null when the
 * set is not offered at this quantity. Its items never fall under the quantity, so never under the minimum.
 */
export function setOfferVariants(
  product: Pick<BundleProduct, 'variants'>,
  type: Exclude<BundleType, 'individual'>,
  value: string | null | undefined,
  quantity: number,
  inCart: readonly BundleVariant[] = [],
): BundleVariant[] | null {
  const left = stockLeft(setVariants(product, type, value), inCart);
  return isSetOffered(type, left, quantity) ? cappedVariants(left, quantity) : null;
}

/** The offers for this quantity, filtered by the allow* settings and sorted by efficiency, highest first. */
export function bundleOffers(input: BundleOfferInput): BundleOffer[] {
  const { product, prices, quantity, minimum } = input;
  const nameOf = input.colorName ?? ((code: string) => fallbackColorName(code));
  const offer = (
    type: BundleType,
    name: string,
    description: string,
    variants: BundleVariant[],
    value: { color?: string; size?: string } = {},
  ): BundleOffer => {
    const items = type === 'individual' ? quantity : itemsOf(variants);
    return {
      type,
      name,
      description,
      ...value,
      variants,
      minQuantity: minimum,
      estimatedItems: items,
      efficiency: BUNDLE_EFFICIENCY[type],
      wholesalePriceKopecks: prices.wholesalePriceKopecks,
      ...bundleTotals(prices, items),
    };
  };
  const offers: BundleOffer[] = [];
  if (allows(input.allowed, 'individual')) {
    offers.push(
      offer(
        'individual',
        wholesaleTexts.bundleNames.individual,
        wholesaleTexts.bundleDescriptions.individual,
        [],
      ),
    );
  }
  if (allows(input.allowed, 'color_set')) {
    for (const color of product.colors) {
      const capped = setOfferVariants(product, 'color_set', color, quantity, input.inCart);
      if (!capped) continue;
      offers.push(
        offer(
          'color_set',
          wholesaleTexts.bundleNames.color_set(nameOf(color)),
          wholesaleTexts.bundleDescriptions.color_set(capped.length, quantity),
          capped,
          { color },
        ),
      );
    }
  }
  if (allows(input.allowed, 'size_set')) {
    for (const size of product.sizes) {
      const capped = setOfferVariants(product, 'size_set', size, quantity, input.inCart);
      if (!capped) continue;
      offers.push(
        offer(
          'size_set',
          wholesaleTexts.bundleNames.size_set(size),
          wholesaleTexts.bundleDescriptions.size_set(capped.length, quantity),
          capped,
          { size },
        ),
      );
    }
  }
  const fullSet = allows(input.allowed, 'full_set')
    ? setOfferVariants(product, 'full_set', null, quantity, input.inCart)
    : null;
  if (fullSet) {
    offers.push(
      offer(
        'full_set',
        wholesaleTexts.bundleNames.full_set,
        wholesaleTexts.bundleDescriptions.full_set(fullSet.length, quantity),
        fullSet,
      ),
    );
  }
  // Array.prototype.sort is stable: offers of one efficiency keep the catalogue's color and size order.
  return offers.sort((a, b) => b.efficiency - a.efficiency);
}

/** The selection an offer stands for, as the dialog sends it: the set's color or size and its variants as shown. */
export const selectionOfOffer = (offer: Pick<BundleOffer, 'type' | 'color' | 'size' | 'variants'>) =>
  offer.type === 'color_set'
    ? { color: offer.color ?? null, variants: offer.variants }
    : offer.type === 'size_set'
      ? { size: offer.size ?? null, variants: offer.variants }
      : { variants: offer.variants };
