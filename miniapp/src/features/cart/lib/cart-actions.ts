/**
 * Changes to the cart in either mode. In server mode each write answers the new cart, which replaces the cached
 * one; a refusal (stock, a protected wholesale set) shows its message, and a server that does not answer sends
 * the cart to local storage.
 */
import { errorMessage, isApiError } from '@shop/api/client';
import { groupChangeRefusal } from '@shop/core/rules';
import { ru } from '../../../shared/texts/ru';
import { toast } from '../../../shared/ui/toast/toast-store';
import {
  addServerLine as addServerCartLine,
  type LineRef,
  type NewServerLine,
  removeServerGroup,
  removeServerLine,
  type ServerCart,
  updateServerGroup,
  updateServerLine,
} from '../api/cart-calls';
import {
  currentCartMode,
  fallBackToLocal,
  isServerUnavailable,
  storeServerCart,
} from '../store/cart-session';
import {
  cartStore,
  removeFromCart,
  removeGroupFromCart,
  updateGroupQuantity,
  updateQuantity,
} from '../store/cart-store';

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
async function serverWrite(call: () => Promise<ServerCart>, fallback: string): Promise<boolean> {
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

/**
 * SPEC 4: every line of a wholesale set takes the new quantity together; at least 1, and never a step under the
 * set's minimum (core's `groupChangeRefusal`, the rule the server keeps for its cart).
 */
export async function setGroupQuantity(wholesaleGroupId: string, quantity: number): Promise<boolean> {
  const next = Math.max(1, Math.floor(quantity));
  if (currentCartMode() === 'server') {
    return serverWrite(() => updateServerGroup(wholesaleGroupId, next), ru.cart.groupUpdateFailed);
  }
  const refusal = localGroupRefusal(wholesaleGroupId, next);
  if (refusal) {
    toast(ru.common.error, { type: 'error', description: refusal });
    return false;
  }
  updateGroupQuantity(wholesaleGroupId, next);
  return true;
}

function localGroupRefusal(wholesaleGroupId: string, quantity: number): string | null {
  const member = cartStore.items.find((item) => item.wholesaleGroupId === wholesaleGroupId);
  const minimum = member?.wholesaleMetadata?.minQuantity;
  if (!member || minimum === undefined) return null;
  const lines = cartStore.items
    .filter((item) => item.productId === member.productId)
    .map((item) => ({
      productId: item.productId,
      colorCode: item.color,
      sizeCode: item.size,
      quantity: item.quantity,
      wholesaleGroupId: item.wholesaleGroupId ?? null,
    }));
  return groupChangeRefusal(lines, wholesaleGroupId, quantity, minimum);
}

export async function removeGroup(wholesaleGroupId: string): Promise<boolean> {
  if (currentCartMode() === 'server') {
    return serverWrite(() => removeServerGroup(wholesaleGroupId), ru.cart.groupRemoveFailed);
  }
  removeGroupFromCart(wholesaleGroupId);
  return true;
}
