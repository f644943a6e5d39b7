/** The dashboard in one answer: a period's days, statuses, best sellers, low stock and the latest orders. */
import { z } from '@hono/zod-openapi';
import { LOW_STOCK_LIMIT, ORDER_STATUSES, orderStatusLabels, shopDayOf, shopDayStart } from '@shop/core';
import {
  type Database,
  listAdminOrders,
  lowStockVariants,
  ordersByStatus,
  ordersPerDay,
  topProducts,
} from '@shop/db';

const DAY_MS = 86_400_000;

export const dashboardSchema = z
  .object({
    days: z.number().int(),
    totals: z.object({
      orders: z.number().int(),
      revenueKopecks: z.number().int(),
      averageKopecks: z.number().int(),
    }),
    perDay: z
      .array(z.object({ day: z.string(), orders: z.number().int(), revenueKopecks: z.number().int() }))
      .openapi({
        description:
          'every day of the period (Moscow time), days without orders included; cancelled orders left out',
      }),
    byStatus: z.array(
      z.object({ status: z.enum(ORDER_STATUSES), label: z.string(), count: z.number().int() }),
    ),
    topProducts: z.array(
      z.object({
        productId: z.number().int().nullable(),
        name: z.string(),
        quantity: z.number().int(),
        revenueKopecks: z.number().int(),
      }),
    ),
    lowStock: z.array(
      z.object({
        productId: z.number().int(),
        name: z.string(),
        sku: z.string(),
        colorName: z.string(),
        sizeCode: z.string(),
        quantity: z.number().int(),
      }),
    ),
    recentOrders: z.array(
      z.object({
        id: z.uuid(),
        number: z.number().int(),
        status: z.enum(ORDER_STATUSES),
        statusLabel: z.string(),
        customerName: z.string(),
        totalKopecks: z.number().int(),
        createdAt: z.string(),
      }),
    ),
  })
  .openapi('AdminDashboard');

export function dashboardAdmin(db: Database) {
  return {
    async read(days: number, now = new Date()): Promise<z.infer<typeof dashboardSchema>> {
      // The period starts at midnight (shop time) of the first of its days, today being the last.
      const since = new Date(shopDayStart(shopDayOf(now)).getTime() - (days - 1) * DAY_MS);
      const [perDay, byStatus, top, low, recent] = await Promise.all([
        ordersPerDay(db, since),
        ordersByStatus(db, since),
        topProducts(db, since, 5),
        lowStockVariants(db, { max: LOW_STOCK_LIMIT, limit: 10 }),
        listAdminOrders(db, { filter: {}, sort: 'createdAt', direction: 'desc', limit: 8, offset: 0 }),
      ]);
      const byDay = new Map(perDay.map((row) => [row.day, row]));
      const filled = Array.from({ length: days }, (_, index) => {
        const day = shopDayOf(since.getTime() + index * DAY_MS);
        return byDay.get(day) ?? { day, orders: 0, revenueKopecks: 0 };
      });
      const orders = filled.reduce((sum, day) => sum + day.orders, 0);
      const revenueKopecks = filled.reduce((sum, day) => sum + day.revenueKopecks, 0);
      const counts = new Map(byStatus.map((row) => [row.status, row.count]));
      return {
        days,
        totals: { orders, revenueKopecks, averageKopecks: orders ? Math.round(revenueKopecks / orders) : 0 },
        perDay: filled,
        byStatus: ORDER_STATUSES.map((status) => ({
          status,
          label: orderStatusLabels[status],
          count: counts.get(status) ?? 0,
        })),
        topProducts: top,
        lowStock: low,
        recentOrders: recent.map((order) => ({
          id: order.id,
          number: order.number,
          status: order.status,
          statusLabel: orderStatusLabels[order.status],
          customerName: order.customer.name,
          totalKopecks: order.totalKopecks,
          createdAt: order.createdAt.toISOString(),
        })),
      };
    },
  };
}
