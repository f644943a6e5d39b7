import { timestamp } from 'drizzle-orm/pg-core';

/** Created/updated stamps shared by every table that is edited after creation. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A text in the shop's languages; Russian is the one always present and shown first. */
export type { LocalizedText } from '@shop/core';
