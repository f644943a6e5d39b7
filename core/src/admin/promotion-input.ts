/**
 * What staff send to create or change an automatic promotion: one schema for the API's validation and the admin
 * form. A fixed discount is in kopecks, a percentage in whole percent; dates are ISO date-times.
 */
import { z } from 'zod';
import { PROMOTION_DISCOUNT_TYPES, PROMOTION_SCOPES } from '../catalog/promotion-pricing';
import { recordId } from '../input-numbers';
import { promotionTexts as texts } from './promotion-texts';

const MAX_KOPECKS = 1_000_000_000;
const dateTime = z.iso.datetime({ offset: true, message: texts.date });
const ids = (message: string) => z.array(recordId(message), message).max(500, message);

export const promotionInput = z
  .object({
    name: z.string(texts.promotionName).trim().min(1, texts.promotionName).max(200, texts.promotionName),
    badge: z.string(texts.badge).trim().min(1, texts.badge).max(30, texts.badge),
    discountType: z.enum(PROMOTION_DISCOUNT_TYPES, texts.discountType),
    /** Whole percent for a percentage, kopecks for a fixed discount; its bounds are checked below, by type. */
    discountValue: z.number(texts.discountValue),
    scope: z.enum(PROMOTION_SCOPES, texts.scope),
    categoryIds: ids(texts.categoryIds),
    productIds: ids(texts.productIds),
    startsAt: dateTime.nullable(),
    endsAt: dateTime.nullable(),
  })
  .superRefine((promotion, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const [max, message] =
      promotion.discountType === 'percentage' ? [99, texts.promotionPercentage] : [MAX_KOPECKS, texts.fixed];
    const value = promotion.discountValue;
    if (!Number.isInteger(value) || value < 1 || value > max) issue('discountValue', message);
    if (promotion.scope === 'categories' && promotion.categoryIds.length === 0) {
      issue('categoryIds', texts.categoryIds);
    }
    if (promotion.scope === 'products' && promotion.productIds.length === 0) {
      issue('productIds', texts.productIds);
    }
    if (
      promotion.startsAt &&
      promotion.endsAt &&
      Date.parse(promotion.endsAt) <= Date.parse(promotion.startsAt)
    ) {
      issue('endsAt', texts.untilBeforeFrom);
    }
  })
  .transform((promotion) => ({
    ...promotion,
    categoryIds: promotion.scope === 'categories' ? [...new Set(promotion.categoryIds)] : [],
    productIds: promotion.scope === 'products' ? [...new Set(promotion.productIds)] : [],
  }));

export type PromotionInput = z.output<typeof promotionInput>;
export type PromotionFormValues = z.input<typeof promotionInput>;
