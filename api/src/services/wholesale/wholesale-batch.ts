/** POST /cart/add, add-batch and migrate: the wholesale re-check first, then the cart takes what passed. */
import { itemWholesaleSavingsKopecks } from '@shop/core';
import type { Database, SessionClaims } from '@shop/db';
import type { Logger } from '../../lib/logger';
import {
  addBatchToCart,
  addToCart,
  type CartLineRequest,
  type LineCheck,
  migrateCart,
} from '../cart/cart-service';
import type { ShippingChoice } from '../cart/cart-view';
import { checkWholesaleLines, type RefusedLine, requireWholesaleLine } from './wholesale-cart-checks';

/** A line passes the wholesale re-check (on the products read with the cart) or is refused, then is added. */
export function addCheckedLine(
  db: Database,
  log: Logger,
  owner: SessionClaims,
  line: CartLineRequest,
  shipping: ShippingChoice,
) {
  return addToCart(db, owner, line, shipping, (tx, products) =>
    requireWholesaleLine(tx, log, line, products),
  );
}

/**
 * `apply` runs with a check that passes the lines the re-check accepts; the refused ones join the lines it could
 * not take. The check runs on the products the cart read (again, should the cart be read again).
 */
async function afterWholesaleCheck<R extends { failedItems: readonly unknown[] }>(
  log: Logger,
  lines: readonly CartLineRequest[],
  apply: (accept: LineCheck<readonly CartLineRequest[]>) => Promise<R>,
): Promise<Omit<R, 'failedItems'> & { failedItems: (R['failedItems'][number] | RefusedLine)[] }> {
  let refused: RefusedLine[] = [];
  const result = await apply(async (tx, products) => {
    const checked = await checkWholesaleLines(tx, log, lines, products);
    refused = checked.refused;
    return checked.accepted;
  });
  return { ...result, failedItems: [...result.failedItems, ...refused] };
}

export async function addCheckedBatch(
  db: Database,
  log: Logger,
  owner: SessionClaims,
  lines: readonly CartLineRequest[],
  shipping: ShippingChoice,
) {
  const result = await afterWholesaleCheck(log, lines, (accept) =>
    addBatchToCart(db, owner, lines, shipping, accept),
  );
  // SPEC 3 "Bundle result": what the added wholesale items save against retail, each at its line's prices.
  const totalSavingsKopecks = result.addedItems.reduce((sum, added) => {
    const line = result.cart.lines.find(
      (candidate) =>
        candidate.isWholesale &&
        candidate.productId === added.productId &&
        candidate.colorCode === added.color &&
        candidate.sizeCode === added.size,
    );
    return sum + (line ? itemWholesaleSavingsKopecks(line) * added.quantity : 0);
  }, 0);
  return { ...result, totalFailed: result.failedItems.length, totalSavingsKopecks };
}

/** A guest's wholesale lines pass the same re-check before they join the server cart. */
export function migrateCheckedCart(
  db: Database,
  log: Logger,
  owner: SessionClaims,
  lines: readonly CartLineRequest[],
  shipping: ShippingChoice,
) {
  return afterWholesaleCheck(log, lines, (accept) => migrateCart(db, owner, lines, shipping, accept));
}
