import { integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { timestampTz } from './columns';
import { users } from './customers';

/** The wishlist of a signed-in buyer on the web: one row per product, with when she added it. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestampTz().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);
