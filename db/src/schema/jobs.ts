import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestampTz, timestampTzNow } from './columns';

/**
 * Timed work of the shop (payment holds running out, cart reminders, back-in-stock sends): kept in the database
 * so it survives a restart, and claimed with FOR UPDATE SKIP LOCKED so each job runs once however many api
 * instances poll the same table. A job is done when `done_at` is set; a failed run is tried again later.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** Which handler runs it: 'order.hold-expired', 'cart.reminder', ... */
    kind: text().notNull(),
    /** At most one open or finished job per key (e.g. one hold per order): enqueuing it again does nothing. */
    key: text(),
    payload: jsonb().notNull().default({}),
    runAt: timestampTzNow(),
    /** A claimed job belongs to its instance until then; an instance that died lets it go back to the queue. */
    lockedUntil: timestampTz(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    doneAt: timestampTz(),
    createdAt: timestampTzNow(),
  },
  (t) => [
    uniqueIndex('jobs_key_idx').on(t.key),
    index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null`),
  ],
);
