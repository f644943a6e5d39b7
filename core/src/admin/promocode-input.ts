/**
 * What staff send to create or change a promocode (SPEC 3 "Promocode"): one schema for the API's validation and
 * the admin form. Money is integer kopecks; a percentage is whole percent; dates are ISO date-times.
 */
import { z } from 'zod';
import { PROMOCODE_DISCOUNT_TYPES, PROMOCODE_TIERS } from '../catalog/promocode-selection';
import { promotionTexts as texts } from './promotion-texts';

const MAX_KOPECKS = 1_000_000_000;
const money = z.number(texts.money).int(texts.money).min(0, texts.money).max(MAX_KOPECKS, texts.money);
const dateTime = z.iso.datetime({ offset: true, message: texts.date });

export const promocodeInput = z
  .object({
    code: z
      .string(texts.code)
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,32}$/, texts.code)
      .transform((code) => code.toUpperCase()),
    description: z.string(texts.descriptionRu).trim().max(500, texts.descriptionRu),
    discountType: z.enum(PROMOCODE_DISCOUNT_TYPES, texts.discountType),
    /** Percent for percentage codes, kopecks for fixed codes, 0 for free shipping. */
    discountValue: z.number(texts.fixed).int(texts.fixed).min(0, texts.fixed),
    minOrderValueKopecks: money,
    /** Cap of a percentage discount. */
    maxDiscountKopecks: z
      .number(texts.maxDiscount)
      .int(texts.maxDiscount)
      .positive(texts.maxDiscount)
      .max(MAX_KOPECKS, texts.maxDiscount)
      .nullable(),
    validFrom: dateTime.nullable(),
    validUntil: dateTime.nullable(),
    maxUsage: z
      .number(texts.maxUsage)
      .int(texts.maxUsage)
      .min(1, texts.maxUsage)
      .max(1_000_000, texts.maxUsage)
      .nullable(),
    perUserLimit: z
      .number(texts.perUserLimit)
      .int(texts.perUserLimit)
      .min(1, texts.perUserLimit)
      .max(1000, texts.perUserLimit)
      .nullable(),
    tier: z.enum(PROMOCODE_TIERS, texts.tier),
    isActive: z.boolean(),
    /** Offered in the home page's promocode showcase. */
    isPublic: z.boolean(),
  })
  .superRefine((code, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (code.discountType === 'percentage' && (code.discountValue < 1 || code.discountValue > 100)) {
      issue('discountValue', texts.percentage);
    }
    if (code.discountType === 'fixed' && (code.discountValue < 1 || code.discountValue > MAX_KOPECKS)) {
      issue('discountValue', texts.fixed);
    }
    if (code.validFrom && code.validUntil && Date.parse(code.validUntil) <= Date.parse(code.validFrom)) {
      issue('validUntil', texts.untilBeforeFrom);
    }
    if (code.maxUsage !== null && code.perUserLimit !== null && code.perUserLimit > code.maxUsage) {
      issue('perUserLimit', texts.perUserAboveCap);
    }
  })
  .transform((code) => ({
    ...code,
    discountValue: code.discountType === 'free_shipping' ? 0 : code.discountValue,
    maxDiscountKopecks: code.discountType === 'percentage' ? code.maxDiscountKopecks : null,
  }));

export type PromocodeInput = z.output<typeof promocodeInput>;
export type PromocodeFormValues = z.input<typeof promocodeInput>;
