/** Promocodes as the back office manages them, with their use counted from the orders that redeemed them. */
import type { PromocodeInput } from '@shop/core';
import { asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { orders, promocodeRedemptions, promocodes } from '../schema';
import type { PromocodeRow } from './promocodes';

export interface PromocodeUsage {
  /** Orders that redeemed the code and were not cancelled. */
  orders: number;
  /** What those orders came to, in kopecks. */
  revenueKopecks: number;
  /** The discount they were given, in kopecks. */
  discountKopecks: number;
}

export type PromocodeWithUsage = PromocodeRow & { usage: PromocodeUsage };

const usageColumns = {
  usageOrders: sql<number>`count(${promocodeRedemptions.id})::int`,
  usageRevenue: sql<number>`coalesce(sum(${orders.totalKopecks}), 0)::bigint`,
  usageDiscount: sql<number>`coalesce(sum(${promocodeRedemptions.discountKopecks}), 0)::bigint`,
};

function withUsage(row: PromocodeRow & { usageOrders: number; usageRevenue: number; usageDiscount: number }) {
  const { usageOrders, usageRevenue, usageDiscount, ...promocode } = row;
  return {
    ...promocode,
    usage: {
      orders: usageOrders,
      revenueKopecks: Number(usageRevenue),
      discountKopecks: Number(usageDiscount),
    },
  };
}

const selectWithUsage = (db: DbOrTx) =>
  db
    .select({ ...getTableColumns(promocodes), ...usageColumns })
    .from(promocodes)
    .leftJoin(promocodeRedemptions, eq(promocodeRedemptions.promocodeId, promocodes.id))
    .leftJoin(orders, eq(orders.id, promocodeRedemptions.orderId))
    .groupBy(promocodes.id);

/** Every code, active first, then newest; each with its usage. */
export async function listAdminPromocodes(db: DbOrTx): Promise<PromocodeWithUsage[]> {
  const rows = await selectWithUsage(db).orderBy(
    desc(promocodes.isActive),
    desc(promocodes.createdAt),
    asc(promocodes.code),
  );
  return rows.map(withUsage);
}

export async function adminPromocodeById(db: DbOrTx, id: string): Promise<PromocodeWithUsage | undefined> {
  const [row] = await selectWithUsage(db).where(eq(promocodes.id, id));
  return row && withUsage(row);
}

/** Another code spelled the same, letters' case aside (codes are stored upper-cased). */
export async function promocodeIdByCode(db: DbOrTx, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: promocodes.id })
    .from(promocodes)
    .where(eq(promocodes.code, code.toUpperCase()));
  return row?.id;
}

const columnsOf = (input: PromocodeInput) => ({
  code: input.code.toUpperCase(),
  description: input.description ? { ru: input.description } : null,
  discountType: input.discountType,
  discountValue: input.discountValue,
  minOrderValueKopecks: input.minOrderValueKopecks,
  maxDiscountKopecks: input.maxDiscountKopecks,
  validFrom: input.validFrom ? new Date(input.validFrom) : null,
  validUntil: input.validUntil ? new Date(input.validUntil) : null,
  maxUsage: input.maxUsage,
  perUserLimit: input.perUserLimit,
  tier: input.tier,
  isActive: input.isActive,
  isPublic: input.isPublic,
});

export async function insertPromocode(db: DbOrTx, input: PromocodeInput): Promise<string> {
  const [row] = await db.insert(promocodes).values(columnsOf(input)).returning({ id: promocodes.id });
  return row!.id;
}

/** Changes every field but the usage count; false when there is no such code. */
export async function updatePromocode(db: DbOrTx, id: string, input: PromocodeInput): Promise<boolean> {
  const rows = await db
    .update(promocodes)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(eq(promocodes.id, id))
    .returning({ id: promocodes.id });
  return rows.length > 0;
}

export async function setPromocodeActive(db: DbOrTx, id: string, isActive: boolean): Promise<boolean> {
  const rows = await db
    .update(promocodes)
    .set({ isActive, updatedAt: new Date() })
    .where(eq(promocodes.id, id))
    .returning({ id: promocodes.id });
  return rows.length > 0;
}

/** Orders that name the code, cancelled or not (a deleted code would leave them pointing nowhere). */
export async function ordersUsingPromocode(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(orders).where(eq(orders.promocodeId, id));
  return row?.count ?? 0;
}

export async function deletePromocode(db: DbOrTx, id: string): Promise<boolean> {
  return (await db.delete(promocodes).where(eq(promocodes.id, id)).returning()).length > 0;
}
