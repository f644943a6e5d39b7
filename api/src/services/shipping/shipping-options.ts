/** The storefront's shipping answers (SPEC 7 "Shipping"), in kopecks, from the shop's methods and core's rules. */
import { z } from '@hono/zod-openapi';
import {
  availableShippingMethods,
  chooseShippingMethod,
  isKnownRegion,
  SHIPPING_MESSAGES,
  type ShippingMethodRule,
  shippingFeeOf,
} from '@shop/core';
import { type DbOrTx, listShippingMethods, type ShippingMethodRow } from '@shop/db';
import { ApiError } from '../../lib/errors';
import { kopecks } from '../../lib/money-schema';
import { toShippingRule } from '../checkout/quote';

/** A method's free details; a pickup place may have its coordinates, for the checkout's nearest-first order. */
export const shippingDetailsSchema = z.object({
  carrier: z.string().optional(),
  trackingAvailable: z.boolean().optional(),
  pickupAddress: z.string().optional(),
  notes: z.string().optional(),
  latitude: z.number().nullable().optional().openapi({ description: 'degrees, -90..90' }),
  longitude: z.number().nullable().optional().openapi({ description: 'degrees, -180..180' }),
});

export const shippingMethodSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    priceKopecks: kopecks('the fee before any threshold'),
    feeKopecks: kopecks('what an order of the given value pays'),
    freeFromKopecks: kopecks('orders from this value ship free').nullable(),
    estimatedDays: z.string(),
    minOrderValueKopecks: kopecks('smallest order value').nullable(),
    maxOrderValueKopecks: kopecks('largest order value').nullable(),
    regions: z.array(z.string()).openapi({ description: 'region codes; empty means every region' }),
    isDefault: z.boolean(),
    details: shippingDetailsSchema,
  })
  .openapi('ShippingMethod');

export const shippingSettingsSchema = z
  .object({
    region: z.string(),
    methods: z.array(shippingMethodSchema),
    freeShipping: z.object({
      enabled: z.boolean(),
      minOrderValueKopecks: kopecks("the default method's free-from threshold").nullable(),
    }),
    defaultMethod: z.string().nullable(),
    calculatedShipping: z.object({
      methodId: z.string().nullable(),
      priceKopecks: kopecks('for the order value'),
    }),
  })
  .openapi('ShippingSettings');

export const shippingCalculationSchema = z
  .object({
    methodId: z.string(),
    name: z.string(),
    feeKopecks: kopecks('what the order pays'),
    estimatedDays: z.string(),
    freeShipping: z.boolean(),
    freeFromKopecks: kopecks('orders from this value ship free').nullable(),
    amountToFreeShippingKopecks: kopecks('what is still missing for free shipping; 0 when free').nullable(),
  })
  .openapi('ShippingCalculation');

export interface ShippingQuery {
  orderValueKopecks: number;
  region: string;
}

type ShippingMethodView = z.infer<typeof shippingMethodSchema>;

function viewOf(rule: ShippingMethodRule, row: ShippingMethodRow | undefined, orderValueKopecks: number) {
  return {
    id: rule.id,
    name: rule.name,
    description: row?.description ?? null,
    priceKopecks: rule.priceKopecks,
    feeKopecks: shippingFeeOf(rule, orderValueKopecks),
    freeFromKopecks: rule.freeFromKopecks,
    estimatedDays: rule.estimatedDays,
    minOrderValueKopecks: rule.minOrderValueKopecks,
    maxOrderValueKopecks: rule.maxOrderValueKopecks,
    regions: [...rule.regions],
    isDefault: rule.isDefault,
    details: row?.details ?? {},
  } satisfies ShippingMethodView;
}

async function shopMethods(db: DbOrTx, region: string) {
  const rows = await listShippingMethods(db);
  const rules = rows.map(toShippingRule);
  if (!isKnownRegion(rules, region))
    throw new ApiError('NOT_FOUND', SHIPPING_MESSAGES.UNKNOWN_REGION, {
      region: SHIPPING_MESSAGES.UNKNOWN_REGION,
    });
  return { rows, rules };
}

export async function shippingMethodsFor(db: DbOrTx, query: ShippingQuery): Promise<ShippingMethodView[]> {
  const { rows, rules } = await shopMethods(db, query.region);
  return availableShippingMethods(rules, query).map((rule) =>
    viewOf(
      rule,
      rows.find((row) => row.id === rule.id),
      query.orderValueKopecks,
    ),
  );
}

export async function shippingSettingsFor(db: DbOrTx, query: ShippingQuery) {
  const { rows, rules } = await shopMethods(db, query.region);
  const methods = availableShippingMethods(rules, query);
  const chosen = chooseShippingMethod(rules, query);
  const method = chosen.ok ? chosen.method : null;
  return {
    region: query.region,
    methods: methods.map((rule) =>
      viewOf(
        rule,
        rows.find((row) => row.id === rule.id),
        query.orderValueKopecks,
      ),
    ),
    freeShipping: {
      enabled: method?.freeFromKopecks != null,
      minOrderValueKopecks: method?.freeFromKopecks ?? null,
    },
    defaultMethod: method?.id ?? null,
    calculatedShipping: {
      methodId: method?.id ?? null,
      priceKopecks: method ? shippingFeeOf(method, query.orderValueKopecks) : 0,
    },
  };
}

export async function calculateShipping(db: DbOrTx, query: ShippingQuery & { methodId: string | null }) {
  const { rules } = await shopMethods(db, query.region);
  const chosen = chooseShippingMethod(rules, query);
  if (!chosen.ok) {
    throw new ApiError(chosen.reason === 'UNKNOWN_METHOD' ? 'NOT_FOUND' : 'CONFLICT', chosen.message, {
      methodId: chosen.message,
    });
  }
  const method = chosen.method;
  if (!method) {
    throw new ApiError('CONFLICT', SHIPPING_MESSAGES.METHOD_NOT_AVAILABLE, {
      subtotalKopecks: SHIPPING_MESSAGES.METHOD_NOT_AVAILABLE,
    });
  }
  const feeKopecks = shippingFeeOf(method, query.orderValueKopecks);
  return {
    methodId: method.id,
    name: method.name,
    feeKopecks,
    estimatedDays: method.estimatedDays,
    freeShipping: feeKopecks === 0,
    freeFromKopecks: method.freeFromKopecks,
    amountToFreeShippingKopecks:
      method.freeFromKopecks === null ? null : Math.max(0, method.freeFromKopecks - query.orderValueKopecks),
  };
}
