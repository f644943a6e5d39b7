import { ORDER_STATUSES, PAYMENT_STATUSES, paymentMethodIds } from '@shop/core';
import { relations } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { wholesaleLineColumns } from './carts';
import { products } from './catalog';
import { kopecksSum, serialId, timestamps, timestampTz, timestampTzNow, uuidId } from './columns';
import { users } from './customers';
import { shippingMethods } from './shipping';

export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const paymentMethod = pgEnum('payment_method', paymentMethodIds);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);

export interface OrderCustomer {
  name: string;
  phone: string;
  email?: string;
  telegramUsername?: string;
}

export interface OrderAddress {
  region: string;
  city: string;
  street?: string;
  house?: string;
  apartment?: string;
  postalCode?: string;
  pickupPoint?: string;
}

export const orders = pgTable(
  'orders',
  {
    id: uuidId(),
    /** The short number a customer reads out on the phone. */
    number: integer().notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: orderStatus().notNull().default('pending'),
    customer: jsonb().$type<OrderCustomer>().notNull(),
    address: jsonb().$type<OrderAddress>(),
    shippingMethodId: text().references(() => shippingMethods.id, { onDelete: 'set null' }),
    shippingMethodName: text(),
    shippingFeeKopecks: kopecksSum().notNull().default(0),
    subtotalKopecks: kopecksSum().notNull(),
    /** The promocode's discount on the goods; a free-shipping code shows in the shipping fee instead. */
    discountKopecks: kopecksSum().notNull().default(0),
    /** The cash-on-delivery commission. */
    paymentFeeKopecks: kopecksSum().notNull().default(0),
    totalKopecks: kopecksSum().notNull(),
    promocodeId: uuid(),
    promocodeCode: text(),
    paymentMethod: paymentMethod().notNull().default('cash'),
    paymentStatus: paymentStatus().notNull().default('unpaid'),
    comment: text(),
    /** web, miniapp or bot. */
    source: text().notNull().default('web'),
    /**
     * Checkout sets these three: the buyer's user id or `guest` (guests share one scope), the Idempotency-Key
     * (unique per scope) and a SHA-256 of the request, so the same key with another request is refused. Orders
     * made another way (by staff, by phone) may have none.
     */
    idempotencyScope: text(),
    idempotencyKey: text(),
    requestHash: text(),
    cancelledAt: timestampTz(),
    /** When the money arrived: on delivery for payment on delivery, or when an online payment is confirmed. */
    paidAt: timestampTz(),
    /** An order paid in Telegram holds its stock until then; unpaid past it, the hold job cancels it. */
    paymentDueAt: timestampTz(),
    /** Telegram's and the provider's ids of the payment, kept for a refund; one Telegram charge pays one order. */
    telegramPaymentChargeId: text(),
    providerPaymentChargeId: text(),
    /**
     * Paid online through ЮKassa: the payment made for the order, the Idempotence-Key it was asked with (stored
     * before the call, so a retry after a lost answer gets the same payment) and where the buyer pays it.
     */
    yookassaPaymentId: text(),
    yookassaIdempotenceKey: text(),
    yookassaConfirmationUrl: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyScope, t.idempotencyKey),
    uniqueIndex('orders_telegram_charge_key').on(t.telegramPaymentChargeId),
    uniqueIndex('orders_yookassa_payment_key').on(t.yookassaPaymentId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
  ],
);

/** A snapshot of what was bought, so that later catalogue edits never change an order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serialId(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    name: text().notNull(),
    sku: text().notNull(),
    image: text(),
    colorCode: text().notNull(),
    colorName: text().notNull(),
    sizeCode: text().notNull(),
    /** The size as the buyer read it when ordering («Единый размер»); null on lines older than the column. */
    sizeName: text(),
    priceKopecks: integer().notNull(),
    originalPriceKopecks: integer(),
    quantity: integer().notNull(),
    /** This line's part of the promocode discount. */
    discountKopecks: kopecksSum().notNull().default(0),
    /** Price x quantity less the line's discount, as priced at checkout. */
    lineTotalKopecks: kopecksSum().notNull(),
    ...wholesaleLineColumns(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: serialId(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatus().notNull(),
    note: text(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampTzNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  items: many(orderItems),
  events: many(orderEvents),
  shippingMethod: one(shippingMethods, {
    fields: [orders.shippingMethodId],
    references: [shippingMethods.id],
  }),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderItems.productId], references: [products.id] }),
}));

export const orderEventsRelations = relations(orderEvents, ({ one }) => ({
  order: one(orders, { fields: [orderEvents.orderId], references: [orders.id] }),
}));
