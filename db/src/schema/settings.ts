import { jsonb, pgEnum, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './customers';

export const settingsKey = pgEnum('settings_key', [
  'store',
  'customer_service',
  'contact_widget',
  'retail_wholesale',
  'bundle',
  'home_config',
]);

/**
 * One JSON document per settings kind. The shape of each document is owned by its zod schema in the api, which
 * validates it on the way in and out.
 */
export const settings = pgTable('settings', {
  key: settingsKey().primaryKey(),
  value: jsonb().$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
});
