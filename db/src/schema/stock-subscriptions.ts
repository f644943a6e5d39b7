import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { serialId, timestampTzNow } from './columns';
import { users } from './customers';

/**
 * "Сообщить о поступлении": a buyer waiting for a sold-out color and size. Kept by product, color and size rather
 * than by variant row, so a product save that rewrites its variants keeps them. A row is deleted when its message
 * is sent (or its buyer can no longer get one).
 */
export const stockSubscriptions = pgTable(
  'stock_subscriptions',
  {
    id: serialId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorCode: text().notNull(),
    sizeCode: text().notNull(),
    createdAt: timestampTzNow(),
  },
  (t) => [
    uniqueIndex('stock_subscriptions_user_variant_key').on(t.userId, t.productId, t.colorCode, t.sizeCode),
    index('stock_subscriptions_variant_idx').on(t.productId, t.colorCode, t.sizeCode),
  ],
);
