/**
 * Puts a bundle into the cart: the server cart through add-batch (which re-checks the bundle and stock), the
 * guest cart line by line against the stock the page knows. Then the result toast of SPEC 4: all added (6 s),
 * some added (8 s), none added.
 */

import { errorMessage } from '@shop/api/client';
import {
  BUNDLE_TOAST_MS,
  type BundleCartLine,
  type BundleType,
  type BundleVariant,
  bundleCartLines,
  colorImageUrl,
  PRODUCT_PLACEHOLDER_IMAGE,
  roublesToKopecks,
  wholesaleTexts,
} from '@shop/core/rules';
import { ru } from '../../../shared/texts/ru';
import { toast } from '../../../shared/ui/toast/toast-store';
import {
  addToCart,
  cartStore,
  currentCartMode,
  fallBackToLocal,
  isServerUnavailable,
  storeServerCart,
} from '../../cart';
import { type Product, productName } from '../../catalog';
import { hapticInMiniApp } from '../../telegram';
import { addServerBatch } from '../api/wholesale-calls';

interface Outcome {
  color: string;
  size: string;
  quantity: number;
}

export interface BundleResult {
  addedItems: Outcome[];
  failedItems: (Outcome & { error: string })[];
  totalAdded: number;
  totalFailed: number;
}

function addLocally(product: Product, lines: readonly BundleCartLine[], minimum: number): BundleResult {
  const addedItems: Outcome[] = [];
  const failedItems: BundleResult['failedItems'] = [];
  const priceKopecks = roublesToKopecks(product.wholesale.wholesalePrice ?? product.price);
  const retailPriceKopecks = roublesToKopecks(product.price);
  for (const line of lines) {
    const outcome = { color: line.color, size: line.size, quantity: line.quantity };
    const stock = product.variants.find((v) => v.colorCode === line.color && v.sizeCode === line.size);
    const inCart = cartStore.items
      .filter((item) => item.productId === product.id && item.color === line.color && item.size === line.size)
      .reduce((sum, item) => sum + item.quantity, 0);
    if (!stock || inCart + line.quantity > stock.quantity) {
      failedItems.push({ ...outcome, error: ru.cart.notEnoughStock });
      continue;
    }
    const image = colorImageUrl(product.images, line.color);
    addToCart({
      productId: product.id,
      name: productName(product),
      priceKopecks,
      originalPriceKopecks: retailPriceKopecks,
      image: image || PRODUCT_PLACEHOLDER_IMAGE,
      size: line.size,
      color: line.color,
      quantity: line.quantity,
      baseSKU: product.baseSKU,
      isWholesale: true,
      wholesaleGroupId: line.wholesaleGroupId,
      retailPriceKopecks,
      wholesalePriceKopecks: priceKopecks,
      appliedDiscountKopecks: retailPriceKopecks - priceKopecks,
      wholesaleMetadata: {
        isWholesale: true,
        wholesaleGroupId: line.wholesaleGroupId,
        retailPriceKopecks,
        wholesalePriceKopecks: priceKopecks,
        appliedDiscountKopecks: retailPriceKopecks - priceKopecks,
        minQuantity: minimum,
        ...line.wholesaleMetadata,
      },
    });
    addedItems.push(outcome);
  }
  return { addedItems, failedItems, totalAdded: addedItems.length, totalFailed: failedItems.length };
}

async function addOnServer(lines: BundleCartLine[]): Promise<BundleResult> {
  try {
    const result = await addServerBatch(lines);
    storeServerCart(result.cart);
    return result;
  } catch (error) {
    if (isServerUnavailable(error)) fallBackToLocal();
    const message = errorMessage(error, 'Batch operation failed');
    return {
      addedItems: [],
      failedItems: lines.map((line) => ({
        color: line.color,
        size: line.size,
        quantity: line.quantity,
        error: message,
      })),
      totalAdded: 0,
      totalFailed: lines.length,
    };
  }
}

/** Adds the bundle's variants and tells the buyer how it went; the result says what was added. */
export async function addBundleToCart(
  product: Product,
  bundle: { type: BundleType; name: string; value?: string | null; minimum: number },
  variants: readonly BundleVariant[],
): Promise<BundleResult> {
  const lines = bundleCartLines(product.id, bundle.type, variants, bundle.value);
  const result =
    currentCartMode() === 'server' ? await addOnServer(lines) : addLocally(product, lines, bundle.minimum);
  announceBundleResult(bundle.name, result);
  return result;
}

function announceBundleResult(name: string, result: BundleResult): void {
  const texts = wholesaleTexts.toasts;
  const addedItems = result.addedItems.reduce((sum, item) => sum + item.quantity, 0);
  if (result.totalFailed === 0 && result.totalAdded > 0) {
    toast(texts.addedTitle, {
      type: 'success',
      description: texts.added(name, addedItems),
      duration: BUNDLE_TOAST_MS.success,
    });
  } else if (result.totalAdded > 0) {
    toast(texts.partialTitle, {
      type: 'warning',
      description: texts.partial(addedItems, result.totalFailed),
      duration: BUNDLE_TOAST_MS.partial,
    });
  } else {
    toast(texts.failedTitle, { type: 'error', description: texts.failed });
  }
  hapticInMiniApp(result.totalAdded > 0 ? 'success' : 'error');
}
