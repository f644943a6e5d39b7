import { PAYMENT_PROBLEM_KINDS } from '@shop/core';
import { sql } from 'drizzle-orm';
import { bigint, index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestampTz, timestampTzNow } from './columns';
import { users } from './customers';
import { orders } from './orders';

export const paymentProblemKind = pgEnum('payment_problem_kind', PAYMENT_PROBLEM_KINDS);

/**
 * Money Telegram or ЮKassa took that did not simply pay an order: a sum or currency other than the invoice's, a payload
 * naming no order, a payment after the order was cancelled, a second payment of a paid order. The order is not
 * marked paid by it; staff see the list in the admin app, refund or match the money, and mark it resolved.
 */
export const paymentProblems = pgTable(
  'payment_problems',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    kind: paymentProblemKind().notNull(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    /** As Telegram reported it: the currency and the total in its smallest units. */
    currency: text().notNull(),
    totalAmount: bigint({ mode: 'number' }).notNull(),
    /** One problem per charge: Telegram sending the same payment again adds nothing. Null for ЮKassa's. */
    telegramChargeId: text(),
    /** Telegram's provider charge, or the ЮKassa payment's id. */
    providerChargeId: text().notNull(),
    /** One problem per ЮKassa payment: the same notification again adds nothing. */
    yookassaPaymentId: text(),
    telegramUserId: bigint({ mode: 'number' }),
    /** What went wrong, in the staff's words. */
    details: text().notNull(),
    createdAt: timestampTzNow(),
    resolvedAt: timestampTz(),
    resolvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** What staff did: "деньги возвращены", "доплата зачтена"... */
    resolution: text(),
  },
  (t) => [
    uniqueIndex('payment_problems_charge_key').on(t.telegramChargeId),
    uniqueIndex('payment_problems_yookassa_payment_key').on(t.yookassaPaymentId),
    index('payment_problems_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
  ],
);
