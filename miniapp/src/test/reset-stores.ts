/**
 * The component files of a worker share one module cache (vitest.browser-apps.ts), so the storefront's stores
 * outlive a file. Each file starts as a first visit does: no storage, the address '/', and every store as a fresh
 * load of its module reads it.
 */
import { authStore, setLaunchInitData, storedSession } from '../features/auth/store/auth-store';
import { cartSession } from '../features/cart/store/cart-session';
import { cartStore, loadCart } from '../features/cart/store/cart-store';
import { loadChoice, shippingChoiceStore } from '../features/cart/store/shipping-choice-store';
import { appModeStore } from '../features/telegram/store/app-mode-store';
import { loadWishlist, setWishlistPlace, wishlistStore } from '../features/wishlist/store/wishlist-store';
import { dismissToast, toastStore } from '../shared/ui/toast/toast-store';

function clearStorage(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
}

export async function startAsFirstVisit(): Promise<void> {
  window.history.replaceState(null, '', '/');
  clearStorage();
  Object.assign(authStore, storedSession());
  setLaunchInitData(null);
  Object.assign(cartStore, loadCart());
  Object.assign(cartSession, { fallbackToLocal: false, migrating: false });
  Object.assign(shippingChoiceStore, loadChoice());
  Object.assign(wishlistStore, loadWishlist());
  setWishlistPlace(null);
  appModeStore.isMiniApp = false;
  for (const { id } of toastStore.toasts) dismissToast(id);
  // The cart's and the shipping choice's subscribers write what was just set, a tick later; a first visit has
  // nothing stored.
  await new Promise((resolve) => setTimeout(resolve, 0));
  clearStorage();
}
