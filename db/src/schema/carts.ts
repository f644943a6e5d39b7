import type { PromocodeDiscountType } from '@shop/core';
import { relations } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { serialId, timestamps, timestampTz, timestampTzNow, uuidId } from './columns';
import { users } from './customers';

/** The promocode applied to a cart, as validated at the time it was applied. */
export interface AppliedPromocode {
  code: string;
  promocodeId: string;
  discountKopecks: number;
  shippingDiscountKopecks: number;
  discountType: PromocodeDiscountType;
  appliedAt: string;
}

/** The wholesale bundle a cart line belongs to (SPEC section 3, cart item wholesaleMetadata). */
export interface WholesaleLineMetadata {
  groupType: 'color_group' | 'size_group' | 'individual' | 'full_set';
  groupValue?: string;
  wholesaleRule?: string;
  retailPriceKopecks: number;
  wholesalePriceKopecks: number;
  appliedDiscountKopecks: number;
  discountPercentage: number;
  autoAdded?: boolean;
  bundleEfficiency?: number;
  variantIndex?: number;
  totalVariantsInGroup?: number;
}

/** A line's place in a wholesale bundle: the same on a cart line and on the order line it becomes. */
export const wholesaleLineColumns = () => ({
  isWholesale: boolean().notNull().default(false),
  /** wg_{productId}_{type}_{color|all}_{size|all}; lines of one bundle change together. */
  wholesaleGroupId: text(),
  wholesaleMetadata: jsonb().$type<WholesaleLineMetadata>(),
});

/** Server carts belong to signed-in users only; guests keep their cart in the browser. */
export const carts = pgTable(
  'carts',
  {
    id: uuidId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appliedPromocode: jsonb().$type<AppliedPromocode>(),
    /** When the idle-cart reminder went out; a cart changed after it (`updated_at` later) may earn another. */
    remindedAt: timestampTz(),
    /**
     * Goes up by one with each change of the cart or its lines, in the transaction that makes it: a write checks
     * the version it read instead of locking the cart before reading it.
     */
    version: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('carts_user_key').on(t.userId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serialId(),
    cartId: uuid()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorCode: text().notNull(),
    sizeCode: text().notNull(),
    quantity: integer().notNull(),
    /** Unit price at the time the line was added, in kopecks. */
    priceKopecks: integer().notNull(),
    ...wholesaleLineColumns(),
    addedAt: timestampTzNow(),
  },
  (t) => [
    index('cart_items_cart_idx').on(t.cartId),
    index('cart_items_wholesale_group_idx').on(t.cartId, t.wholesaleGroupId),
  ],
);

export const cartsRelations = relations(carts, ({ one, many }) => ({
  user: one(users, { fields: [carts.userId], references: [users.id] }),
  items: many(cartItems),
}));

export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  cart: one(carts, { fields: [cartItems.cartId], references: [carts.id] }),
  product: one(products, { fields: [cartItems.productId], references: [products.id] }),
}));
