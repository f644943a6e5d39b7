import { REFUND_STATUSES, REFUND_WAYS } from '@shop/core';
import { boolean, index, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { kopecksSum, serialId, timestampTzNow } from './columns';
import { users } from './customers';
import { orders } from './orders';

export const refundWay = pgEnum('refund_way', REFUND_WAYS);
export const refundStatus = pgEnum('refund_status', REFUND_STATUSES);

/** Units of one order line given back. */
export interface RefundedLine {
  itemId: number;
  quantity: number;
}

/**
 * Money given back for an order: through ЮKassa's refund call (`yookassa`), or by staff in the payment provider's
 * own office and recorded here (`manual`, Telegram payments: the Bot API cannot refund them). A ЮKassa refund is
 * written `pending` with its Idempotence-Key and request before the call, so a retry sends the same request under
 * the same key and ЮKassa answers the same refund, never a second one; pending and succeeded refunds count
 * against what is left of the payment.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serialId(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    way: refundWay().notNull(),
    status: refundStatus().notNull(),
    amountKopecks: kopecksSum().notNull(),
    /** The order lines given back; a whole refund also gives back shipping and the fee. */
    lines: jsonb().$type<RefundedLine[]>().notNull(),
    whole: boolean().notNull(),
    /** The order is cancelled (stock back) once the money is back. */
    cancelsOrder: boolean().notNull(),
    idempotenceKey: text(),
    /** The body sent to ЮKassa, sent again as it is on a retry. */
    request: jsonb(),
    yookassaRefundId: text(),
    /** Why ЮKassa refused, in the staff's words. */
    error: text(),
    note: text(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampTzNow(),
    updatedAt: timestampTzNow(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    uniqueIndex('order_refunds_idempotence_key').on(t.idempotenceKey),
  ],
);
