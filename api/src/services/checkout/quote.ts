/**
 * The one place the server prices a cart: the cart view and POST /orders both call `quoteCart`. Prices come from
 * the catalogue, never from the client; the rules (pricing, promocodes, shipping) come from core.
 */
import { z } from '@hono/zod-openapi';
import {
  CART_VIEW_SHIPPING_FALLBACK,
  type CartPricingLine,
  cartTotalsOf,
  checkPromocode,
  chooseShippingMethod,
  colorImageUrl,
  colorName,
  DEFAULT_SHIPPING_REGION,
  goodsValueKopecks,
  isPickupMethod,
  isWholesaleAvailable,
  PROMOCODE_DISCOUNT_TYPES,
  type PromocodeCheck,
  priceCart,
  promocodeBaseKopecks,
  promotedPriceOf,
  type RetailWholesaleSettings,
  resolveRetailAvailability,
  retailQuantityRange,
  type ShippingMethodRule,
  settingsSchemas,
  shippingTermsOf,
  wholesalePriceOf,
  withFields,
} from '@shop/core';
import {
  cachedReference,
  cachedShippingMethods,
  countCustomerRedemptions,
  type DbOrTx,
  findPromocodeByCode,
  type PromocodeRow,
  productsForQuote,
  type QuoteProductRow,
  readSettingsValue,
  type ShippingMethodRow,
  type schema,
} from '@shop/db';
import { ApiError, type FieldErrors } from '../../lib/errors';
import { kopecks } from '../../lib/money-schema';

type WholesaleLineMetadata = schema.WholesaleLineMetadata;

export interface QuoteLineInput {
  productId: number;
  colorCode: string;
  sizeCode: string;
  quantity: number;
  isWholesale?: boolean;
  wholesaleGroupId?: string | null;
  /** The bundle's description; its prices, if sent, are replaced by the catalogue's. */
  wholesaleMetadata?: Partial<WholesaleLineMetadata> | null;
}

export interface QuoteInput {
  lines: QuoteLineInput[];
  promocodeCode?: string | null;
  userId?: string | null;
  region?: string | null;
  shippingMethodId?: string | null;
}

export interface QuoteOptions {
  /**
   * The cart view shows what is in the cart even when it cannot be bought as it is: each line says what is
   * left and why not, a promocode that no longer fits is reported instead of applied. Orders refuse instead.
   */
  lenient?: boolean;
  now?: Date;
}

export const QUOTE_MESSAGES = {
  PRODUCT_NOT_FOUND: 'Товар не найден',
  PRODUCT_UNAVAILABLE: 'Товар снят с продажи',
  VARIANT_NOT_FOUND: 'Такого сочетания цвета и размера нет',
  INSUFFICIENT_STOCK: 'Недостаточно товара',
  RETAIL_UNAVAILABLE: 'Этот товар продаётся только оптом',
  QUANTITY_OUT_OF_RANGE: 'Недопустимое количество',
  WHOLESALE_UNAVAILABLE: 'Оптовая продажа недоступна для этого товара',
  NO_SHIPPING_METHOD: 'Нет способа доставки для этого заказа',
} as const;

/** What keeps a line from being ordered as it is. */
const QUOTE_PROBLEMS = [
  'PRODUCT_NOT_FOUND',
  'PRODUCT_UNAVAILABLE',
  'VARIANT_NOT_FOUND',
  'WHOLESALE_UNAVAILABLE',
  'RETAIL_UNAVAILABLE',
  'QUANTITY_OUT_OF_RANGE',
  'INSUFFICIENT_STOCK',
] as const satisfies readonly (keyof typeof QUOTE_MESSAGES)[];
type QuoteProblem = (typeof QUOTE_PROBLEMS)[number];

const stockLeftMessage = (left: number): string => (left > 0 ? `Осталось ${left} шт.` : 'Товар закончился');

const wholesaleLineMetadataSchema = z
  .object({
    groupType: z.enum(['color_group', 'size_group', 'individual', 'full_set']),
    groupValue: z.string().optional(),
    wholesaleRule: z.string().optional(),
    retailPriceKopecks: z.number().int(),
    wholesalePriceKopecks: z.number().int(),
    appliedDiscountKopecks: z.number().int(),
    discountPercentage: z.number(),
    autoAdded: z.boolean().optional(),
    bundleEfficiency: z.number().optional(),
    variantIndex: z.number().int().optional(),
    totalVariantsInGroup: z.number().int().optional(),
  })
  .openapi('WholesaleLineMetadata');

export const quoteLineSchema = z
  .object({
    productId: z.number().int(),
    name: z.string().openapi({ description: 'Russian name' }),
    sku: z.string(),
    image: z.string(),
    colorCode: z.string(),
    colorName: z.string().openapi({ description: 'Russian color name' }),
    sizeCode: z.string(),
    sizeName: z.string().openapi({ description: 'the size as the buyer reads it («Один размер» for ONE)' }),
    quantity: z.number().int(),
    unitPriceKopecks: kopecks(
      'what one item costs in this line (the promoted price at retail, the wholesale price for a wholesale line)',
    ),
    originalPriceKopecks: kopecks(
      'the price before the sale or the promotion (the retail price when neither applies)',
    ),
    retailPriceKopecks: kopecks(
      'the retail price of one item before promotions (wholesale savings are measured on it)',
    ),
    subtotalKopecks: kopecks('unit price x quantity'),
    discountKopecks: kopecks("this line's part of the promocode discount"),
    totalKopecks: kopecks('subtotal less discount'),
    isWholesale: z.boolean(),
    wholesaleGroupId: z.string().nullable(),
    wholesaleMetadata: wholesaleLineMetadataSchema.nullable(),
    availableQuantity: z
      .number()
      .int()
      .openapi({ description: 'items of this variant that can be bought now' }),
    problemCode: z.enum(QUOTE_PROBLEMS).nullable(),
    problem: z
      .string()
      .nullable()
      .openapi({ description: 'why the line cannot be ordered as it is (cart view only); null when it can' }),
  })
  .openapi('QuoteLine');

export const quoteSchema = z
  .object({
    lines: z.array(quoteLineSchema),
    itemCount: z.number().int(),
    subtotalKopecks: kopecks('sum of line subtotals'),
    retailSubtotalKopecks: kopecks('retail lines'),
    wholesaleSubtotalKopecks: kopecks('wholesale lines'),
    totalWholesaleSavingsKopecks: kopecks('wholesale lines against retail prices'),
    promocodeDiscountKopecks: kopecks('sum of line discounts'),
    orderValueKopecks: kopecks('goods after the promocode; shipping is judged by it'),
    shippingFeeKopecks: kopecks('after free-from thresholds and free-shipping codes'),
    freeShippingEligible: z.boolean(),
    freeShippingProgress: z.number().int().min(0).max(100),
    finalTotalKopecks: kopecks('sum of line totals plus the shipping fee'),
    hasWholesale: z.boolean(),
    hasRetail: z.boolean(),
    isMixed: z.boolean(),
    promocode: z
      .object({
        id: z.string(),
        code: z.string(),
        discountType: z.enum(PROMOCODE_DISCOUNT_TYPES),
        discountKopecks: kopecks('taken off the lines'),
        shippingDiscountKopecks: kopecks('taken off shipping'),
      })
      .nullable(),
    promocodeProblem: z
      .string()
      .nullable()
      .openapi({ description: 'why the cart’s promocode does not apply now (cart view only)' }),
    shippingMethod: z
      .object({
        id: z.string(),
        name: z.string(),
        feeKopecks: kopecks('what this cart pays for it'),
        estimatedDays: z.string(),
        isPickup: z.boolean().openapi({ description: 'collected at the shop: the order needs no address' }),
      })
      .nullable()
      .openapi({
        description: 'null when no method fits (the cart view then estimates 500 ₽, free from 5 000 ₽)',
      }),
    region: z.string(),
  })
  .openapi('Quote');

export type Quote = z.infer<typeof quoteSchema>;
type QuoteLine = z.infer<typeof quoteLineSchema>;

/** What pricing needs besides the request: the products of the lines, the shipping methods, the retail rules. */
export interface QuoteCatalogue {
  products: ReadonlyMap<number, QuoteProductRow>;
  methods: readonly ShippingMethodRow[];
  retailSettings: RetailWholesaleSettings;
}

/**
 * The catalogue for these products: one statement for the products, their variants and images; the shipping
 * methods and the retail settings come from the reference cache (reference-cache.ts in @shop/db).
 */
async function loadQuoteCatalogue(db: DbOrTx, productIds: readonly number[]): Promise<QuoteCatalogue> {
  const [products, methods, retailSettings] = await Promise.all([
    productsForQuote(db, productIds),
    cachedShippingMethods(db),
    retailSettingsOf(db),
  ]);
  return { products: new Map(products.map((product) => [product.id, product])), methods, retailSettings };
}

/** The catalogue from products already read (a cart snapshot's); the reference data from the cache. */
export async function quoteCatalogueOf(
  db: DbOrTx,
  products: readonly QuoteProductRow[],
): Promise<QuoteCatalogue> {
  const [methods, retailSettings] = await Promise.all([cachedShippingMethods(db), retailSettingsOf(db)]);
  return { products: new Map(products.map((product) => [product.id, product])), methods, retailSettings };
}

export async function quoteCart(db: DbOrTx, input: QuoteInput, options: QuoteOptions = {}): Promise<Quote> {
  const catalogue = await loadQuoteCatalogue(
    db,
    input.lines.map((line) => line.productId),
  );
  return quoteWith(db, catalogue, input, options);
}

/**
 * The quote from a catalogue already read (it must hold every product of the lines). Only a promocode makes it
 * read the database (the code and the buyer's uses of it).
 */
export async function quoteWith(
  db: DbOrTx,
  catalogue: QuoteCatalogue,
  input: QuoteInput,
  options: QuoteOptions = {},
): Promise<Quote> {
  const now = options.now ?? new Date();
  const lenient = options.lenient ?? false;
  const { methods, retailSettings } = catalogue;
  const lines = priceLines(input.lines, catalogue.products, retailSettings);
  if (!lenient) refuseUnorderable(lines);

  const promocode = await promocodeFor(db, input, lines, now);
  if (promocode && !promocode.check.ok && !lenient) throw promocodeError(promocode.check);
  const applied = (promocode?.check.ok && promocode.row) || null;
  const discount = applied && {
    discountType: applied.discountType,
    discountValue: applied.discountValue,
    maxDiscountKopecks: applied.maxDiscountKopecks,
  };

  const region = input.region ?? DEFAULT_SHIPPING_REGION;
  const method = pickMethod(methods.map(toShippingRule), {
    orderValueKopecks: goodsValueKopecks(lines, discount),
    region,
    methodId: input.shippingMethodId ?? null,
    lenient,
    empty: lines.length === 0,
  });
  const priced = priceCart({
    lines,
    promocode: discount,
    shipping: method ? shippingTermsOf(method) : CART_VIEW_SHIPPING_FALLBACK,
  });

  return {
    lines: priced.lines,
    ...cartTotalsOf(priced),
    hasWholesale: priced.hasWholesale,
    hasRetail: priced.hasRetail,
    isMixed: priced.isMixed,
    promocode: applied && {
      id: applied.id,
      code: applied.code,
      discountType: applied.discountType,
      discountKopecks: priced.promocodeDiscountKopecks,
      shippingDiscountKopecks: priced.shippingDiscountKopecks,
    },
    promocodeProblem: promocode && !promocode.check.ok ? promocode.check.message : null,
    shippingMethod: method && {
      id: method.id,
      name: method.name,
      feeKopecks: priced.shippingFeeKopecks,
      estimatedDays: method.estimatedDays,
      isPickup: methods.some((row) => row.id === method.id && isPickupMethod(row.details)),
    },
    region,
  };
}

type PricedLine = Omit<QuoteLine, 'subtotalKopecks' | 'discountKopecks' | 'totalKopecks'> & CartPricingLine;

/** Each line at the catalogue's price, with what is left of its variant and what keeps it from being ordered. */
function priceLines(
  inputs: readonly QuoteLineInput[],
  byId: ReadonlyMap<number, QuoteProductRow>,
  retailSettings: RetailWholesaleSettings,
): PricedLine[] {
  const wantedPerVariant = new Map<string, number>();
  const variantKey = (line: QuoteLineInput) => `${line.productId}|${line.colorCode}|${line.sizeCode}`;
  for (const line of inputs) {
    wantedPerVariant.set(variantKey(line), (wantedPerVariant.get(variantKey(line)) ?? 0) + line.quantity);
  }
  return inputs.map((input) => {
    const product = byId.get(input.productId);
    const variant = product?.variants.find(
      (candidate) => candidate.colorCode === input.colorCode && candidate.sizeCode === input.sizeCode,
    );
    const isWholesale = input.isWholesale ?? false;
    const retailPriceKopecks = product?.priceKopecks ?? 0;
    const promoted = product && retailPriceOf(product);
    const wholesale =
      product &&
      promoted &&
      wholesalePriceOf(
        retailPriceKopecks,
        {
          available: isWholesaleAvailable(product),
          wholesalePriceKopecks: product.wholesale.wholesalePriceKopecks ?? null,
          discountPercentage: product.wholesale.discountPercentage ?? null,
        },
        promoted.priceKopecks,
      );
    const unitPriceKopecks = isWholesale
      ? (wholesale?.priceKopecks ?? retailPriceKopecks)
      : (promoted?.priceKopecks ?? retailPriceKopecks);
    const availableQuantity = product?.isActive && variant ? variant.quantity : 0;
    // Stock is judged across the cart's lines of the variant, below.
    const retailTerms = product && withFields(product, { totalStock: Number.POSITIVE_INFINITY });
    const range = retailTerms && retailQuantityRange(retailTerms, retailSettings);
    const retailReason = retailTerms && resolveRetailAvailability(retailTerms, retailSettings);
    const problemCode: QuoteProblem | null = !product
      ? 'PRODUCT_NOT_FOUND'
      : !product.isActive
        ? 'PRODUCT_UNAVAILABLE'
        : !variant
          ? 'VARIANT_NOT_FOUND'
          : isWholesale && !wholesale
            ? 'WHOLESALE_UNAVAILABLE'
            : !isWholesale && retailReason !== 'available'
              ? 'RETAIL_UNAVAILABLE'
              : !isWholesale && range && (input.quantity < range.min || input.quantity > range.max)
                ? 'QUANTITY_OUT_OF_RANGE'
                : (wantedPerVariant.get(variantKey(input)) ?? 0) > variant.quantity
                  ? 'INSUFFICIENT_STOCK'
                  : null;
    return {
      productId: input.productId,
      name: product?.name.ru ?? '',
      sku: variant?.sku ?? `${product?.baseSku ?? input.productId}-${input.colorCode}-${input.sizeCode}`,
      image: colorImageUrl(product?.images, input.colorCode),
      colorCode: input.colorCode,
      colorName: variant?.colorName ?? colorName(input.colorCode),
      sizeCode: input.sizeCode,
      sizeName: variant?.sizeName ?? input.sizeCode,
      quantity: input.quantity,
      unitPriceKopecks,
      originalPriceKopecks:
        (!isWholesale && promoted?.promotion
          ? promoted.originalPriceKopecks
          : product?.originalPriceKopecks) ?? retailPriceKopecks,
      retailPriceKopecks,
      isWholesale,
      wholesaleGroupId: isWholesale ? (input.wholesaleGroupId ?? null) : null,
      wholesaleMetadata:
        isWholesale && wholesale
          ? {
              groupType: input.wholesaleMetadata?.groupType ?? 'individual',
              ...pickDescriptive(input.wholesaleMetadata),
              retailPriceKopecks,
              wholesalePriceKopecks: wholesale.priceKopecks,
              appliedDiscountKopecks: wholesale.savingsKopecks,
              discountPercentage: wholesale.discountPercentage ?? 0,
            }
          : null,
      availableQuantity,
      problemCode,
      problem:
        problemCode === 'INSUFFICIENT_STOCK'
          ? `${QUOTE_MESSAGES.INSUFFICIENT_STOCK}: ${stockLeftMessage(availableQuantity).toLowerCase()}`
          : problemCode === 'QUANTITY_OUT_OF_RANGE' && range
            ? quantityRangeMessage(range)
            : problemCode && QUOTE_MESSAGES[problemCode],
    };
  });
}

/**
 * What one item costs at retail: the product's price with the promotions its card shows (core's promotedPriceOf,
 * the rule the card's SQL transcribes). Wholesale prices are measured on the product's own price.
 */
export const retailPriceOf = (product: QuoteProductRow) => promotedPriceOf(product, product.promotions);

/** SPEC 5 "Retail quantity": the product's range, else the shop's default, else 1 to 100. */
const quantityRangeMessage = (range: { min: number; max: number }) =>
  range.min <= 1
    ? `Можно купить не более ${range.max} шт.`
    : `Можно купить от ${range.min} до ${range.max} шт.`;

/**
 * The shop's retail settings; their defaults (retail on, 1 to 100) when none are stored or they do not parse.
 * Read through the reference cache, parsed once per read.
 */
function retailSettingsOf(db: DbOrTx): Promise<RetailWholesaleSettings> {
  return cachedReference(db, 'quote:retail_wholesale', async () => {
    const { schema, defaults } = settingsSchemas.retail_wholesale;
    const parsed = schema.safeParse(await readSettingsValue(db, 'retail_wholesale'));
    return parsed.success ? parsed.data : defaults;
  });
}

/** The bundle's description as the client sent it; its prices are always the server's. */
function pickDescriptive(metadata: Partial<WholesaleLineMetadata> | null | undefined) {
  if (!metadata) return {};
  const { groupValue, wholesaleRule, autoAdded, bundleEfficiency, variantIndex, totalVariantsInGroup } =
    metadata;
  return Object.fromEntries(
    Object.entries({
      groupValue,
      wholesaleRule,
      autoAdded,
      bundleEfficiency,
      variantIndex,
      totalVariantsInGroup,
    }).filter(([, value]) => value !== undefined),
  );
}

/** Orders take no line that cannot be bought as it is: the first kind of problem is answered, per line. */
function refuseUnorderable(lines: readonly PricedLine[]): void {
  const problem = lines.find((line) => line.problemCode)?.problemCode;
  if (!problem) return;
  const fields: FieldErrors = {};
  lines.forEach((line, index) => {
    if (line.problemCode !== problem) return;
    if (problem === 'INSUFFICIENT_STOCK')
      fields[`lines.${index}.quantity`] = stockLeftMessage(line.availableQuantity);
    else if (problem === 'QUANTITY_OUT_OF_RANGE') fields[`lines.${index}.quantity`] = line.problem ?? '';
    else fields[`lines.${index}`] = QUOTE_MESSAGES[problem];
  });
  if (problem === 'INSUFFICIENT_STOCK')
    throw new ApiError('INSUFFICIENT_STOCK', QUOTE_MESSAGES.INSUFFICIENT_STOCK, fields);
  if (problem === 'QUANTITY_OUT_OF_RANGE') {
    throw new ApiError('VALIDATION_ERROR', QUOTE_MESSAGES[problem], fields);
  }
  if (problem === 'PRODUCT_NOT_FOUND' || problem === 'VARIANT_NOT_FOUND') {
    throw new ApiError('NOT_FOUND', QUOTE_MESSAGES[problem], fields);
  }
  throw new ApiError('CONFLICT', QUOTE_MESSAGES[problem], fields);
}

/**
 * A promocode judged against priced lines (null when no code is given). `appliedCode` is the code already on
 * the cart, for the one-per-cart rule; a quote of the cart itself leaves it out.
 */
export async function promocodeFor(
  db: DbOrTx,
  input: { promocodeCode?: string | null; userId?: string | null; appliedCode?: string | null },
  lines: readonly CartPricingLine[],
  now = new Date(),
): Promise<{ row: PromocodeRow | undefined; check: PromocodeCheck } | null> {
  const code = input.promocodeCode?.trim();
  if (!code) return null;
  const row = await findPromocodeByCode(db, code);
  const customerRedemptions =
    row && input.userId
      ? await countCustomerRedemptions(db, { promocodeId: row.id, userId: input.userId })
      : 0;
  const check = checkPromocode(code, row, {
    signedIn: Boolean(input.userId),
    appliedCode: input.appliedCode ?? null,
    baseKopecks: promocodeBaseKopecks(lines),
    customerRedemptions,
    now,
  });
  return { row, check };
}

/** A refused promocode as the API answers it: 401 for a guest, 400 otherwise, the message in the field too. */
export function promocodeError(check: Extract<PromocodeCheck, { ok: false }>): ApiError {
  if (check.reason === 'SIGN_IN_REQUIRED') return new ApiError('UNAUTHORIZED', check.message);
  const code =
    check.reason === 'ALREADY_APPLIED' || check.reason === 'ONE_PER_CART' ? 'CONFLICT' : 'BAD_REQUEST';
  return new ApiError(code, check.message, { promocode: check.message });
}

function pickMethod(
  methods: readonly ShippingMethodRule[],
  query: {
    orderValueKopecks: number;
    region: string;
    methodId: string | null;
    lenient: boolean;
    empty: boolean;
  },
): ShippingMethodRule | null {
  const choice = chooseShippingMethod(methods, query);
  if (!choice.ok) {
    if (!query.lenient)
      throw new ApiError('BAD_REQUEST', choice.message, { shippingMethodId: choice.message });
    const fallback = chooseShippingMethod(methods, { ...query, methodId: null });
    return fallback.ok ? fallback.method : null;
  }
  if (!choice.method && !query.lenient && !query.empty) {
    throw new ApiError('BAD_REQUEST', QUOTE_MESSAGES.NO_SHIPPING_METHOD, {
      region: QUOTE_MESSAGES.NO_SHIPPING_METHOD,
    });
  }
  return choice.method;
}

export const toShippingRule = (row: ShippingMethodRow): ShippingMethodRule => ({
  id: row.id,
  name: row.name,
  priceKopecks: row.priceKopecks,
  freeFromKopecks: row.freeFromKopecks,
  estimatedDays: row.estimatedDays,
  minOrderValueKopecks: row.minOrderValueKopecks,
  maxOrderValueKopecks: row.maxOrderValueKopecks,
  regions: row.regions,
  isActive: row.isActive,
  isDefault: row.isDefault,
});
