/**
 * POST /wholesale/analyze-shortage: the shortage analysis of core over the catalogue's stock of the moment less
 * what the buyer's cart already holds (the same stock the dialog's offers were made from).
 */
import {
  analyzeShortage,
  type BundleSelection,
  type BundleVariant,
  requestedVariants,
  type ShortageAnalysis,
  validateBundleOrder,
  wholesaleTexts,
} from '@shop/core';
import { type DbOrTx, productsForQuote } from '@shop/db';
import { ApiError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { readSettings } from '../settings-service';
import { wholesaleProductOf } from './wholesale-product';

export interface ShortageRequest {
  productId: number;
  bundleType: string;
  selection?: BundleSelection | null;
  requestedQuantity: number;
  /** What the buyer's cart already holds of this product; the offer and the analysis leave it out of stock. */
  inCart?: readonly BundleVariant[] | undefined;
}

export async function analyzeProductShortage(
  db: DbOrTx,
  log: Logger,
  request: ShortageRequest,
): Promise<ShortageAnalysis> {
  const [row] = await productsForQuote(db, [request.productId]);
  if (!row) throw new ApiError('NOT_FOUND', 'Товар не найден');
  const bundle = await readSettings(db, 'bundle', log);
  const product = wholesaleProductOf(row, bundle);
  if (!product.sellsWholesale || product.wholesalePriceKopecks === null) {
    throw new ApiError('CONFLICT', wholesaleTexts.unavailable);
  }
  const order = {
    type: request.bundleType,
    quantity: request.requestedQuantity,
    selection: request.selection,
  };
  const valid = validateBundleOrder(order);
  const inCart = request.inCart ?? [];
  const requested = requestedVariants(product.shape, order, inCart);
  if (!valid.ok || !requested.ok) {
    throw new ApiError('VALIDATION_ERROR', wholesaleTexts.validation, {
      [valid.ok ? 'selection' : 'bundleType']: requested.ok ? wholesaleTexts.validation : requested.message,
    });
  }
  return analyzeShortage({
    product: product.shape,
    prices: {
      retailPriceKopecks: product.retailPriceKopecks,
      wholesalePriceKopecks: product.wholesalePriceKopecks,
    },
    bundleType: valid.value.type,
    requested: requested.value,
    requestedQuantity: request.requestedQuantity,
    minimum: product.minimum,
    allowed: bundle.bundleTypeSettings,
    colorName: product.colorName,
    inCart,
  });
}
