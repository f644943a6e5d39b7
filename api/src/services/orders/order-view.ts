/** The order as the API answers it: money in kopecks, statuses with their Russian labels. */
import { z } from '@hono/zod-openapi';
import {
  ORDER_STATUSES,
  orderStatusLabels,
  PAYMENT_STATUSES,
  paymentMethodIds,
  paymentStatusLabels,
} from '@shop/core';
import type { OrderRefundRow, OrderWithItems } from '@shop/db';
import { kopecks } from '../../lib/money-schema';
import { paginationOf, paginationSchema } from '../catalog/product-view';

const orderItemSchema = z
  .object({
    productId: z.number().int().nullable().openapi({ description: 'null once the product is deleted' }),
    name: z.string(),
    sku: z.string(),
    image: z.string().nullable(),
    colorCode: z.string(),
    colorName: z.string(),
    sizeCode: z.string(),
    sizeName: z.string().openapi({ description: 'the size as the buyer read it when ordering' }),
    quantity: z.number().int(),
    unitPriceKopecks: kopecks('price of one item when ordered'),
    originalPriceKopecks: kopecks('price before the sale').nullable(),
    discountKopecks: kopecks("this line's part of the promocode discount"),
    lineTotalKopecks: kopecks(
      'unit price x quantity less the line discount; the total is the sum of these, shipping and the commission',
    ),
    isWholesale: z.boolean(),
    wholesaleGroupId: z.string().nullable(),
  })
  .openapi('OrderItem');

export const orderSchema = z
  .object({
    id: z.uuid(),
    number: z.number().int().openapi({ example: 1001 }),
    status: z.enum(ORDER_STATUSES),
    statusLabel: z.string().openapi({ example: 'Новый' }),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    paymentStatusLabel: z.string().openapi({ example: 'Не оплачен' }),
    paidAt: z.string().nullable().openapi({
      description: 'when the money arrived: on delivery for cash or a card to the courier',
      example: null,
    }),
    paymentMethod: z.enum(paymentMethodIds),
    paymentDueAt: z.string().nullable().openapi({
      description:
        'payment online (Telegram, ЮKassa) only: until when the stock is held for an unpaid order; after it the order is cancelled',
      example: null,
    }),
    paymentConfirmationUrl: z.string().nullable().openapi({
      description:
        'payment online through ЮKassa only: the page where the buyer pays the pending payment; null once paid, cancelled or not made yet',
      example: null,
    }),
    paymentError: z.string().optional().openapi({
      description:
        'the checkout answer only: why the online payment was not made (the order is placed; pay again from its page)',
    }),
    customer: z.object({ name: z.string(), phone: z.string(), email: z.string().optional() }),
    address: z.object({
      region: z.string(),
      city: z.string(),
      street: z.string().optional(),
      house: z.string().optional(),
      apartment: z.string().optional(),
      postalCode: z.string().optional(),
      pickupPoint: z.string().optional(),
    }),
    items: z.array(orderItemSchema),
    shipping: z.object({
      methodId: z.string().nullable(),
      name: z.string().nullable(),
      feeKopecks: kopecks('what the buyer pays for shipping'),
    }),
    promocode: z.object({ code: z.string() }).nullable(),
    totals: z.object({
      subtotalKopecks: kopecks('goods at their prices'),
      discountKopecks: kopecks('the promocode discount on the goods'),
      shippingKopecks: kopecks('shipping'),
      paymentFeeKopecks: kopecks('cash-on-delivery commission'),
      totalKopecks: kopecks('what the buyer pays'),
    }),
    comment: z.string().nullable(),
    source: z.string(),
    createdAt: z.string().openapi({ example: '2026-11-23T14:00:00.000Z' }),
    cancelledAt: z.string().nullable(),
    history: z
      .array(z.object({ status: z.enum(ORDER_STATUSES), statusLabel: z.string(), at: z.string() }))
      .optional()
      .openapi({ description: 'one order only: its status changes, oldest first' }),
    refunds: z
      .array(z.object({ amountKopecks: z.number().int(), whole: z.boolean(), at: z.string() }))
      .optional()
      .openapi({ description: 'one order only: money given back, oldest first' }),
    refundedKopecks: z
      .number()
      .int()
      .optional()
      .openapi({ description: 'one order only: all the money given back so far' }),
    accessToken: z.string().optional().openapi({
      description:
        'guests only, when the order is placed: opens /order-confirmation/{id}?token=... and GET /api/orders/{id}?token=...',
    }),
  })
  .openapi('Order', {
    example: {
      id: '7d0f2f0e-5d7c-4a8e-9a57-2f1f3c1a9b10',
      number: 1001,
      status: 'pending',
      statusLabel: 'Новый',
      paymentStatus: 'unpaid',
      paymentStatusLabel: 'Не оплачен',
      paidAt: null,
      paymentMethod: 'cash',
      paymentDueAt: null,
      paymentConfirmationUrl: null,
      customer: { name: 'Анна Смирнова', phone: '+79001234567' },
      address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
      items: [
        {
          productId: 12,
          name: 'Платье миди из льна',
          sku: 'DRS-012-BLK-M',
          image: '/uploads/products/dress-12.webp',
          colorCode: 'BLK',
          colorName: 'Чёрный',
          sizeCode: 'M',
          sizeName: 'M',
          quantity: 2,
          unitPriceKopecks: 299_000,
          originalPriceKopecks: 399_000,
          discountKopecks: 0,
          lineTotalKopecks: 598_000,
          isWholesale: false,
          wholesaleGroupId: null,
        },
      ],
      shipping: { methodId: 'courier', name: 'Курьер по Москве', feeKopecks: 30_000 },
      promocode: null,
      totals: {
        subtotalKopecks: 598_000,
        discountKopecks: 0,
        shippingKopecks: 30_000,
        paymentFeeKopecks: 18_840,
        totalKopecks: 646_840,
      },
      comment: 'Позвоните за час',
      source: 'web',
      createdAt: '2026-11-23T14:00:00.000Z',
      cancelledAt: null,
    },
  });

export type OrderView = z.infer<typeof orderSchema>;

export const orderListSchema = z
  .object({ orders: z.array(orderSchema), pagination: paginationSchema })
  .openapi('OrderList');

/** One order with its status history and the money given back, as its page shows it. */
export const withHistory = (
  view: OrderView,
  history: readonly { status: OrderView['status']; createdAt: Date }[],
  refunds: readonly OrderRefundRow[],
): OrderView => {
  const done = refunds.filter((refund) => refund.status === 'succeeded');
  return {
    ...view,
    // Its status changes: an event that keeps the status (a payment or refund noted for staff) is no step.
    history: history
      .filter((event, index) => index === 0 || history[index - 1]?.status !== event.status)
      .map((event) => ({
        status: event.status,
        statusLabel: orderStatusLabels[event.status],
        at: event.createdAt.toISOString(),
      })),
    refunds: done.map((refund) => ({
      amountKopecks: refund.amountKopecks,
      whole: refund.whole,
      at: refund.updatedAt.toISOString(),
    })),
    refundedKopecks: done.reduce((sum, refund) => sum + refund.amountKopecks, 0),
  };
};

export function toOrderView(order: OrderWithItems, accessToken?: string): OrderView {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    statusLabel: orderStatusLabels[order.status],
    paymentStatus: order.paymentStatus,
    paymentStatusLabel: paymentStatusLabels[order.paymentStatus],
    paidAt: order.paidAt?.toISOString() ?? null,
    paymentMethod: order.paymentMethod,
    paymentDueAt: order.paymentDueAt?.toISOString() ?? null,
    paymentConfirmationUrl:
      order.paymentStatus === 'unpaid' && order.status !== 'cancelled' ? order.yookassaConfirmationUrl : null,
    customer: order.customer,
    address: order.address ?? { region: '', city: '' },
    items: order.items.map((item) => ({
      productId: item.productId,
      name: item.name,
      sku: item.sku,
      image: item.image,
      colorCode: item.colorCode,
      colorName: item.colorName,
      sizeCode: item.sizeCode,
      sizeName: item.sizeName ?? item.sizeCode,
      quantity: item.quantity,
      unitPriceKopecks: item.priceKopecks,
      originalPriceKopecks: item.originalPriceKopecks,
      discountKopecks: item.discountKopecks,
      lineTotalKopecks: item.lineTotalKopecks,
      isWholesale: item.isWholesale,
      wholesaleGroupId: item.wholesaleGroupId,
    })),
    shipping: {
      methodId: order.shippingMethodId,
      name: order.shippingMethodName,
      feeKopecks: order.shippingFeeKopecks,
    },
    promocode: order.promocodeCode ? { code: order.promocodeCode } : null,
    totals: {
      subtotalKopecks: order.subtotalKopecks,
      discountKopecks: order.discountKopecks,
      shippingKopecks: order.shippingFeeKopecks,
      paymentFeeKopecks: order.paymentFeeKopecks,
      totalKopecks: order.totalKopecks,
    },
    comment: order.comment,
    source: order.source,
    createdAt: order.createdAt.toISOString(),
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    ...(accessToken ? { accessToken } : {}),
  };
}

export function toOrderList(
  list: { orders: OrderWithItems[]; total: number },
  page: number,
  limit: number,
): z.infer<typeof orderListSchema> {
  return {
    orders: list.orders.map((order) => toOrderView(order)),
    pagination: paginationOf(page, limit, list.total),
  };
}
