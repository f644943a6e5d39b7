/** Promocodes as a visitor may see them: the showcase's codes, with money in roubles. */
import { z } from '@hono/zod-openapi';
import { kopecksToRoubles, PROMOCODE_DISCOUNT_TYPES, PROMOCODE_TIERS } from '@shop/core';
import { type DbOrTx, listShowcasePromocodes, type PromocodeRow } from '@shop/db';

export const publicPromocodeSchema = z
  .object({
    _id: z.string(),
    code: z.string(),
    description: z.string(),
    discountType: z.enum(PROMOCODE_DISCOUNT_TYPES),
    discountValue: z.number().openapi({ description: 'percent, or roubles for a fixed discount' }),
    validUntil: z.string().nullable(),
    maxUsage: z.number().int().nullable(),
    usageCount: z.number().int(),
    minOrderValue: z.number().openapi({ description: 'roubles' }),
    tier: z.enum(PROMOCODE_TIERS),
  })
  .openapi('PublicPromocode');

type PublicPromocode = z.infer<typeof publicPromocodeSchema>;

export function toPublicPromocode(row: PromocodeRow): PublicPromocode {
  return {
    _id: row.id,
    code: row.code,
    description: row.description?.ru ?? '',
    discountType: row.discountType,
    discountValue: row.discountType === 'fixed' ? kopecksToRoubles(row.discountValue) : row.discountValue,
    validUntil: row.validUntil ? row.validUntil.toISOString() : null,
    maxUsage: row.maxUsage,
    usageCount: row.usageCount,
    minOrderValue: kopecksToRoubles(row.minOrderValueKopecks),
    tier: row.tier,
  };
}

/** Codes usable now, soonest expiry first. */
export async function activePromocodes(db: DbOrTx, limit: number): Promise<PublicPromocode[]> {
  return (await listShowcasePromocodes(db, { limit })).map(toPublicPromocode);
}
