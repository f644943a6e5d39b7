import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './customers';

/**
 * «Мои размеры»: the sizes a signed-in buyer wears, one per kind of goods (codes of the `sizes` table, left as
 * text so a size staff retire later does not break the profile; the storefront ignores codes it does not know).
 */
export const sizeProfiles = pgTable('size_profiles', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  clothing: text(),
  footwear: text(),
  ...timestamps,
});
