/** Promocodes as the back office manages them, with their usage counted from orders. */
import { z } from '@hono/zod-openapi';
import { PROMOCODE_DISCOUNT_TYPES, PROMOCODE_TIERS, type PromocodeInput, promotionTexts } from '@shop/core';
import {
  adminPromocodeById,
  type Database,
  deletePromocode,
  insertPromocode,
  listAdminPromocodes,
  ordersUsingPromocode,
  type PromocodeWithUsage,
  promocodeIdByCode,
  setPromocodeActive,
  updatePromocode,
  withTransaction,
} from '@shop/db';
import { ApiError } from '../../lib/errors';
import { kopecks } from '../../lib/money-schema';

const texts = {
  notFound: 'Промокод не найден',
  inUse: (orders: number) =>
    `Промокод нельзя удалить: он есть в заказах (${orders}). Выключите его, чтобы им больше не пользовались.`,
} as const;

const PROMOCODE_STATES = ['active', 'inactive', 'scheduled', 'expired', 'used_up'] as const;

export const adminPromocodeSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    description: z.string(),
    discountType: z.enum(PROMOCODE_DISCOUNT_TYPES),
    discountValue: z.number().int().openapi({ description: 'percent, or kopecks for a fixed discount' }),
    minOrderValueKopecks: kopecks('smallest order the code applies to'),
    maxDiscountKopecks: kopecks('cap of a percentage discount').nullable(),
    validFrom: z.string().nullable(),
    validUntil: z.string().nullable(),
    maxUsage: z.number().int().nullable(),
    usageCount: z.number().int(),
    perUserLimit: z.number().int().nullable(),
    tier: z.enum(PROMOCODE_TIERS),
    isActive: z.boolean(),
    isPublic: z.boolean(),
    copyCount: z.number().int(),
    state: z.enum(PROMOCODE_STATES).openapi({ description: 'whether a buyer can use the code right now' }),
    usage: z.object({
      orders: z.number().int().openapi({ description: 'orders that redeemed it and were not cancelled' }),
      revenueKopecks: kopecks('what those orders came to'),
      discountKopecks: kopecks('the discount they were given'),
    }),
    createdAt: z.string(),
  })
  .openapi('AdminPromocode');

type AdminPromocode = z.infer<typeof adminPromocodeSchema>;

function stateOf(row: PromocodeWithUsage, now: Date): AdminPromocode['state'] {
  if (!row.isActive) return 'inactive';
  if (row.validUntil && row.validUntil <= now) return 'expired';
  if (row.validFrom && row.validFrom > now) return 'scheduled';
  if (row.maxUsage !== null && row.usageCount >= row.maxUsage) return 'used_up';
  return 'active';
}

function toAdminPromocode(row: PromocodeWithUsage, now = new Date()): AdminPromocode {
  return {
    id: row.id,
    code: row.code,
    description: row.description?.ru ?? '',
    discountType: row.discountType,
    discountValue: row.discountValue,
    minOrderValueKopecks: row.minOrderValueKopecks,
    maxDiscountKopecks: row.maxDiscountKopecks,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    maxUsage: row.maxUsage,
    usageCount: row.usageCount,
    perUserLimit: row.perUserLimit,
    tier: row.tier,
    isActive: row.isActive,
    isPublic: row.isPublic,
    copyCount: row.copyCount,
    state: stateOf(row, now),
    usage: row.usage,
    createdAt: row.createdAt.toISOString(),
  };
}

const codeTaken = () =>
  new ApiError('CONFLICT', promotionTexts.codeTaken, { code: promotionTexts.codeTaken });

/** `changed` runs after every write: the home page's promocode showcase must show it at once. */
export function promocodeAdmin(db: Database, changed: () => void) {
  const one = async (id: string) => {
    const row = await adminPromocodeById(db, id);
    if (!row) throw new ApiError('NOT_FOUND', texts.notFound);
    return toAdminPromocode(row);
  };

  return {
    list: async () => (await listAdminPromocodes(db)).map((row) => toAdminPromocode(row)),
    one,

    async create(input: PromocodeInput) {
      const id = await withTransaction(db, async (tx) => {
        if (await promocodeIdByCode(tx, input.code)) throw codeTaken();
        return insertPromocode(tx, input);
      });
      changed();
      return one(id);
    },

    async update(id: string, input: PromocodeInput) {
      await withTransaction(db, async (tx) => {
        const current = await adminPromocodeById(tx, id);
        if (!current) throw new ApiError('NOT_FOUND', texts.notFound);
        const other = await promocodeIdByCode(tx, input.code);
        if (other && other !== id) throw codeTaken();
        if (input.maxUsage !== null && input.maxUsage < current.usageCount) {
          const message = promotionTexts.maxUsageBelowUses(current.usageCount);
          throw new ApiError('CONFLICT', message, { maxUsage: message });
        }
        await updatePromocode(tx, id, input);
      });
      changed();
      return one(id);
    },

    async setActive(id: string, isActive: boolean) {
      if (!(await setPromocodeActive(db, id, isActive))) throw new ApiError('NOT_FOUND', texts.notFound);
      changed();
      return one(id);
    },

    async remove(id: string) {
      await withTransaction(db, async (tx) => {
        if (!(await adminPromocodeById(tx, id))) throw new ApiError('NOT_FOUND', texts.notFound);
        const used = await ordersUsingPromocode(tx, id);
        if (used > 0) throw new ApiError('CONFLICT', texts.inUse(used));
        await deletePromocode(tx, id);
      });
      changed();
    },
  };
}
