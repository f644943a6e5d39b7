/**
 * The dashboard's figures, each one grouped query over an index: orders and revenue per day, orders by status,
 * the best-selling products of the period, and variants running low. Cancelled orders count in the status
 * breakdown only.
 */
import type { OrderStatus } from '@shop/core';
import { and, asc, between, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { colors, orderItems, orders, products, productVariants } from '../schema';
import { orderShopDay } from './shop-day';

export async function ordersPerDay(
  db: DbOrTx,
  since: Date,
): Promise<{ day: string; orders: number; revenueKopecks: number }[]> {
  return db
    .select({
      day: orderShopDay,
      orders: sql<number>`count(*)`.mapWith(Number),
      revenueKopecks: sql<number>`coalesce(sum(${orders.totalKopecks}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(gte(orders.createdAt, since), ne(orders.status, 'cancelled')))
    .groupBy(orderShopDay)
    .orderBy(orderShopDay);
}

export async function ordersByStatus(
  db: DbOrTx,
  since: Date,
): Promise<{ status: OrderStatus; count: number }[]> {
  return db
    .select({ status: orders.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(gte(orders.createdAt, since))
    .groupBy(orders.status);
}

export async function topProducts(
  db: DbOrTx,
  since: Date,
  limit: number,
): Promise<{ productId: number | null; name: string; quantity: number; revenueKopecks: number }[]> {
  const quantity = sql<number>`sum(${orderItems.quantity})`.mapWith(Number);
  return db
    .select({
      productId: orderItems.productId,
      name: sql<string>`min(${orderItems.name})`,
      quantity,
      revenueKopecks: sql<number>`sum(${orderItems.lineTotalKopecks})`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(gte(orders.createdAt, since), ne(orders.status, 'cancelled')))
    .groupBy(orderItems.productId)
    .orderBy(desc(quantity), asc(orderItems.productId))
    .limit(limit);
}

export async function lowStockVariants(
  db: DbOrTx,
  { max, limit }: { max: number; limit: number },
): Promise<
  { productId: number; name: string; sku: string; colorName: string; sizeCode: string; quantity: number }[]
> {
  return db
    .select({
      productId: products.id,
      name: sql<string>`${products.name}->>'ru'`,
      sku: productVariants.sku,
      colorName: sql<string>`${colors.name}->>'ru'`,
      sizeCode: productVariants.sizeCode,
      quantity: productVariants.quantity,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(colors, eq(colors.code, productVariants.colorCode))
    .where(and(between(productVariants.quantity, 1, max), eq(products.isActive, true)))
    .orderBy(asc(productVariants.quantity), asc(productVariants.sku))
    .limit(limit);
}
