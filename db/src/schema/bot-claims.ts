import { pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { timestampTzNow } from './columns';
import { users } from './customers';
import { orders } from './orders';

/**
 * The last time a buyer pressed "Повторить" under an order in the bot: a second press within a few seconds (a
 * double tap, Telegram resending the callback) finds the claim and adds nothing.
 */
export const repeatOrderClaims = pgTable(
  'repeat_order_claims',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    claimedAt: timestampTzNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orderId] })],
);
