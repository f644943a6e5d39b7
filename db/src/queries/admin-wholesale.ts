/**
 * Wholesale in the back office: the products list with each product's wholesale terms, the locked read and the
 * write of those terms, and the wholesale sales figures read from order lines (`order_items.is_wholesale`, the
 * bundle's group type in `wholesale_metadata`). Cancelled orders count nowhere.
 */
import { WHOLESALE_OFFER_FLAGS } from '@shop/core';
import { and, asc, desc, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { categories, orderItems, orders, type ProductWholesaleSettings, products } from '../schema';
import { type AdminProductFilter, adminProductConditions } from './admin-products';
import { orderShopDay } from './shop-day';

export interface WholesaleProductFilter extends AdminProductFilter {
  /** true: offered wholesale now (available and enabled); false: the others. */
  wholesale?: boolean | undefined;
}

// Core's rule (isWholesaleAvailable): every one of its switches on.
const offeredWholesale = sql.join(
  WHOLESALE_OFFER_FLAGS.map((flag) => sql`(${products.wholesale}->>${flag})::boolean`),
  sql` and `,
);

function conditionsOf(filter: WholesaleProductFilter): SQL | undefined {
  const { wholesale, ...rest } = filter;
  const offered =
    wholesale === undefined ? undefined : wholesale ? offeredWholesale : sql`not (${offeredWholesale})`;
  return and(adminProductConditions(rest), offered);
}

export interface WholesaleProductRow {
  id: number;
  name: string;
  baseSku: string;
  categoryName: string;
  priceKopecks: number;
  isActive: boolean;
  totalStock: number;
  wholesale: ProductWholesaleSettings;
}

export async function listWholesaleProducts(
  db: DbOrTx,
  params: { filter: WholesaleProductFilter; limit: number; offset: number },
): Promise<WholesaleProductRow[]> {
  return db
    .select({
      id: products.id,
      name: sql<string>`${products.name}->>'ru'`,
      baseSku: products.baseSku,
      categoryName: sql<string>`${categories.name}->>'ru'`,
      priceKopecks: products.priceKopecks,
      isActive: products.isActive,
      totalStock: products.totalStock,
      wholesale: products.wholesale,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(conditionsOf(params.filter))
    .orderBy(asc(sql`${products.name}->>'ru'`), asc(products.id))
    .limit(params.limit)
    .offset(params.offset);
}

export async function countWholesaleProducts(db: DbOrTx, filter: WholesaleProductFilter): Promise<number> {
  return db.$count(products, conditionsOf(filter));
}

/** How many products are offered wholesale now, of how many. */
export async function wholesaleProductCounts(db: DbOrTx): Promise<{ offered: number; total: number }> {
  const [row] = await db
    .select({
      offered: sql<number>`count(*) filter (where ${offeredWholesale})`.mapWith(Number),
      total: sql<number>`count(*)`.mapWith(Number),
    })
    .from(products);
  return row ?? { offered: 0, total: 0 };
}

/** The products' wholesale terms, their rows locked until the transaction ends (in id order, as every writer). */
export async function lockProductsWholesale(
  tx: DbOrTx,
  ids: number[],
): Promise<{ id: number; priceKopecks: number; wholesale: ProductWholesaleSettings }[]> {
  return tx
    .select({ id: products.id, priceKopecks: products.priceKopecks, wholesale: products.wholesale })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
}

export async function setProductWholesale(
  tx: DbOrTx,
  id: number,
  wholesale: ProductWholesaleSettings,
): Promise<void> {
  await tx.update(products).set({ wholesale, updatedAt: new Date() }).where(eq(products.id, id));
}

export interface SalesPeriod {
  start: Date;
  end: Date;
}

const inPeriod = (period: SalesPeriod) =>
  and(gte(orders.createdAt, period.start), lt(orders.createdAt, period.end), ne(orders.status, 'cancelled'));

/** Per Moscow day: orders with at least one wholesale line, and those lines' revenue. */
export async function wholesaleSalesPerDay(
  db: DbOrTx,
  period: SalesPeriod,
): Promise<{ day: string; orders: number; revenueKopecks: number }[]> {
  return db
    .select({
      day: orderShopDay,
      orders: sql<number>`count(distinct ${orders.id})`.mapWith(Number),
      revenueKopecks: sql<number>`coalesce(sum(${orderItems.lineTotalKopecks}), 0)`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inPeriod(period), eq(orderItems.isWholesale, true)))
    .groupBy(orderShopDay)
    .orderBy(orderShopDay);
}

/** Every goods line of the period against its wholesale part, for the share of wholesale in revenue. */
export async function goodsRevenueSplit(
  db: DbOrTx,
  period: SalesPeriod,
): Promise<{ allKopecks: number; wholesaleKopecks: number; allOrders: number; wholesaleOrders: number }> {
  const [row] = await db
    .select({
      allKopecks: sql<number>`coalesce(sum(${orderItems.lineTotalKopecks}), 0)`.mapWith(Number),
      wholesaleKopecks:
        sql<number>`coalesce(sum(${orderItems.lineTotalKopecks}) filter (where ${orderItems.isWholesale}), 0)`.mapWith(
          Number,
        ),
      allOrders: sql<number>`count(distinct ${orders.id})`.mapWith(Number),
      wholesaleOrders:
        sql<number>`count(distinct ${orders.id}) filter (where ${orderItems.isWholesale})`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inPeriod(period));
  return row ?? { allKopecks: 0, wholesaleKopecks: 0, allOrders: 0, wholesaleOrders: 0 };
}

const groupType = sql<string>`coalesce(${orderItems.wholesaleMetadata}->>'groupType', 'individual')`;

/** The bundles sold most, by product and bundle type: bundles are distinct group ids per order. */
export async function topWholesaleBundles(
  db: DbOrTx,
  period: SalesPeriod,
  limit: number,
): Promise<
  {
    productId: number | null;
    name: string;
    groupType: string;
    bundles: number;
    items: number;
    revenueKopecks: number;
  }[]
> {
  const revenue = sql<number>`sum(${orderItems.lineTotalKopecks})`.mapWith(Number);
  return db
    .select({
      productId: orderItems.productId,
      name: sql<string>`min(${orderItems.name})`,
      groupType,
      bundles:
        sql<number>`count(distinct ${orders.id}::text || coalesce(${orderItems.wholesaleGroupId}, ''))`.mapWith(
          Number,
        ),
      items: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
      revenueKopecks: revenue,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inPeriod(period), eq(orderItems.isWholesale, true)))
    .groupBy(orderItems.productId, groupType)
    .orderBy(desc(revenue), asc(orderItems.productId))
    .limit(limit);
}

/** Wholesale revenue by bundle type over the period. */
export async function wholesaleByGroupType(
  db: DbOrTx,
  period: SalesPeriod,
): Promise<{ groupType: string; items: number; revenueKopecks: number }[]> {
  const revenue = sql<number>`sum(${orderItems.lineTotalKopecks})`.mapWith(Number);
  return db
    .select({
      groupType,
      items: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
      revenueKopecks: revenue,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inPeriod(period), eq(orderItems.isWholesale, true)))
    .groupBy(groupType)
    .orderBy(desc(revenue));
}
