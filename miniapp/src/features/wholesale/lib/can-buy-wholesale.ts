import { isWholesaleAvailable } from '@shop/core/rules';
import type { Product } from '../../catalog';

/** Sold wholesale now: wholesale on for the shop and the product, a wholesale price, something in stock. */
export function canBuyWholesale(product: Product, wholesaleEnabled = true): boolean {
  return (
    wholesaleEnabled &&
    product.isActive &&
    product.totalStock > 0 &&
    isWholesaleAvailable(product) &&
    product.wholesale.wholesalePrice !== null
  );
}
