/**
 * The back office's orders: the list page, one order with its history and buyer, and status changes along the
 * allowed transitions (core's rules, `changeOrderStatus`), logged in the audit log in the same transaction.
 * A buyer signed in through Telegram gets a message about each change once it is committed.
 */
import { z } from '@hono/zod-openapi';
import {
  allowedNextStatuses,
  ORDER_STATUSES,
  type OrderRefundRequest,
  type OrderStatus,
  orderStatusLabels,
  orderTexts,
  PAYMENT_STATUSES,
  paymentMethodIds,
  paymentStatusLabels,
  refundTexts,
} from '@shop/core';
import {
  type AdminOrderDetail,
  type AdminOrderFilter,
  type AdminOrderRow,
  type AdminOrderSort,
  adminOrderById,
  countAdminOrders,
  type Database,
  type DbOrTx,
  listAdminOrders,
  lockOrderStatus,
  type OrderRow,
  recordStaffChange,
  type StaffActor,
  withTransaction,
} from '@shop/db';
import { ApiError } from '../../lib/errors';
import type { TelegramOutbox } from '../../telegram/outbox';
import { paginationOf, paginationSchema } from '../catalog/product-view';
import { moveOrderAndTellBuyer } from '../orders/buyer-notices';
import { raiseOrderError } from '../orders/order-errors';
import type { OrderMail } from '../orders/order-letters';
import { orderSchema, toOrderView } from '../orders/order-view';
import {
  type OrderRefunds,
  orderRefundSchema,
  refundedKopecksOf,
  refundedUnitsOf,
  refundView,
  refundWayOf,
} from '../payments/order-refunds';

const statusEnum = z.enum(ORDER_STATUSES);

const adminOrderRowSchema = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    status: statusEnum,
    statusLabel: z.string(),
    customer: z.object({ name: z.string(), phone: z.string(), email: z.string().optional() }),
    city: z.string().nullable(),
    totalKopecks: z.number().int(),
    itemCount: z.number().int().openapi({ description: 'items in the order, quantities added up' }),
    paymentMethod: z.enum(paymentMethodIds),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    paymentStatusLabel: z.string(),
    shippingMethodName: z.string().nullable(),
    source: z.string(),
    createdAt: z.string(),
  })
  .openapi('AdminOrderRow');

export const adminOrderListSchema = z
  .object({ orders: z.array(adminOrderRowSchema), pagination: paginationSchema })
  .openapi('AdminOrderList');

export const adminOrderSchema = z
  .object({
    order: orderSchema,
    nextStatuses: z
      .array(z.object({ status: statusEnum, label: z.string() }))
      .openapi({ description: 'where staff may move the order now' }),
    events: z.array(
      z.object({
        id: z.number().int(),
        status: statusEnum,
        statusLabel: z.string(),
        note: z.string().nullable(),
        actor: z.object({ name: z.string(), role: z.string() }).nullable(),
        createdAt: z.string(),
      }),
    ),
    refunds: z
      .array(orderRefundSchema)
      .openapi({ description: 'money given back or being given back, oldest first' }),
    refund: z
      .object({
        way: z.enum(['yookassa', 'manual']),
        paidKopecks: z.number().int(),
        refundedKopecks: z.number().int(),
        leftKopecks: z.number().int().openapi({ description: 'what can still be given back' }),
        hint: z.string().nullable().openapi({ description: 'why staff must give it back themselves' }),
        lines: z
          .array(
            z.object({
              itemId: z.number().int(),
              name: z.string(),
              variant: z.string(),
              quantity: z.number().int(),
              refundedQuantity: z.number().int().openapi({ description: 'given back or being given back' }),
            }),
          )
          .openapi({ description: 'the order lines, to choose what to give back' }),
      })
      .nullable()
      .openapi({ description: 'null while the order is unpaid' }),
    buyer: z
      .object({
        id: z.uuid(),
        name: z.string(),
        email: z.string().nullable(),
        phone: z.string().nullable(),
        telegramUsername: z.string().nullable(),
        hasTelegram: z.boolean(),
      })
      .nullable()
      .openapi({ description: "the buyer's account; null for a guest" }),
  })
  .openapi('AdminOrder');

type AdminOrderView = z.infer<typeof adminOrderSchema>;

function rowView(row: AdminOrderRow): z.infer<typeof adminOrderRowSchema> {
  return {
    ...row,
    statusLabel: orderStatusLabels[row.status],
    paymentStatusLabel: paymentStatusLabels[row.paymentStatus],
    createdAt: row.createdAt.toISOString(),
  };
}

function refundOf(order: AdminOrderDetail['order'], refunds: AdminOrderDetail['refunds']) {
  if (order.paymentStatus === 'unpaid') return null;
  const way = refundWayOf(order);
  const refundedKopecks = refundedKopecksOf(refunds);
  const hint =
    way === 'yookassa'
      ? null
      : order.paymentMethod === 'telegram'
        ? refundTexts.manualOnly
        : refundTexts.paidOnDelivery;
  const refundedUnits = refundedUnitsOf(refunds);
  return {
    way,
    paidKopecks: order.totalKopecks,
    refundedKopecks,
    // A paid order cancelled before refunds existed reads refunded with nothing recorded: nothing is left.
    leftKopecks: order.paymentStatus === 'refunded' ? 0 : order.totalKopecks - refundedKopecks,
    hint,
    lines: order.items.map((item) => ({
      itemId: item.id,
      name: item.name,
      variant: `${item.colorName}, ${item.sizeName ?? item.sizeCode}`,
      quantity: item.quantity,
      refundedQuantity: refundedUnits.get(item.id) ?? 0,
    })),
  };
}

function detailView({ order, events, buyer, refunds }: AdminOrderDetail): AdminOrderView {
  return {
    order: toOrderView(order),
    refunds: refunds.map((row) => refundView(row, order.paymentMethod)),
    refund: refundOf(order, refunds),
    nextStatuses: allowedNextStatuses(order.status).map((status) => ({
      status,
      label: orderStatusLabels[status],
    })),
    events: events.map((event) => ({
      id: event.id,
      status: event.status,
      statusLabel: orderStatusLabels[event.status],
      note: event.note,
      actor: event.actorName && event.actorRole ? { name: event.actorName, role: event.actorRole } : null,
      createdAt: event.createdAt.toISOString(),
    })),
    buyer: buyer && {
      id: buyer.id,
      name: buyer.name,
      email: buyer.email,
      phone: buyer.phone,
      telegramUsername: buyer.telegramUsername,
      hasTelegram: buyer.telegramId !== null,
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OrderListParams {
  filter: AdminOrderFilter;
  sort: AdminOrderSort;
  direction: 'asc' | 'desc';
  page: number;
  limit: number;
}

export function ordersAdmin(
  db: Database,
  {
    outbox,
    onStockChanged,
    refunds,
    mail,
  }: {
    outbox: TelegramOutbox;
    onStockChanged?: () => void;
    refunds?: OrderRefunds;
    mail?: OrderMail | undefined;
  },
) {
  async function detailOf(id: string): Promise<AdminOrderDetail> {
    const detail = UUID.test(id) ? await adminOrderById(db, id) : undefined;
    if (!detail) throw new ApiError('NOT_FOUND', orderTexts.notFound);
    return detail;
  }

  return {
    async list({ filter, sort, direction, page, limit }: OrderListParams) {
      const [rows, total] = await Promise.all([
        listAdminOrders(db, { filter, sort, direction, limit, offset: (page - 1) * limit }),
        countAdminOrders(db, filter),
      ]);
      return { orders: rows.map(rowView), pagination: paginationOf(page, limit, total) };
    },

    read: async (id: string) => detailView(await detailOf(id)),

    /** Gives back money of a paid order (order-refunds.ts); answers the order as it then stands. */
    async refund(id: string, actor: StaffActor, input: OrderRefundRequest) {
      await detailOf(id);
      await refunds?.refund(id, actor, input);
      return detailView(await detailOf(id));
    },

    /** Sends a pending ЮKassa refund again. */
    async retryRefund(id: string, refundId: number, actor: StaffActor) {
      await detailOf(id);
      await refunds?.retry(id, refundId, actor);
      return detailView(await detailOf(id));
    },

    /**
     * Moves the order as staff; the buyer is told in the same transaction, and `also` may write more there (the
     * staff chat's post edited to show who acted).
     */
    async changeStatus(
      id: string,
      actor: StaffActor,
      to: OrderStatus,
      note?: string,
      also?: (tx: DbOrTx, order: OrderRow) => Promise<void>,
    ) {
      if (!UUID.test(id)) throw new ApiError('NOT_FOUND', orderTexts.notFound);
      await withTransaction(db, async (tx) => {
        const before = await lockOrderStatus(tx, id);
        await moveOrderAndTellBuyer(
          tx,
          outbox,
          { orderId: id, to, actorId: actor.id, by: 'staff', note, mail },
          async (tx, after) => {
            await recordStaffChange(tx, actor, {
              entity: 'order',
              entityId: after.number,
              action: 'status',
              before: { status: before },
              after: { status: after.status, ...(note ? { note } : {}) },
            });
            await also?.(tx, after);
          },
        );
      }).catch(raiseOrderError);
      if (to === 'cancelled') onStockChanged?.();
      const detail = await detailOf(id);
      return detailView(detail);
    },
  };
}
