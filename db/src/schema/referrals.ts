import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { serialId, timestampTzNow } from './columns';
import { users } from './customers';
import { orders } from './orders';
import { promocodes } from './promotions';

/** A buyer's personal referral code, made the first time she asks for her link. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    createdAt: timestampTzNow(),
  },
  (t) => [uniqueIndex('referral_codes_code_key').on(t.code)],
);

/**
 * One row per new buyer brought by a friend's link, written with her first order. The unique index on the
 * referred buyer is what keeps it at one attribution, even for two of her orders at once.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serialId(),
    referrerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first order, the one that made the attribution. */
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The reward codes, when the reward was on at that order. */
    referrerPromocodeId: uuid().references(() => promocodes.id, { onDelete: 'set null' }),
    referredPromocodeId: uuid().references(() => promocodes.id, { onDelete: 'set null' }),
    createdAt: timestampTzNow(),
  },
  (t) => [
    uniqueIndex('referrals_referred_user_key').on(t.referredUserId),
    index('referrals_referrer_idx').on(t.referrerId, t.createdAt),
  ],
);
