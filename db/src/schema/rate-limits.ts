import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

/**
 * Attempt counters of the sign-in and registration limits, shared by every api instance: one row per key
 * ('login:address:203.0.113.9', ...) holding the count of its current fixed window, which ends at `reset_at`
 * (the window opens at the key's first attempt). Rows past `reset_at` are swept now and then.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestampTz().notNull(),
});
