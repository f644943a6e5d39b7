/** POST /cart/add-batch: the wholesale re-check first, then the cart adds what passed, line by line. */
import type { Database } from '@shop/db';
import type { Logger } from '../../lib/logger';
import { addBatchToCart, type CartLineRequest, migrateCart } from '../cart/cart-service';
import type { ShippingChoice } from '../cart/cart-view';
import { checkWholesaleLines } from './wholesale-cart-checks';

export async function addCheckedBatch(
  db: Database,
  log: Logger,
  userId: string,
  lines: readonly CartLineRequest[],
  shipping: ShippingChoice,
) {
  const { accepted, refused } = await checkWholesaleLines(db, log, lines);
  const result = await addBatchToCart(db, userId, accepted, shipping);
  const failedItems = [...result.failedItems, ...refused];
  return { ...result, failedItems, totalFailed: failedItems.length };
}

/** POST /cart/migrate: a guest's wholesale lines pass the same re-check before they join the server cart. */
export async function migrateCheckedCart(
  db: Database,
  log: Logger,
  userId: string,
  lines: readonly CartLineRequest[],
  shipping: ShippingChoice,
) {
  const { accepted, refused } = await checkWholesaleLines(db, log, lines);
  const result = await migrateCart(db, userId, accepted, shipping);
  return { ...result, failedItems: [...result.failedItems, ...refused] };
}
