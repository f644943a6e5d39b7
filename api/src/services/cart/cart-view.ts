/** The server cart as the API answers it: the quote of its lines (the derived view of SPEC 3) and its promocode. */
import { z } from '@hono/zod-openapi';
import { PROMOCODE_DISCOUNT_TYPES, wholesaleMinimum, withFields } from '@shop/core';
import type { CartItemRow, CartRow, DbOrTx, QuoteProductRow } from '@shop/db';
import { kopecks } from '../../lib/money-schema';
import {
  type QuoteCatalogue,
  type QuoteLineInput,
  quoteLineSchema,
  quoteSchema,
  quoteWith,
  retailPriceOf,
} from '../checkout/quote';
import { bundleSettingsOf } from '../wholesale/wholesale-product';

/** SPEC 3 "Cart": a server cart line holds its product (id, name, price, originalPrice, images, baseSKU). */
const cartProductSchema = z
  .object({
    id: z.number().int(),
    name: z.string().openapi({ description: 'Russian name' }),
    priceKopecks: kopecks('the retail price of one item, promotions applied'),
    originalPriceKopecks: kopecks('the price before the sale or the promotion; null when neither').nullable(),
    images: z.array(z.string()).openapi({ description: 'picture addresses in the product’s order' }),
    baseSKU: z.string(),
  })
  .openapi('CartProduct');

const cartProductOf = (product: QuoteProductRow | undefined): z.infer<typeof cartProductSchema> | null =>
  product
    ? {
        id: product.id,
        name: product.name.ru,
        ...pricesOf(product),
        images: product.images.map((image) => image.url),
        baseSKU: product.baseSku,
      }
    : null;

function pricesOf(product: QuoteProductRow) {
  const retail = retailPriceOf(product);
  return {
    priceKopecks: retail.priceKopecks,
    originalPriceKopecks: retail.promotion ? retail.originalPriceKopecks : product.originalPriceKopecks,
  };
}

export const cartViewSchema = quoteSchema
  .extend({
    id: z.string().nullable().openapi({ description: 'null until the first item is added' }),
    lines: z.array(
      quoteLineSchema.extend({
        addedAt: z.string(),
        setMinimum: z.number().int().nullable().openapi({
          description:
            'a wholesale line: the least items its set may hold at the wholesale price (the product’s wholesale minimum, else the shop’s); null for a retail line',
        }),
        product: cartProductSchema.nullable().openapi({ description: 'null when the product is gone' }),
      }),
    ),
    appliedPromocode: z
      .object({
        code: z.string(),
        promocodeId: z.string(),
        discountType: z.enum(PROMOCODE_DISCOUNT_TYPES),
        discountKopecks: z.number().int().openapi({ description: 'kopecks, as the cart stands now' }),
        shippingDiscountKopecks: z.number().int().openapi({ description: 'kopecks, as the cart stands now' }),
        appliedAt: z.string(),
      })
      .nullable(),
    updatedAt: z.string().nullable(),
  })
  .openapi('Cart');

export type CartView = z.infer<typeof cartViewSchema>;

/** Where the cart ships, for its shipping estimate; the default region and method when absent. */
export interface ShippingChoice {
  region?: string | undefined;
  shippingMethodId?: string | undefined;
}

export const lineOfItem = (item: CartItemRow): QuoteLineInput => ({
  productId: item.productId,
  colorCode: item.colorCode,
  sizeCode: item.sizeCode,
  quantity: item.quantity,
  isWholesale: item.isWholesale,
  wholesaleGroupId: item.wholesaleGroupId,
  wholesaleMetadata: item.wholesaleMetadata,
});

type StoredCart = { cart: CartRow; items: readonly CartItemRow[] } | undefined;

/**
 * The cart view from a catalogue already read for its lines: a cart write answers from the rows it read and
 * wrote in its transaction, without reading the cart again.
 */
export async function cartViewFrom(
  db: DbOrTx,
  catalogue: QuoteCatalogue,
  userId: string,
  stored: StoredCart,
  shipping: ShippingChoice = {},
): Promise<CartView> {
  const items = stored?.items ?? [];
  const applied = stored?.cart.appliedPromocode ?? null;
  // Read only for a cart with a set: the storefront keeps «−» from stepping a set under its minimum.
  const bundle = items.some((item) => item.isWholesale) ? await bundleSettingsOf(db) : undefined;
  const setMinimumOf = (line: { isWholesale: boolean; productId: number }) => {
    const product = catalogue.products.get(line.productId);
    return bundle && line.isWholesale && product ? wholesaleMinimum(product, bundle) : null;
  };
  const quote = await quoteWith(
    db,
    catalogue,
    {
      lines: items.map(lineOfItem),
      promocodeCode: applied?.code ?? null,
      userId,
      region: shipping.region ?? null,
      shippingMethodId: shipping.shippingMethodId ?? null,
    },
    { lenient: true },
  );
  return withFields(quote, {
    id: stored?.cart.id ?? null,
    lines: quote.lines.map((line, index) =>
      withFields(line, {
        addedAt: (items[index]?.addedAt ?? new Date()).toISOString(),
        setMinimum: setMinimumOf(line),
        product: cartProductOf(catalogue.products.get(line.productId)),
      }),
    ),
    appliedPromocode: applied && {
      code: applied.code,
      promocodeId: applied.promocodeId,
      discountType: applied.discountType,
      discountKopecks: quote.promocode?.discountKopecks ?? 0,
      shippingDiscountKopecks: quote.promocode?.shippingDiscountKopecks ?? 0,
      appliedAt: applied.appliedAt,
    },
    updatedAt: stored?.cart.updatedAt.toISOString() ?? null,
  });
}
