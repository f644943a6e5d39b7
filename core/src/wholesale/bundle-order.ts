/**
 * A bundle order's validity (SPEC 5 "Bundle data validity"), the variants it asks for and the cart lines it
 * becomes: set bundles take each variant as their offer shows it, the individual bundle takes the buyer's rows.
 */
import type { VariantLike } from '../catalog/product-shape';
import { inStockVariants, setOfferVariants, setVariants } from './bundle-offers';
import {
  BUNDLE_EFFICIENCY,
  type BundleSelection,
  type BundleType,
  type BundleVariant,
  bundleTypeOfGroupId,
  groupIdOfLine,
  groupTypeOf,
  isBundleType,
  type WholesaleGroupType,
} from './bundle-types';
import { wholesaleTexts } from './wholesale-texts';

export interface BundleOrder {
  type: string;
  quantity: number;
  selection?: BundleSelection | null;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; title?: string; message: string };

/**
 * Type one of the four, quantity above 0, individual with at least one variant, color set with a color, size set
 * with a size. Failure: 'Ошибка валидации / Некорректные данные оптового заказа'.
 */
export function isValidBundleOrder(order: BundleOrder): boolean {
  if (!isBundleType(order.type)) return false;
  if (!(Number.isFinite(order.quantity) && order.quantity > 0)) return false;
  switch (order.type) {
    case 'individual':
      return (order.selection?.variants?.length ?? 0) > 0;
    case 'color_set':
      return !!order.selection?.color;
    case 'size_set':
      return !!order.selection?.size;
    default:
      return true;
  }
}

export function validateBundleOrder(order: BundleOrder): Checked<BundleOrder & { type: BundleType }> {
  if (!isValidBundleOrder(order)) {
    return { ok: false, title: wholesaleTexts.validationTitle, message: wholesaleTexts.validation };
  }
  return { ok: true, value: order as BundleOrder & { type: BundleType } };
}

/**
 * The variants a bundle asks for. The individual bundle: its rows merged by variant. A set: the variants the
 * dialog showed (only the set's own, none above the quantity), else the set offer's rule on this stock and cart
 * (`setOfferVariants`); a set not offered now asks each in-stock variant for the quantity, so the analysis shows
 * what is short.
 */
export function requestedVariants(
  product: { variants: readonly VariantLike[] },
  order: BundleOrder,
  inCart: readonly BundleVariant[] = [],
): Checked<BundleVariant[]> {
  switch (order.type) {
    case 'individual': {
      const rows = order.selection?.variants ?? [];
      if (rows.length === 0) return { ok: false, message: wholesaleTexts.individualNeedsVariants };
      return { ok: true, value: mergeRows(rows) };
    }
    case 'color_set':
    case 'size_set':
    case 'full_set': {
      const value =
        order.type === 'color_set'
          ? order.selection?.color
          : order.type === 'size_set'
            ? order.selection?.size
            : null;
      if (order.type !== 'full_set' && !value) {
        return {
          ok: false,
          message:
            order.type === 'color_set' ? wholesaleTexts.colorSetNeedsColor : wholesaleTexts.sizeSetNeedsSize,
        };
      }
      const members = setVariants(product, order.type, value);
      const shown = shownSetVariants(members, order.selection?.variants ?? [], order.quantity);
      const requested =
        shown.length > 0
          ? shown
          : (setOfferVariants(product, order.type, value, order.quantity, inCart) ??
            asRequested(inStockVariants(members), order.quantity));
      return { ok: true, value: requested };
    }
    default:
      return { ok: false, message: wholesaleTexts.unsupportedType(order.type) };
  }
}

/** The rows a set's offer showed, kept to the set's own variants and to the quantity per variant. */
function shownSetVariants(
  members: readonly VariantLike[],
  rows: readonly BundleVariant[],
  quantity: number,
): BundleVariant[] {
  const keys = new Set(members.map((variant) => `${variant.colorCode}|${variant.sizeCode}`));
  return mergeRows(rows)
    .filter((row) => keys.has(`${row.colorCode}|${row.sizeCode}`))
    .map((row) => ({ ...row, quantity: Math.min(row.quantity, quantity) }));
}

const asRequested = (variants: readonly VariantLike[], quantity: number): BundleVariant[] =>
  variants.map((variant) => ({ colorCode: variant.colorCode, sizeCode: variant.sizeCode, quantity }));

/** Rows naming the same variant add up; rows with nothing in them drop out. */
export function mergeRows(rows: readonly BundleVariant[]): BundleVariant[] {
  const merged = new Map<string, BundleVariant>();
  for (const row of rows) {
    if (!(row.quantity > 0)) continue;
    const key = `${row.colorCode}|${row.sizeCode}`;
    const seen = merged.get(key);
    merged.set(key, { ...row, quantity: (seen?.quantity ?? 0) + row.quantity });
  }
  return [...merged.values()];
}

export interface BundleCartLine {
  productId: number;
  color: string;
  size: string;
  quantity: number;
  isWholesale: true;
  wholesaleGroupId: string;
  wholesaleMetadata: {
    groupType: WholesaleGroupType;
    groupValue?: string;
    wholesaleRule?: string;
    bundleEfficiency: number;
    variantIndex: number;
    totalVariantsInGroup: number;
  };
}

/** The add-batch lines of a bundle: each with its group id and its place in the group. */
export function bundleCartLines(
  productId: number,
  type: BundleType,
  variants: readonly BundleVariant[],
  value?: string | null,
): BundleCartLine[] {
  return variants.map((variant, index) => ({
    productId,
    color: variant.colorCode,
    size: variant.sizeCode,
    quantity: variant.quantity,
    isWholesale: true,
    wholesaleGroupId: groupIdOfLine(productId, type, variant),
    wholesaleMetadata: {
      groupType: groupTypeOf[type],
      ...(value ? { groupValue: value } : {}),
      bundleEfficiency: BUNDLE_EFFICIENCY[type],
      variantIndex: index,
      totalVariantsInGroup: variants.length,
    },
  }));
}

/** A cart set's name from its group id and one of its lines: 'Набор цвета «Чёрный»', 'Полный набор'. */
export function wholesaleGroupName(
  groupId: string,
  line: { productId: number; colorCode: string; sizeCode: string },
  colorName: (code: string) => string,
): string | null {
  const type = bundleTypeOfGroupId(groupId, line.productId, line);
  const names = wholesaleTexts.bundleNames;
  switch (type) {
    case 'color_set':
      return names.color_set(colorName(line.colorCode));
    case 'size_set':
      return names.size_set(line.sizeCode);
    case 'full_set':
      return names.full_set;
    case 'individual':
      return names.individual;
    default:
      return null;
  }
}
