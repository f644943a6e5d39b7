import { PROMOCODE_DISCOUNT_TYPES, PROMOCODE_TIERS } from '@shop/core';
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  kopecksSum,
  type LocalizedText,
  serialId,
  timestamps,
  timestampTz,
  timestampTzNow,
  uuidId,
} from './columns';
import { users } from './customers';
import { orders } from './orders';

export const promocodeTier = pgEnum('promocode_tier', PROMOCODE_TIERS);
export const discountType = pgEnum('discount_type', PROMOCODE_DISCOUNT_TYPES);

export const promocodes = pgTable(
  'promocodes',
  {
    id: uuidId(),
    /** Stored upper-cased; codes are matched case-insensitively. */
    code: text().notNull(),
    description: jsonb().$type<LocalizedText>(),
    discountType: discountType().notNull(),
    /** Percent for percentage codes, kopecks for fixed codes, unused for free shipping. */
    discountValue: integer().notNull().default(0),
    minOrderValueKopecks: integer().notNull().default(0),
    /** Cap of a percentage discount, in kopecks. */
    maxDiscountKopecks: integer(),
    validFrom: timestampTz(),
    validUntil: timestampTz(),
    maxUsage: integer(),
    usageCount: integer().notNull().default(0),
    perUserLimit: integer(),
    tier: promocodeTier().notNull().default('standard'),
    isActive: boolean().notNull().default(true),
    /** Shown in the home page showcase. */
    isPublic: boolean().notNull().default(true),
    copyCount: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('promocodes_code_key').on(t.code),
    check('promocodes_usage_within_cap', sql`${t.maxUsage} is null or ${t.usageCount} <= ${t.maxUsage}`),
  ],
);

export const promocodeRedemptions = pgTable(
  'promocode_redemptions',
  {
    id: serialId(),
    promocodeId: uuid()
      .notNull()
      .references(() => promocodes.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discountKopecks: kopecksSum().notNull(),
    createdAt: timestampTzNow(),
  },
  (t) => [
    uniqueIndex('promocode_redemptions_order_key').on(t.promocodeId, t.orderId),
    index('promocode_redemptions_user_idx').on(t.promocodeId, t.userId),
  ],
);

/** Which products a promotion covers: everything, some categories or some products. */
export interface PromotionTarget {
  scope: 'all' | 'categories' | 'products';
  categoryIds?: number[];
  productIds?: number[];
}

/**
 * Automatic discounts shown on products (no code to enter). Paused while not active; ended for good when staff end
 * it (`ended_at`) or its period is over. The product cards read it (db/sql/product-cards.sql).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serialId(),
    name: jsonb().$type<LocalizedText>().notNull(),
    description: jsonb().$type<LocalizedText>(),
    /** The storefront's badge on the product's card and page. */
    badge: text().notNull().default(''),
    discountType: discountType().notNull(),
    /** Whole percent for a percentage, kopecks for a fixed discount. */
    discountValue: integer().notNull(),
    target: jsonb().$type<PromotionTarget>().notNull(),
    startsAt: timestampTz(),
    endsAt: timestampTz(),
    isActive: boolean().notNull().default(true),
    endedAt: timestampTz(),
    priority: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check(
      'promotions_discount',
      sql`(${t.discountType} = 'percentage' and ${t.discountValue} between 1 and 99) or (${t.discountType} = 'fixed' and ${t.discountValue} > 0)`,
    ),
  ],
);

export const promocodesRelations = relations(promocodes, ({ many }) => ({
  redemptions: many(promocodeRedemptions),
}));

export const promocodeRedemptionsRelations = relations(promocodeRedemptions, ({ one }) => ({
  promocode: one(promocodes, { fields: [promocodeRedemptions.promocodeId], references: [promocodes.id] }),
  user: one(users, { fields: [promocodeRedemptions.userId], references: [users.id] }),
  order: one(orders, { fields: [promocodeRedemptions.orderId], references: [orders.id] }),
}));
