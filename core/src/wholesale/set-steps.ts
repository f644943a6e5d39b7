/**
 * A wholesale set in the cart: how it steps and when a step is refused. Kept apart from the offers and their texts:
 * the cart's code, on every first screen, needs only this.
 */
import { bundleTypeOfGroupId } from './bundle-types';
import { reachesWholesaleMinimum } from './wholesale-quantity';

/** 'Оптовый набор — от 10 шт., в этом 8 шт.' */
export const setBelowMinimum = (minimum: number, items: number) =>
  `Оптовый набор — от ${minimum} шт., в этом ${items} шт.`;

const itemsOf = (lines: readonly { quantity: number }[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

/** A cart line as the set rules read it. */
export interface WholesaleCartLine {
  productId: number;
  colorCode: string;
  sizeCode: string;
  quantity: number;
  wholesaleGroupId: string | null;
}

/**
 * A set's line quantities when its quantity per variant (its largest line) becomes `quantity`: the lines at the
 * largest follow it, a line that stock capped below it stays as it is unless the new quantity falls under it. A set
 * of even lines simply takes the new quantity on every line.
 */
export function setLineQuantities(quantities: readonly number[], quantity: number): number[] {
  const top = Math.max(...quantities);
  return quantities.map((line) => (line >= top ? quantity : Math.min(line, quantity)));
}

/**
 * Why a wholesale group cannot take `quantity` as its quantity per variant (`setLineQuantities`), or null when it
 * can. A set never steps under its minimum at the wholesale price: such a step is refused (a step up is always
 * allowed). A color, size or full set is its group; the individual bundle's groups, one per variant, count
 * together for their product.
 */
export function groupChangeRefusal(
  lines: readonly WholesaleCartLine[],
  groupId: string,
  quantity: number,
  minimum: number,
): string | null {
  const members = lines.filter((line) => line.wholesaleGroupId === groupId);
  const [first] = members;
  if (!first) return null;
  const type = bundleTypeOfGroupId(groupId, first.productId, first);
  if (type === null) return null;
  const set =
    type === 'individual'
      ? lines.filter(
          (line) =>
            line.productId === first.productId &&
            line.wholesaleGroupId !== null &&
            bundleTypeOfGroupId(line.wholesaleGroupId, line.productId, line) === 'individual',
        )
      : members;
  const before = itemsOf(set);
  const changed = setLineQuantities(
    members.map((line) => line.quantity),
    quantity,
  );
  const after = before - itemsOf(members) + changed.reduce((sum, line) => sum + line, 0);
  if (after >= before || reachesWholesaleMinimum(after, minimum)) return null;
  return setBelowMinimum(minimum, after);
}
