import { isSoldWholesale } from '@shop/core/rules';
import type { Product } from '../../catalog';

/** Offered here: sold wholesale now (the rule the server applies) and something in stock to make a set from. */
export function canBuyWholesale(product: Product, shopWholesaleEnabled = true): boolean {
  return (
    product.totalStock > 0 &&
    isSoldWholesale(product, {
      shopWholesaleEnabled,
      hasWholesalePrice: product.wholesale.wholesalePrice !== null,
    })
  );
}
