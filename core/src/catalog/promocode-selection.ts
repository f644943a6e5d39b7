/** Which promocodes the home showcase shows (SPEC 5 "Promocode auto-selection score"), and their countdown. */

/** SPEC 9 "Promocode tiers"; a higher tier scores higher in the showcase. */
export const PROMOCODE_TIERS = ['standard', 'premium', 'vip'] as const;
export type PromocodeTier = (typeof PROMOCODE_TIERS)[number];

/** A percentage off, a fixed sum off (kopecks in the database, roubles in the API), or free shipping. */
export const PROMOCODE_DISCOUNT_TYPES = ['percentage', 'fixed', 'free_shipping'] as const;
export type PromocodeDiscountType = (typeof PROMOCODE_DISCOUNT_TYPES)[number];

export interface PromocodeLike {
  _id: string;
  code: string;
  discountType: string;
  discountValue: number;
  validUntil: string | null;
  maxUsage: number | null;
  usageCount: number;
  tier: PromocodeTier | string;
}

export interface AutoSelectCriteria {
  includeExpiringSoon: boolean;
  includeHighValue: boolean;
  includeLimitedQuantity: boolean;
  includeNewCodes?: boolean;
}

const DAY = 86_400_000;
const allCriteria: AutoSelectCriteria = {
  includeExpiringSoon: true,
  includeHighValue: true,
  includeLimitedQuantity: true,
};

/**
 * +50 expiring within 7 days, +40 a discountValue of 30 or more, +30 at most 10 uses left of a set maxUsage,
 * +25 vip, +15 premium. A criterion switched off in the home config adds nothing.
 */
export function promocodeScore(
  promocode: PromocodeLike,
  now: Date,
  criteria: AutoSelectCriteria = allCriteria,
): number {
  let score = 0;
  if (criteria.includeExpiringSoon && promocode.validUntil) {
    const left = new Date(promocode.validUntil).getTime() - now.getTime();
    if (left >= 0 && left <= 7 * DAY) score += 50;
  }
  if (criteria.includeHighValue && promocode.discountValue >= 30) score += 40;
  if (
    criteria.includeLimitedQuantity &&
    promocode.maxUsage != null &&
    promocode.maxUsage - promocode.usageCount <= 10
  )
    score += 30;
  if (promocode.tier === 'vip') score += 25;
  else if (promocode.tier === 'premium') score += 15;
  return score;
}

/** Manual mode takes the first maxPromocodes; auto mode the maxPromocodes with the highest score (stable). */
export function selectPromocodes<T extends PromocodeLike>(
  promocodes: readonly T[],
  options: { selectionMode: 'manual' | 'auto'; maxPromocodes: number; criteria?: AutoSelectCriteria },
  now: Date = new Date(),
): T[] {
  if (options.selectionMode === 'manual') return promocodes.slice(0, options.maxPromocodes);
  return promocodes
    .map((promocode, index) => ({
      promocode,
      index,
      score: promocodeScore(promocode, now, options.criteria),
    }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, options.maxPromocodes)
    .map((entry) => entry.promocode);
}

export const EXPIRED_LABEL = 'Истёк';

/** "2 д 5 ч", "3 ч 12 мин", "15 мин", or 'Истёк' once past. */
export function expiryCountdown(validUntil: string, now: Date = new Date()): string {
  const left = new Date(validUntil).getTime() - now.getTime();
  if (!Number.isFinite(left) || left <= 0) return EXPIRED_LABEL;
  const minutes = Math.floor(left / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days} д ${hours} ч`;
  if (hours > 0) return `${hours} ч ${minutes % 60} мин`;
  return `${Math.max(1, minutes)} мин`;
}
