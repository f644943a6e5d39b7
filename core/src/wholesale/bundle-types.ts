/** The four wholesale bundle types (SPEC 3 "Bundle option") and the cart's names for their groups. */

export const bundleTypes = ['individual', 'color_set', 'size_set', 'full_set'] as const;
export type BundleType = (typeof bundleTypes)[number];

export const isBundleType = (value: unknown): value is BundleType =>
  typeof value === 'string' && (bundleTypes as readonly string[]).includes(value);

/** A cart line's `wholesaleMetadata.groupType` (SPEC 3 "Cart item"). */
export type WholesaleGroupType = 'individual' | 'color_group' | 'size_group' | 'full_set';

export const groupTypeOf: Record<BundleType, WholesaleGroupType> = {
  individual: 'individual',
  color_set: 'color_group',
  size_set: 'size_group',
  full_set: 'full_set',
};

/** SPEC 9 "Bundle efficiency", shown as percent. */
export const BUNDLE_EFFICIENCY: Record<BundleType, number> = {
  individual: 75,
  color_set: 85,
  size_set: 80,
  full_set: 90,
};

export interface BundleVariant {
  colorCode: string;
  sizeCode: string;
  quantity: number;
}

/** What the buyer chose in the dialog (SPEC 3 "Bundle order"). */
export interface BundleSelection {
  variants?: readonly BundleVariant[];
  color?: string | null;
  size?: string | null;
}

/** SPEC 9: wg_, the product id, the group type, the color or 'all', the size or 'all'. */
export function wholesaleGroupId(
  productId: number | string,
  groupType: WholesaleGroupType,
  colorCode?: string | null,
  sizeCode?: string | null,
): string {
  return `wg_${productId}_${groupType}_${colorCode || 'all'}_${sizeCode || 'all'}`;
}

/**
 * The group id a line of this bundle type belongs to: one per variant for the individual bundle, one per color,
 * per size or per product for the sets.
 */
export function groupIdOfLine(
  productId: number | string,
  type: BundleType,
  line: Pick<BundleVariant, 'colorCode' | 'sizeCode'>,
): string {
  switch (type) {
    case 'individual':
      return wholesaleGroupId(productId, 'individual', line.colorCode, line.sizeCode);
    case 'color_set':
      return wholesaleGroupId(productId, 'color_group', line.colorCode, null);
    case 'size_set':
      return wholesaleGroupId(productId, 'size_group', null, line.sizeCode);
    default:
      return wholesaleGroupId(productId, 'full_set', null, null);
  }
}

/** Which bundle type a line's group id names, or null when it fits none for this product and variant. */
export function bundleTypeOfGroupId(
  groupId: string,
  productId: number | string,
  line: Pick<BundleVariant, 'colorCode' | 'sizeCode'>,
): BundleType | null {
  return bundleTypes.find((type) => groupIdOfLine(productId, type, line) === groupId) ?? null;
}
