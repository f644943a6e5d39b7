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

/** A cart line as the set rules read it, with its set's minimum (null for a retail line or when unknown). */
interface SetLine {
  productId: number;
  color: string;
  size: string;
  quantity: number;
  wholesaleGroupId?: string | null | undefined;
  setMinimum: number | null;
}

/**
 * Why the set cannot take `quantity` per variant, or null when it can; the cart page disables «−» with it when
 * the step down would be refused.
 */
export function setChangeRefusal(
  lines: readonly SetLine[],
  wholesaleGroupId: string,
  quantity: number,
): string | null {
  const member = lines.find((line) => line.wholesaleGroupId === wholesaleGroupId);
  if (!member || member.setMinimum === null) return null;
  const productLines = lines
    .filter((line) => line.productId === member.productId)
    .map((line) => ({
      productId: line.productId,
      colorCode: line.color,
      sizeCode: line.size,
      quantity: line.quantity,
      wholesaleGroupId: line.wholesaleGroupId ?? null,
    }));
  return groupChangeRefusal(productLines, wholesaleGroupId, quantity, member.setMinimum);
}

const localGroupRefusal = (wholesaleGroupId: string, quantity: number) =>
  setChangeRefusal(
    cartStore.items.map((item) => ({ ...item, setMinimum: item.wholesaleMetadata?.minQuantity ?? null })),
    wholesaleGroupId,
    quantity,
  );

export async function removeGroup(wholesaleGroupId: string): Promise<boolean> {
  if (currentCartMode() === 'server') {
    return serverWrite(() => removeServerGroup(wholesaleGroupId), ru.cart.groupRemoveFailed);
  }
  removeGroupFromCart(wholesaleGroupId);
  return true;
}
