/**
 * Changes to the cart in either mode. In server mode each write answers the new cart, which replaces the cached
 * one; a refusal (stock, a protected wholesale set) shows its message, and a server that does not answer sends
 * the cart to local storage.
 */
import { errorMessage, isApiError } from '@shop/api/client';
import { ru } from '../../../shared/texts/ru';
import { toast } from '../../../shared/ui/toast/toast-store';
import {
  addServerLine as addServerCartLine,
  type LineRef,
  type NewServerLine,
  removeServerLine,
  type ServerCart,
  updateServerLine,
} from '../api/cart-calls';
import {
  currentCartMode,
  fallBackToLocal,
  isServerUnavailable,
  storeServerCart,
} from '../store/cart-session';
import { removeFromCart, updateQuantity } from '../store/cart-store';

export interface LineTarget extends LineRef {
  wholesaleGroupId: string | null;
}

/** What a refused write tells the shopper: the stock left, or that a set changes only as a whole. */
function showCartRefusal(error: unknown, fallback: string): void {
  if (isApiError(error) && error.code === 'WHOLESALE_GROUP_PROTECTED') {
    toast(ru.cart.wholesaleProtected, { type: 'warning', description: ru.cart.wholesaleProtectedHint });
    return;
  }
  if (isApiError(error) && error.code === 'INSUFFICIENT_STOCK') {
    toast(ru.cart.notEnoughStock, {
      type: 'error',
      description: error.fields?.quantity ?? error.message,
    });
    return;
  }
  toast(ru.common.error, { type: 'error', description: errorMessage(error, fallback) });
}

/** Runs a server write; true when the cart changed. */
export async function serverWrite(call: () => Promise<ServerCart>, fallback: string): Promise<boolean> {
  try {
    storeServerCart(await call());
    return true;
  } catch (error) {
    if (isServerUnavailable(error)) fallBackToLocal();
    showCartRefusal(error, fallback);
    return false;
  }
}

export const addServerLine = (line: NewServerLine): Promise<boolean> =>
  serverWrite(() => addServerCartLine(line), ru.cart.addFailed);

export async function setLineQuantity(line: LineTarget, quantity: number): Promise<boolean> {
  if (line.wholesaleGroupId) {
    toast(ru.cart.wholesaleProtected, { type: 'warning', description: ru.cart.wholesaleProtectedHint });
    return false;
  }
  if (currentCartMode() === 'server') {
    return serverWrite(
      () => updateServerLine({ productId: line.productId, color: line.color, size: line.size }, quantity),
      ru.cart.updateFailed,
    );
  }
  updateQuantity(line, quantity);
  return true;
}

export async function removeLine(line: LineTarget): Promise<boolean> {
  if (line.wholesaleGroupId) {
    toast(ru.cart.wholesaleProtected, { type: 'warning', description: ru.cart.wholesaleProtectedHint });
    return false;
  }
  if (currentCartMode() === 'server') {
    return serverWrite(
      () => removeServerLine({ productId: line.productId, color: line.color, size: line.size }),
      ru.cart.removeFailed,
    );
  }
  removeFromCart(line);
  return true;
}
