/**
 * Where the cart lives (SPEC 4 "Cart storage mode"): a guest's in local storage, a signed-in user's on the
 * server. On sign-in a local cart is migrated and then cleared locally; when a server cart call fails the cart
 * falls back to local storage for the rest of the visit; after sign-out nothing of the user's cart stays.
 * The server cart itself lives in TanStack Query under `cartKeys.server`; this module holds only the mode.
 */
import { isApiError } from '@shop/api/client';
import type { QueryClient } from '@tanstack/react-query';
import { proxy, subscribe, useSnapshot } from 'valtio';
import { ru } from '../../../shared/texts/ru';
import { toast } from '../../../shared/ui/toast/toast-store';
import { authStore } from '../../auth';
import { cartKeys, migrateLocalCart, type ServerCart } from '../api/cart-calls';
import { cartStore, clearCart } from './cart-store';

interface CartSessionState {
  /** A server call failed: the signed-in user's cart is kept locally until the next start. */
  fallbackToLocal: boolean;
  /** The user's local cart is being moved to the server. */
  migrating: boolean;
}

export const cartSession = proxy<CartSessionState>({ fallbackToLocal: false, migrating: false });

export type CartMode = 'local' | 'server';

const modeOf = (status: string, fallbackToLocal: boolean): CartMode =>
  status === 'authenticated' && !fallbackToLocal ? 'server' : 'local';

export const currentCartMode = (): CartMode => modeOf(authStore.status, cartSession.fallbackToLocal);

export function useCartMode(): CartMode {
  const auth = useSnapshot(authStore);
  const session = useSnapshot(cartSession);
  return modeOf(auth.status, session.fallbackToLocal);
}

/** The query client of the app, handed over when the app mounts (writes outside React reach the cache). */
let queries: QueryClient | null = null;

export function storeServerCart(cart: ServerCart): void {
  queries?.setQueryData(cartKeys.server, cart);
}

/**
 * A server cart call failed. Without an answer (network, timeout, server error) the cart falls back to local
 * storage with 'Переключение на локальное хранение'; a refusal (stock, a protected set) is the caller's to show.
 */
export function isServerUnavailable(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

export function fallBackToLocal(): void {
  if (cartSession.fallbackToLocal) return;
  cartSession.fallbackToLocal = true;
  toast(ru.cart.fallbackToLocal, { type: 'warning', description: ru.cart.fallbackToLocalHint });
}

/** The local lines are on the server now: the cart is the server's again, with this answer as its content. */
export function resumeServerCart(client: QueryClient, cart: ServerCart): void {
  client.setQueryData(cartKeys.server, cart);
  clearCart();
  cartSession.fallbackToLocal = false;
}

async function migrate(client: QueryClient): Promise<void> {
  const items = [...cartStore.items];
  if (items.length === 0) return;
  cartSession.migrating = true;
  try {
    const result = await migrateLocalCart(items);
    clearCart();
    client.setQueryData(cartKeys.server, result.cart);
    if (result.failedItems.length > 0) {
      toast(ru.cart.migratedPartly, {
        type: 'warning',
        description: result.failedItems.map((item) => item.error).join('; '),
      });
    }
  } catch (error) {
    console.error('Cart migration failed', error);
    toast(ru.cart.syncError, { type: 'error', description: ru.cart.syncErrorHint });
  } finally {
    cartSession.migrating = false;
  }
}

/**
 * Follows the session for the app's lifetime: a sign-in migrates the local cart (the server cart then loads
 * once), a sign-out drops the server cart from the cache and empties what the user kept locally meanwhile.
 */
export function startCartSession(client: QueryClient): () => void {
  queries = client;
  let previous = authStore.status;
  if (previous === 'authenticated') void migrate(client);
  const unsubscribe = subscribe(authStore, () => {
    const status = authStore.status;
    if (status === previous) return;
    const was = previous;
    previous = status;
    if (status === 'authenticated') {
      void migrate(client);
    } else if (status === 'anonymous' && was === 'authenticated') {
      client.removeQueries({ queryKey: cartKeys.server });
      if (cartSession.fallbackToLocal) clearCart();
      cartSession.fallbackToLocal = false;
    }
  });
  return () => {
    unsubscribe();
    queries = null;
  };
}
