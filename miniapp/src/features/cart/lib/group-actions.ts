/**
 * Changes to a wholesale set in either cart, for the cart page only: the set rules stay off the first screens,
 * whose add-to-cart needs none of them.
 */
import { groupChangeRefusal, setLineQuantities } from '@shop/core/rules';
import { ru } from '../../../shared/texts/ru';
import { toast } from '../../../shared/ui/toast/toast-store';
import { removeServerGroup, updateServerGroup } from '../api/cart-calls';
import { currentCartMode } from '../store/cart-session';
import { cartStore, removeGroupFromCart, setGroupLineQuantities } from '../store/cart-store';
import { serverWrite } from './cart-actions';

/**
 * SPEC 4: a wholesale set changes together, its quantity per variant becoming the new one (core's
 * `setLineQuantities`); at least 1, and never a step under the set's minimum (core's `groupChangeRefusal`, the
 * rule the server keeps for its cart).
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
  const members = cartStore.items.filter((item) => item.wholesaleGroupId === wholesaleGroupId);
  setGroupLineQuantities(
    wholesaleGroupId,
    setLineQuantities(
      members.map((item) => item.quantity),
      next,
    ),
  );
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
