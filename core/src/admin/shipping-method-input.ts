/**
 * What staff send to create or change a shipping method (SPEC 3 "Shipping method"): prices and order bounds in
 * kopecks, regions as codes (an empty list serves every region).
 */
import { z } from 'zod';
import { promotionTexts as texts } from './promotion-texts';

const MAX_KOPECKS = 1_000_000_000;
const money = z.number(texts.money).int(texts.money).min(0, texts.money).max(MAX_KOPECKS, texts.money);
const detailText = z.string(texts.detailsText).trim().max(500, texts.detailsText).optional();
const coordinate = (limit: number, message: string) =>
  z.number(message).min(-limit, message).max(limit, message).nullable().optional();

export const shippingMethodInput = z
  .object({
    id: z
      .string(texts.methodId)
      .trim()
      .regex(/^[a-z0-9_-]{2,40}$/, texts.methodId),
    name: z.string(texts.methodName).trim().min(1, texts.methodName).max(200, texts.methodName),
    description: z.string(texts.methodDescription).trim().max(500, texts.methodDescription),
    priceKopecks: money,
    /** Orders from this value ship free with this method; null: never free. */
    freeFromKopecks: money.nullable(),
    estimatedDays: z
      .string(texts.estimatedDays)
      .trim()
      .min(1, texts.estimatedDays)
      .max(100, texts.estimatedDays),
    minOrderValueKopecks: money.nullable(),
    maxOrderValueKopecks: money.nullable(),
    regions: z
      .array(
        z
          .string(texts.region)
          .trim()
          .regex(/^[a-z0-9_]{2,40}$/, texts.region),
      )
      .max(100)
      .refine((regions) => new Set(regions).size === regions.length, texts.regionRepeated),
    isActive: z.boolean(),
    isDefault: z.boolean(),
    sortOrder: z
      .number(texts.sortOrder)
      .int(texts.sortOrder)
      .min(0, texts.sortOrder)
      .max(10_000, texts.sortOrder),
    // Strict: a misspelt detail (say, «lat») is refused rather than silently dropped.
    details: z.strictObject({
      carrier: detailText,
      trackingAvailable: z.boolean().optional(),
      pickupAddress: detailText,
      notes: detailText,
      /** Where a pickup point or the showroom is, so the checkout can put the nearest first; both or neither. */
      latitude: coordinate(90, texts.latitude),
      longitude: coordinate(180, texts.longitude),
    }),
  })
  .superRefine((method, ctx) => {
    const { minOrderValueKopecks: min, maxOrderValueKopecks: max } = method;
    if (min !== null && max !== null && max <= min) {
      ctx.addIssue({ code: 'custom', path: ['maxOrderValueKopecks'], message: texts.maxBelowMin });
    }
    const hasLatitude = method.details.latitude != null;
    if (hasLatitude !== (method.details.longitude != null)) {
      const missing = hasLatitude ? 'longitude' : 'latitude';
      ctx.addIssue({ code: 'custom', path: ['details', missing], message: texts.coordinatesPair });
    }
    if (method.isDefault && !method.isActive) {
      ctx.addIssue({ code: 'custom', path: ['isDefault'], message: texts.defaultInactive });
    }
  });

export type ShippingMethodInput = z.output<typeof shippingMethodInput>;
export type ShippingMethodFormValues = z.input<typeof shippingMethodInput>;
