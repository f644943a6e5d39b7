import { bigint, integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A moment; the shop stores every one with its time zone. */
export const timestampTz = () => timestamp({ withTimezone: true });

/** A moment that is now unless written: when a row was made, or the earliest time something may happen. */
export const timestampTzNow = () => timestampTz().notNull().defaultNow();

/** Created/updated stamps shared by every table that is edited after creation. */
export const timestamps = {
  createdAt: timestampTzNow(),
  updatedAt: timestampTzNow().$onUpdate(() => new Date()),
};

/** A row numbered by the database (an identity column; an explicit id may still be written). */
export const serialId = () => integer().primaryKey().generatedByDefaultAsIdentity();

/** A row known by a random uuid. */
export const uuidId = () => uuid().primaryKey().defaultRandom();

/**
 * A sum of money: bigint, since a wholesale order passes 2^31 kopecks (21.4 million roubles) long before any
 * bound on prices, quantities and lines would stop it. JavaScript numbers hold such sums exactly.
 */
export const kopecksSum = () => bigint({ mode: 'number' });

/** A text in the shop's languages; Russian is the one always present and shown first. */
export type { LocalizedText } from '@shop/core';
