import type { VariantSelection } from '@shop/core/rules';
import { ownSizes, type SizeProfile } from '../types';

interface ProductSizes {
  sizes: readonly string[];
  variants: readonly { colorCode: string; sizeCode: string; quantity: number }[];
}

/**
 * The product page's choice with her size: the first of her sizes the product comes in, filling an empty size
 * only (a size the buyer picked herself stays). When it is sold out in every color, the first color it came in is
 * chosen too, so the page offers at once to say when her size is back. Null when nothing changes.
 */
export function mySizeChoice(
  product: ProductSizes,
  profile: SizeProfile,
  current: VariantSelection,
): { color: string | null; size: string } | null {
  if (current.size !== null) return null;
  const size = ownSizes(profile).find((code) => product.sizes.includes(code));
  if (size === undefined) return null;
  const ofSize = product.variants.filter((variant) => variant.sizeCode === size);
  if (current.color !== null) {
    return ofSize.some((variant) => variant.colorCode === current.color)
      ? { color: current.color, size }
      : null;
  }
  const inStock = ofSize.some((variant) => variant.quantity > 0);
  return { size, color: inStock ? null : (ofSize[0]?.colorCode ?? null) };
}
