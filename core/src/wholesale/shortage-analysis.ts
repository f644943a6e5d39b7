/**
 * What stock can fill of a wholesale bundle before the buyer pays (SPEC 3 "Shortage analysis"): availability per
 * variant, the shortages and their impact, the largest bundle a proportional adjustment keeps, alternatives and
 * recommendations. An adjusted order is acceptable only when it loses at most 30 % of the items and keeps the
 * wholesale minimum (SPEC 5).
 */
import type { VariantLike } from '../catalog/product-shape';
import {
  type BundleOffer,
  type BundlePrices,
  type BundleProduct,
  type BundleTypeFlags,
  bundleOffers,
  itemsOf,
  stockLeft,
} from './bundle-offers';
import type { BundleType, BundleVariant } from './bundle-types';
import { wholesaleTexts } from './wholesale-texts';

export const SHORTAGE_TYPES = ['SUFFICIENT', 'PARTIAL_SUFFICIENT', 'INSUFFICIENT_FOR_WHOLESALE'] as const;
export type ShortageType = (typeof SHORTAGE_TYPES)[number];

/** SPEC 9: an adjustment may lose at most 30 % of the items. */
export const MAX_ADJUSTMENT_LOSS = 0.3;
/** SPEC 2: impact up to 0.2 is yellow, up to 0.5 orange, above red. */
export const IMPACT_THRESHOLDS = { low: 0.2, medium: 0.5 } as const;

export interface VariantAvailability {
  colorCode: string;
  sizeCode: string;
  requested: number;
  available: number;
  shortage: number;
  maxPossible: number;
  canFulfill: boolean;
}

export interface Shortage {
  colorCode: string;
  sizeCode: string;
  shortage: number;
  /** The share of this variant's request that stock cannot fill, 0..1. */
  impact: number;
}

export interface MaxPossibleBundle {
  totalItems: number;
  maintainsMinimum: boolean;
  adjustmentStrategy: 'NONE' | 'PROPORTIONAL';
  /** The adjusted variants; every one within its availability. */
  items: BundleVariant[];
  /** The share of the requested items the adjustment gives up, 0..1. */
  itemLoss: number;
  /** Loses at most 30 % and keeps the minimum. */
  acceptable: boolean;
}

export interface ShortageAlternative {
  description: string;
  estimatedItems: number;
  /** The share of the alternative's own request that stock fills, 0..1. */
  confidence: number;
  type: BundleType;
  color?: string;
  size?: string;
  quantity: number;
}

export type RecommendationType = 'SUCCESS' | 'ADJUSTMENT' | 'PARTIAL' | 'ALTERNATIVE';

export interface ShortageAnalysis {
  type: ShortageType;
  originalRequest: {
    bundleType: 'color_set' | 'size_set' | 'full_set' | 'custom';
    totalItems: number;
    requestedQuantity: number;
  };
  availability: VariantAvailability[];
  shortages: Shortage[];
  /** Every variant at what stock has of it (the "add what is available" outcome). */
  partialTotalItems: number;
  maxPossibleBundle: MaxPossibleBundle;
  alternatives: ShortageAlternative[];
  recommendations: { type: RecommendationType; message: string }[];
  minimum: number;
}

export interface ShortageInput {
  product: BundleProduct;
  prices?: BundlePrices;
  bundleType: BundleType;
  /** Each variant at the quantity asked for, before any stock cap. */
  requested: readonly BundleVariant[];
  requestedQuantity: number;
  minimum: number;
  allowed?: Partial<BundleTypeFlags> | null;
  colorName?: (code: string) => string;
  /** What the cart already holds of the product: availability is the stock less that. */
  inCart?: readonly BundleVariant[];
}

const keyOf = (v: { colorCode: string; sizeCode: string }) => `${v.colorCode}|${v.sizeCode}`;

export function availabilityOf(
  variants: readonly VariantLike[],
  requested: readonly BundleVariant[],
): VariantAvailability[] {
  const stock = new Map(variants.map((variant) => [keyOf(variant), Math.max(0, variant.quantity)]));
  return requested.map((line) => {
    const available = stock.get(keyOf(line)) ?? 0;
    const maxPossible = Math.min(line.quantity, available);
    return {
      colorCode: line.colorCode,
      sizeCode: line.sizeCode,
      requested: line.quantity,
      available,
      shortage: line.quantity - maxPossible,
      maxPossible,
      canFulfill: available >= line.quantity,
    };
  });
}

/**
 * The largest bundle keeping the request's proportions: variants with nothing left drop out, the others are
 * scaled by the smallest available/requested ratio among them and rounded down.
 */
export function proportionalAdjustment(availability: readonly VariantAvailability[]): BundleVariant[] {
  const fillable = availability.filter((line) => line.available > 0 && line.requested > 0);
  if (fillable.length === 0) return [];
  const ratio = Math.min(1, ...fillable.map((line) => line.available / line.requested));
  return fillable
    .map((line) => ({
      colorCode: line.colorCode,
      sizeCode: line.sizeCode,
      quantity: Math.min(line.available, Math.floor(line.requested * ratio + 1e-9)),
    }))
    .filter((line) => line.quantity > 0);
}

export const isAdjustmentAcceptable = (
  requestedItems: number,
  adjustedItems: number,
  minimum: number,
): boolean =>
  requestedItems > 0 &&
  (requestedItems - adjustedItems) / requestedItems <= MAX_ADJUSTMENT_LOSS + 1e-9 &&
  adjustedItems >= minimum;

export type ImpactLevel = 'low' | 'medium' | 'high';

export const impactLevel = (impact: number): ImpactLevel =>
  impact <= IMPACT_THRESHOLDS.low ? 'low' : impact <= IMPACT_THRESHOLDS.medium ? 'medium' : 'high';

const round2 = (value: number) => Math.round(value * 100) / 100;

export function analyzeShortage(input: ShortageInput): ShortageAnalysis {
  const { minimum } = input;
  const availability = availabilityOf(stockLeft(input.product.variants, input.inCart), input.requested);
  const requestedItems = itemsOf(input.requested);
  const shortages = availability
    .filter((line) => line.shortage > 0)
    .map((line) => ({
      colorCode: line.colorCode,
      sizeCode: line.sizeCode,
      shortage: line.shortage,
      impact: line.requested > 0 ? Math.min(1, Math.max(0, line.shortage / line.requested)) : 0,
    }));
  const partialTotalItems = availability.reduce((sum, line) => sum + line.maxPossible, 0);
  const sufficient = shortages.length === 0 && requestedItems > 0;
  const adjusted = sufficient ? [...input.requested] : proportionalAdjustment(availability);
  const adjustedItems = itemsOf(adjusted);
  const itemLoss = requestedItems > 0 ? Math.max(0, (requestedItems - adjustedItems) / requestedItems) : 1;
  const maxPossibleBundle: MaxPossibleBundle = {
    totalItems: adjustedItems,
    maintainsMinimum: adjustedItems >= minimum,
    adjustmentStrategy: sufficient ? 'NONE' : 'PROPORTIONAL',
    items: adjusted,
    itemLoss: round2(itemLoss),
    acceptable: sufficient || isAdjustmentAcceptable(requestedItems, adjustedItems, minimum),
  };
  const type: ShortageType = sufficient
    ? 'SUFFICIENT'
    : partialTotalItems >= minimum
      ? 'PARTIAL_SUFFICIENT'
      : 'INSUFFICIENT_FOR_WHOLESALE';
  const alternatives = sufficient ? [] : alternativesFor(input, availability);
  return {
    type,
    originalRequest: {
      bundleType: input.bundleType === 'individual' ? 'custom' : input.bundleType,
      totalItems: requestedItems,
      requestedQuantity: input.requestedQuantity,
    },
    availability,
    shortages,
    partialTotalItems,
    maxPossibleBundle,
    alternatives,
    recommendations: recommendationsFor(
      type,
      maxPossibleBundle,
      requestedItems,
      partialTotalItems,
      minimum,
      alternatives,
    ),
    minimum,
  };
}

function recommendationsFor(
  type: ShortageType,
  adjusted: MaxPossibleBundle,
  requestedItems: number,
  partialItems: number,
  minimum: number,
  alternatives: readonly ShortageAlternative[],
): ShortageAnalysis['recommendations'] {
  const texts = wholesaleTexts.recommendations;
  if (type === 'SUFFICIENT') return [{ type: 'SUCCESS', message: texts.success }];
  const list: ShortageAnalysis['recommendations'] = [];
  if (adjusted.acceptable) {
    const perVariant = new Set(adjusted.items.map((item) => item.quantity));
    const [only] = perVariant;
    const note = perVariant.size === 1 && only !== undefined ? ` по ${only} шт. каждого варианта` : '';
    list.push({ type: 'ADJUSTMENT', message: texts.adjustment(note, adjusted.totalItems, requestedItems) });
  }
  if (type === 'PARTIAL_SUFFICIENT') list.push({ type: 'PARTIAL', message: texts.partial(partialItems) });
  else list.push({ type: 'PARTIAL', message: texts.belowMinimum(minimum) });
  if (alternatives.length > 0) list.push({ type: 'ALTERNATIVE', message: texts.alternative });
  return list;
}

/**
 * Other ways to buy wholesale now: the same set at the quantity every one of its in-stock variants can fill,
 * and the other offers at the requested quantity that keep the minimum; most confident first, at most 3.
 */
function alternativesFor(
  input: ShortageInput,
  availability: readonly VariantAvailability[],
): ShortageAlternative[] {
  const list: ShortageAlternative[] = [];
  const inStock = availability.filter((line) => line.available > 0);
  if (input.bundleType !== 'individual' && inStock.length > 0) {
    const quantity = Math.min(input.requestedQuantity, ...inStock.map((line) => line.available));
    const items = quantity * inStock.length;
    if (quantity < input.requestedQuantity && items >= input.minimum) {
      list.push({
        description: wholesaleTexts.alternatives.smaller(quantity, items),
        estimatedItems: items,
        confidence: 1,
        type: input.bundleType,
        quantity,
      });
    }
  }
  const offers = bundleOffers({
    product: input.product,
    prices: input.prices ?? { retailPriceKopecks: 0, wholesalePriceKopecks: 0 },
    quantity: input.requestedQuantity,
    minimum: input.minimum,
    allowed: input.allowed,
    colorName: input.colorName,
    inCart: input.inCart,
  });
  for (const offer of offers) {
    if (offer.type === 'individual' || isSameBundle(offer, input)) continue;
    if (offer.estimatedItems < input.minimum) continue;
    const asked = offer.variants.length * input.requestedQuantity;
    list.push({
      description: wholesaleTexts.alternatives.offer(offer.name, offer.estimatedItems),
      estimatedItems: offer.estimatedItems,
      confidence: round2(asked > 0 ? offer.estimatedItems / asked : 0),
      type: offer.type,
      ...(offer.color ? { color: offer.color } : {}),
      ...(offer.size ? { size: offer.size } : {}),
      quantity: input.requestedQuantity,
    });
  }
  return list.sort((a, b) => b.confidence - a.confidence || b.estimatedItems - a.estimatedItems).slice(0, 3);
}

function isSameBundle(offer: BundleOffer, input: ShortageInput): boolean {
  if (offer.type !== input.bundleType) return false;
  const [first] = input.requested;
  if (offer.type === 'color_set') return offer.color === first?.colorCode;
  if (offer.type === 'size_set') return offer.size === first?.sizeCode;
  return true;
}
