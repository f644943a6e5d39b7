/** A product as the wholesale rules read it: variants in catalogue order, prices in kopecks, color names. */
import {
  type BundleProduct,
  type BundleSettings,
  isSoldWholesale,
  isWholesaleAvailable,
  promotedPriceOf,
  wholesaleMinimum,
  wholesalePriceOf,
} from '@shop/core';
import { cachedReference, type DbOrTx, type QuoteProductRow } from '@shop/db';
import type { Logger } from '../../lib/logger';
import { readSettings } from '../settings-service';

/** The shop's bundle settings (its wholesale minimum among them), through the reference cache. */
export const bundleSettingsOf = (db: DbOrTx, log?: Logger) =>
  cachedReference(db, 'wholesale:bundle', () => readSettings(db, 'bundle', log));

export interface WholesaleProduct {
  shape: BundleProduct;
  retailPriceKopecks: number;
  wholesalePriceKopecks: number | null;
  minimum: number;
  sellsWholesale: boolean;
  colorName: (code: string) => string;
}

export function wholesaleProductOf(row: QuoteProductRow, bundle: BundleSettings): WholesaleProduct {
  const colors = [...new Set(row.variants.map((variant) => variant.colorCode))];
  const sizes = [...new Set(row.variants.map((variant) => variant.sizeCode))];
  const names = new Map(
    row.variants.map((variant) => [variant.colorCode, variant.colorName ?? variant.colorCode]),
  );
  const price = wholesalePriceOf(
    row.priceKopecks,
    {
      available: isWholesaleAvailable(row),
      wholesalePriceKopecks: row.wholesale.wholesalePriceKopecks ?? null,
      discountPercentage: row.wholesale.discountPercentage ?? null,
    },
    promotedPriceOf(row, row.promotions).priceKopecks,
  );
  return {
    shape: {
      id: row.id,
      colors,
      sizes,
      variants: row.variants.map(({ colorCode, sizeCode, quantity }) => ({ colorCode, sizeCode, quantity })),
    },
    retailPriceKopecks: row.priceKopecks,
    wholesalePriceKopecks: price?.priceKopecks ?? null,
    minimum: wholesaleMinimum(row, bundle),
    sellsWholesale: isSoldWholesale(row, {
      shopWholesaleEnabled: bundle.wholesaleEnabled,
      hasWholesalePrice: !!price,
    }),
    colorName: (code) => names.get(code) ?? code,
  };
}
