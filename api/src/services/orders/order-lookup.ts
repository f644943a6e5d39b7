/**
 * A guest finds their order again by its number and the phone it was placed with, and gets the order's link.
 * Attempts are counted per address in the database (shared by every instance), so the pairs cannot be guessed
 * one after another; a wrong pair and a missing order read the same.
 */
import { normalizeRussianPhone, orderTexts } from '@shop/core';
import { type DatabaseHandle, findOrderIdByNumberAndPhone } from '@shop/db';
import type { Context } from 'hono';
import type { Config } from '../../config';
import { ApiError } from '../../lib/errors';
import { clientAddress, minutesUntil } from '../../middleware/rate-limit';
import { sharedRateLimits } from '../../middleware/shared-rate-limit';
import { orderAccessToken } from './order-access';

const orderLookupLimit = { limit: 10, windowMs: 15 * 60_000 };

export function orderLookup(deps: {
  database: Pick<DatabaseHandle, 'db'>;
  config: Pick<Config, 'trustProxy' | 'jwtSecret'>;
}) {
  const db = deps.database.db;
  const limits = sharedRateLimits(db);
  return async function lookUpOrder(c: Context, request: { number: number; phone: string }) {
    const address = clientAddress(c, deps.config.trustProxy);
    const [state] = await limits.check([{ rule: orderLookupLimit, key: `orderLookup:${address}` }]);
    if (state && !state.result.allowed) {
      c.header('Retry-After', String(state.result.retryAfterSeconds));
      throw new ApiError(
        'RATE_LIMITED',
        orderTexts.tooManyLookups(minutesUntil(state.result.retryAfterSeconds)),
      );
    }
    const phone = normalizeRussianPhone(request.phone);
    const id = phone ? await findOrderIdByNumberAndPhone(db, { number: request.number, phone }) : undefined;
    if (!id) throw new ApiError('NOT_FOUND', orderTexts.lookupNotFound);
    return { id, accessToken: orderAccessToken(deps.config.jwtSecret, id) };
  };
}
