import { BUYER_LISTS } from '@shop/core';
import { integer, pgEnum, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { timestampTz } from './columns';
import { users } from './customers';

export const buyerList = pgEnum('buyer_list', BUYER_LISTS);

/**
 * The lists of products a signed-in web buyer keeps for every browser of hers (the wishlist, the recently viewed
 * products): one row per product of a list, with when she added or last viewed it.
 */
export const buyerListItems = pgTable(
  'buyer_list_items',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: buyerList().notNull(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestampTz().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.list, table.productId] })],
);
