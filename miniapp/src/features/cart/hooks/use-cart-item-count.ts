import { useSnapshot } from 'valtio';
import { cartSession, useCartMode } from '../store/cart-session';
import { cartStore, itemCountOf } from '../store/cart-store';
import { useServerCart } from './use-server-cart';

/** The badges' count: the server cart's in server mode, the local cart's otherwise. */
export function useCartItemCount(): number {
  const local = itemCountOf(useSnapshot(cartStore).items);
  const mode = useCartMode();
  const session = useSnapshot(cartSession);
  const server = useServerCart(mode === 'server' && !session.migrating);
  return mode === 'server' ? (server.data?.itemCount ?? 0) : local;
}
