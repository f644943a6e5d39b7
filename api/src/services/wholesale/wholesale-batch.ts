/** POST /cart/add-batch and /cart/migrate: the wholesale re-check first, then the cart takes what passed. */
import type { Database } from '@shop/db';
import type { Logger } from '../../lib/logger';
import { addBatchToCart, type CartLineRequest, migrateCart } from '../cart/cart-service';
import type { ShippingChoice } from '../cart/cart-view';
import { checkWholesaleLines, type RefusedLine } from './wholesale-cart-checks';

/** `apply` runs on the lines that pass the re-check; the refused ones join the lines it could not take. */
async function afterWholesaleCheck<R extends { failedItems: readonly unknown[] }>(
  db: Database,
  log: Logger,
  lines: readonly CartLineRequest[],
  apply: (accepted: CartLineRequest[]) => Promise<R>,
): Promise<Omit<R, 'failedItems'> & { failedItems: (R['failedItems'][number] | RefusedLine)[] }> {
  const { accepted, refused } = await checkWholesaleLines(db, log, lines);
  const result = await apply(accepted);
  return { ...result, failedItems: [...result.failedItems, ...refused] };
}

export async function addCheckedBatch(
  db: Database,
  log: Logger,
  userId: string,
  lines: readonly CartLineRequest[],
  shipping: ShippingChoice,
) {
  const result = await afterWholesaleCheck(db, log, lines, (accepted) =>
    addBatchToCart(db, userId, accepted, shipping),
  );
  return { ...result, totalFailed: result.failedItems.length };
}

/** A guest's wholesale lines pass the same re-check before they join the server cart. */
export function migrateCheckedCart(
  db: Database,
  log: Logger,
  userId: string,
  lines: readonly CartLineRequest[],
  shipping: ShippingChoice,
) {
  return afterWholesaleCheck(db, log, lines, (accepted) => migrateCart(db, userId, accepted, shipping));
}
