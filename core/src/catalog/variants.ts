/**
 * Variant rules: which colors and sizes can still be chosen, and what to say about a combination that is not
 * available (SPEC 5 "Variant validation"). Only variants with a quantity above 0 count as available.
 */
import { type ColorMapping, colorName } from './colors';
import type { VariantLike } from './product-shape';

export const variantTexts = {
  chooseBoth: 'Пожалуйста, выберите цвет и размер',
  unavailable: 'Извините, эта комбинация недоступна',
  combinationUnavailable: (color: string, size: string) => `Комбинация ${color}-${size} недоступна.`,
  sizesForColor: (color: string, sizes: string[]) => `В цвете «${color}» есть размеры: ${sizes.join(', ')}.`,
  colorsForSize: (size: string, colors: string[]) => `Размер ${size} есть в цветах: ${colors.join(', ')}.`,
  otherCombination: (color: string, size: string) => `Попробуйте: ${color}, размер ${size}.`,
  soldOut: 'Товар распродан.',
} as const;

export const variantQuantity = (
  variants: readonly VariantLike[],
  colorCode: string | null | undefined,
  sizeCode: string | null | undefined,
): number =>
  variants.find((variant) => variant.colorCode === colorCode && variant.sizeCode === sizeCode)?.quantity ?? 0;

export const isCombinationAvailable = (
  variants: readonly VariantLike[],
  colorCode: string | null | undefined,
  sizeCode: string | null | undefined,
): boolean => variantQuantity(variants, colorCode, sizeCode) > 0;

const unique = (values: string[]) => [...new Set(values)];
const inStock = (variants: readonly VariantLike[]) => variants.filter((variant) => variant.quantity > 0);

/** Sizes still in stock for a color (all in-stock sizes when no color is chosen), in the product's order. */
export function availableSizes(
  variants: readonly VariantLike[],
  sizes: readonly string[],
  colorCode: string | null | undefined,
): string[] {
  const found = new Set(
    inStock(variants)
      .filter((variant) => !colorCode || variant.colorCode === colorCode)
      .map((variant) => variant.sizeCode),
  );
  return sizes.filter((size) => found.has(size));
}

/** Colors still in stock for a size (all in-stock colors when no size is chosen), in the product's order. */
export function availableColors(
  variants: readonly VariantLike[],
  colors: readonly string[],
  sizeCode: string | null | undefined,
): string[] {
  const found = new Set(
    inStock(variants)
      .filter((variant) => !sizeCode || variant.sizeCode === sizeCode)
      .map((variant) => variant.colorCode),
  );
  return colors.filter((color) => found.has(color));
}

/** The suggestion for an unavailable combination: sizes of the color, colors of the size, any other, or sold out. */
export function unavailableSuggestion(
  variants: readonly VariantLike[],
  colorCode: string,
  sizeCode: string,
  mapping?: Partial<ColorMapping> | null,
): string {
  const available = inStock(variants);
  const sizes = unique(available.filter((v) => v.colorCode === colorCode).map((v) => v.sizeCode));
  if (sizes.length > 0) return variantTexts.sizesForColor(colorName(colorCode, mapping), sizes);
  const colors = unique(available.filter((v) => v.sizeCode === sizeCode).map((v) => v.colorCode));
  if (colors.length > 0)
    return variantTexts.colorsForSize(
      sizeCode,
      colors.map((code) => colorName(code, mapping)),
    );
  const other = available[0];
  if (other) return variantTexts.otherCombination(colorName(other.colorCode, mapping), other.sizeCode);
  return variantTexts.soldOut;
}

export type VariantCheck = { ok: true; quantity: number } | { ok: false; message: string };

/** Checks a chosen color and size before adding to the cart. */
export function validateVariant(
  variants: readonly VariantLike[],
  colorCode: string | null | undefined,
  sizeCode: string | null | undefined,
  mapping?: Partial<ColorMapping> | null,
): VariantCheck {
  if (!colorCode || !sizeCode) return { ok: false, message: variantTexts.chooseBoth };
  const quantity = variantQuantity(variants, colorCode, sizeCode);
  if (quantity > 0) return { ok: true, quantity };
  return {
    ok: false,
    message: `${variantTexts.combinationUnavailable(colorName(colorCode, mapping), sizeCode)} ${unavailableSuggestion(
      variants,
      colorCode,
      sizeCode,
      mapping,
    )}`,
  };
}

export interface VariantSelection {
  color: string | null;
  size: string | null;
}

/**
 * The quick select rules (SPEC 2): choosing one option restricts the other, a choice that no longer fits is
 * cleared, and a single remaining option is picked. `changed` says which side the customer just touched, so
 * that side is kept and the other adapts.
 */
export function reconcileSelection(
  product: { colors: readonly string[]; sizes: readonly string[]; variants: readonly VariantLike[] },
  selection: VariantSelection,
  changed: 'color' | 'size' | null,
): VariantSelection {
  let { color, size } = selection;
  const { colors, sizes, variants } = product;
  if (changed === 'color' || changed === null) {
    const fitting = availableSizes(variants, sizes, color);
    if (size && !fitting.includes(size)) size = null;
    if (!size && fitting.length === 1 && (color || sizes.length === 1)) size = fitting[0] ?? null;
  }
  if (changed === 'size' || changed === null) {
    const fitting = availableColors(variants, colors, size);
    if (color && !fitting.includes(color)) color = null;
    if (!color && fitting.length === 1 && (size || colors.length === 1)) color = fitting[0] ?? null;
  }
  if (changed === 'size') {
    const fitting = availableSizes(variants, sizes, color);
    if (!size && fitting.length === 1 && color) size = fitting[0] ?? null;
  }
  return { color, size };
}

/** The opening state of the quick select dialog: cleared, with a lone color or size already chosen. */
export function initialSelection(product: {
  colors: readonly string[];
  sizes: readonly string[];
  variants: readonly VariantLike[];
}): VariantSelection {
  const selection: VariantSelection = {
    color: product.colors.length === 1 ? (product.colors[0] ?? null) : null,
    size: product.sizes.length === 1 ? (product.sizes[0] ?? null) : null,
  };
  return reconcileSelection(product, selection, null);
}
