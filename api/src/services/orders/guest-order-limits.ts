/**
 * Bounds on guest checkouts, so that nobody can empty the shop's stock with fake orders: orders per address and
 * per phone number in a window (counted in the database, shared by every instance), and at most a few orders
 * per phone number waiting for staff to confirm them. A buyer placing an order or two never meets them; a
 * signed-in buyer is not counted here (an account is itself throttled at registration). A request repeating an
 * Idempotency-Key that already made an order is its replay and is never refused.
 */
import { orderTexts } from '@shop/core';
import { countPendingOrdersOfPhone, type DatabaseHandle, findOrderByIdempotencyKey } from '@shop/db';
import type { Context } from 'hono';
import type { Config } from '../../config';
import { ApiError } from '../../lib/errors';
import { clientAddress, minutesUntil, UNKNOWN_ADDRESS } from '../../middleware/rate-limit';
import { sharedRateLimits } from '../../middleware/shared-rate-limit';

export const guestOrderLimits = {
  perAddress: { limit: 10, windowMs: 10 * 60_000 },
  perPhone: { limit: 5, windowMs: 60 * 60_000 },
  /** Unconfirmed (pending) orders one phone number may hold at once. */
  pendingPerPhone: 3,
};

export interface GuestOrderDeps {
  database: Pick<DatabaseHandle, 'db'>;
  config: Pick<Config, 'guestOrderLimits' | 'trustProxy'>;
}

export function guestOrderGate(deps: GuestOrderDeps) {
  const db = deps.database.db;
  const limits = sharedRateLimits(db);

  /** Throws 429 (with Retry-After) or 409 when this guest may not place another order now. */
  return async function admitGuestOrder(c: Context, order: { phone: string; idempotencyKey: string }) {
    if (!deps.config.guestOrderLimits) return;
    if (await findOrderByIdempotencyKey(db, { userId: null, idempotencyKey: order.idempotencyKey })) return;
    const pending = await countPendingOrdersOfPhone(db, order.phone);
    if (pending >= guestOrderLimits.pendingPerPhone) {
      throw new ApiError('CONFLICT', orderTexts.tooManyOpenOrders(pending));
    }
    const address = clientAddress(c, deps.config.trustProxy);
    const states = await limits.check([
      { rule: guestOrderLimits.perPhone, key: `guestOrderPerPhone:${order.phone}` },
      // Without an address (never the case behind a socket) there is nothing to count by.
      ...(address === UNKNOWN_ADDRESS
        ? []
        : [{ rule: guestOrderLimits.perAddress, key: `guestOrderPerAddress:${address}` }]),
    ]);
    const refused = states.map((state) => state.result).find((result) => !result.allowed);
    if (refused && !refused.allowed) {
      c.header('Retry-After', String(refused.retryAfterSeconds));
      throw new ApiError(
        'RATE_LIMITED',
        orderTexts.tooManyGuestOrders(minutesUntil(refused.retryAfterSeconds)),
      );
    }
  };
}
