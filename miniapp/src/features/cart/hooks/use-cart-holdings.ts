import type { BundleVariant } from '@shop/core/rules';
import { useSnapshot } from 'valtio';
import { cartSession, useCartMode } from '../store/cart-session';
import { cartStore } from '../store/cart-store';
import { useServerCart } from './use-server-cart';

/**
 * What the cart holds of a product, every line (retail or wholesale) by variant, whichever side keeps it: the
 * wholesale offers are made from the stock less this.
 */
export function useCartHoldings(productId: number): BundleVariant[] {
  const local = useSnapshot(cartStore).items;
  const mode = useCartMode();
  const session = useSnapshot(cartSession);
  const server = useServerCart(mode === 'server' && !session.migrating);
  if (mode === 'server') {
    return (server.data?.lines ?? [])
      .filter((line) => line.productId === productId)
      .map(({ colorCode, sizeCode, quantity }) => ({ colorCode, sizeCode, quantity }));
  }
  return local
    .filter((item) => item.productId === productId)
    .map((item) => ({ colorCode: item.color, sizeCode: item.size, quantity: item.quantity }));
}
