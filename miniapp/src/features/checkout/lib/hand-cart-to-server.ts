/**
 * A signed-in buyer's order is always made from the server cart (the API refuses lines from a signed-in
 * buyer). When their cart fell back to this device, checkout first moves the local lines to the server
 * (POST /cart/migrate) and goes on only if the server cart then holds exactly what the buyer saw: the same
 * lines, quantities and total. A server cart that differs (older lines merged in, stock capped, a new price) is
 * shown for another look instead; a failed move keeps the local cart as it was.
 */
import { errorMessage } from '@shop/api/client';
import type { QueryClient } from '@tanstack/react-query';
import { ru } from '../../../shared/texts/ru';
import { ruOrders } from '../../../shared/texts/ru-orders';
import { cartStore, migrateLocalCart, resumeServerCart, type ServerCart } from '../../cart';

interface ShownLine {
  productId: number;
  color: string;
  size: string;
  wholesaleGroupId: string | null;
  quantity: number;
}

export interface ShownCart {
  lines: readonly ShownLine[];
  totals: { finalTotalKopecks: number };
}

export type Handover = { status: 'moved' } | { status: 'stopped'; message: string };

const lineId = (line: Omit<ShownLine, 'quantity'>) =>
  `${line.productId}|${line.color}|${line.size}|${line.wholesaleGroupId ?? ''}`;

const contentOf = (lines: readonly ShownLine[]) =>
  lines
    .map((line) => `${lineId(line)}×${line.quantity}`)
    .sort()
    .join(',');

function sameAsShown(server: ServerCart, shown: ShownCart): boolean {
  const serverLines = server.lines.map((line) => ({
    productId: line.productId,
    color: line.colorCode,
    size: line.sizeCode,
    wholesaleGroupId: line.wholesaleGroupId,
    quantity: line.quantity,
  }));
  return (
    contentOf(serverLines) === contentOf(shown.lines) &&
    server.finalTotalKopecks === shown.totals.finalTotalKopecks
  );
}

export async function handCartToServer(client: QueryClient, shown: ShownCart): Promise<Handover> {
  const items = [...cartStore.items];
  let answer: Awaited<ReturnType<typeof migrateLocalCart>>;
  try {
    answer = await migrateLocalCart(items);
  } catch (error) {
    console.error('Moving the cart to the server before checkout failed', error);
    return {
      status: 'stopped',
      message: `${ruOrders.checkout.handoverFailed} (${errorMessage(error, ru.common.error)})`,
    };
  }
  resumeServerCart(client, answer.cart);
  if (answer.failedItems.length === 0 && sameAsShown(answer.cart, shown)) return { status: 'moved' };
  const refused = answer.failedItems.map((failed) => {
    const item = items.find(
      (local) =>
        local.productId === failed.productId && local.color === failed.color && local.size === failed.size,
    );
    return item ? `«${item.name}» (${item.size}): ${failed.error}.` : `${failed.error}.`;
  });
  return {
    status: 'stopped',
    message: [ruOrders.checkout.handoverChanged, ...refused].join(' '),
  };
}
