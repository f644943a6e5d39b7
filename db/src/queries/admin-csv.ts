/**
 * Batches for the CSV exports: keyset pages (after the last id seen), so an export of any size reads a few
 * hundred rows at a time and never holds the whole table.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { categories, colors, orderRefunds, orders, products, productVariants } from '../schema';
import { type AdminOrderFilter, adminOrderConditions } from './admin-orders';

export interface VariantCsvRow {
  id: number;
  sku: string;
  baseSku: string;
  name: string;
  category: string;
  colorName: string;
  sizeCode: string;
  quantity: number;
  priceKopecks: number;
  originalPriceKopecks: number | null;
  isActive: boolean;
}

export function variantCsvBatch(db: DbOrTx, afterId: number, limit: number): Promise<VariantCsvRow[]> {
  return db
    .select({
      id: productVariants.id,
      sku: productVariants.sku,
      baseSku: products.baseSku,
      name: sql<string>`${products.name}->>'ru'`,
      category: sql<string>`${categories.name}->>'ru'`,
      colorName: sql<string>`${colors.name}->>'ru'`,
      sizeCode: productVariants.sizeCode,
      quantity: productVariants.quantity,
      priceKopecks: products.priceKopecks,
      originalPriceKopecks: products.originalPriceKopecks,
      isActive: products.isActive,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(colors, eq(colors.code, productVariants.colorCode))
    .where(gt(productVariants.id, afterId))
    .orderBy(asc(productVariants.id))
    .limit(limit);
}

export type OrderCsvRow = Pick<
  typeof orders.$inferSelect,
  | 'number'
  | 'status'
  | 'customer'
  | 'address'
  | 'shippingMethodName'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'subtotalKopecks'
  | 'discountKopecks'
  | 'shippingFeeKopecks'
  | 'paymentFeeKopecks'
  | 'totalKopecks'
  | 'promocodeCode'
  | 'createdAt'
> & {
  /** Money given back so far: succeeded refunds. */
  refundedKopecks: number;
};

/** The orders the back office's list filter picks (every order without one), by number. */
export function orderCsvBatch(
  db: DbOrTx,
  filter: AdminOrderFilter,
  afterNumber: number,
  limit: number,
): Promise<OrderCsvRow[]> {
  return db
    .select({
      number: orders.number,
      status: orders.status,
      customer: orders.customer,
      address: orders.address,
      shippingMethodName: orders.shippingMethodName,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      subtotalKopecks: orders.subtotalKopecks,
      discountKopecks: orders.discountKopecks,
      shippingFeeKopecks: orders.shippingFeeKopecks,
      paymentFeeKopecks: orders.paymentFeeKopecks,
      totalKopecks: orders.totalKopecks,
      promocodeCode: orders.promocodeCode,
      createdAt: orders.createdAt,
      refundedKopecks: sql<number>`(select coalesce(sum(r.amount_kopecks), 0) from ${orderRefunds} r
        where r.order_id = "orders"."id" and r.status = 'succeeded')`.mapWith(Number),
    })
    .from(orders)
    .where(and(gt(orders.number, afterNumber), adminOrderConditions(filter)))
    .orderBy(asc(orders.number))
    .limit(limit);
}

/** The stock of the given SKUs, rows locked when inside a transaction that will change them. */
export async function variantStockBySku(
  db: DbOrTx,
  skus: string[],
  lock = false,
): Promise<{ sku: string; quantity: number; name: string }[]> {
  if (skus.length === 0) return [];
  const query = db
    .select({
      sku: productVariants.sku,
      quantity: productVariants.quantity,
      name: sql<string>`${products.name}->>'ru'`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.sku, skus))
    .orderBy(asc(productVariants.sku));
  return lock ? query.for('update', { of: productVariants }) : query;
}

export async function setVariantStock(db: DbOrTx, sku: string, quantity: number): Promise<void> {
  await db.update(productVariants).set({ quantity }).where(eq(productVariants.sku, sku));
}
