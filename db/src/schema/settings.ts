import { settingsKeys } from '@shop/core';
import { jsonb, pgEnum, pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestampTzNow } from './columns';
import { users } from './customers';

export const settingsKey = pgEnum('settings_key', settingsKeys);

/**
 * One JSON document per settings kind. The shape of each document is owned by its zod schema in @shop/core
 * (core/src/settings), which the api applies on the way in and out.
 */
export const settings = pgTable('settings', {
  key: settingsKey().primaryKey(),
  value: jsonb().$type<Record<string, unknown>>().notNull(),
  updatedAt: timestampTzNow(),
  updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
});
