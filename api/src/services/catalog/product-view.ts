/**
 * The storefront's Product shape: one zod schema for every catalogue answer (OpenAPI and the typed clients). The
 * documents themselves are built by the database (db/sql/product-cards.sql), in this schema's key order;
 * services/catalog/product-cards.test.ts checks every document against it.
 */
import { z } from '@hono/zod-openapi';
import { PROMOTION_DISCOUNT_TYPES } from '@shop/core';

export const localizedTextSchema = z
  .object({ ru: z.string(), en: z.string().optional(), vi: z.string().optional() })
  .openapi('LocalizedText');

const imageTypes = ['main', 'gallery', 'detail'] as const;

const productImageSchema = z
  .object({
    url: z.string(),
    isPrimary: z.boolean(),
    type: z.enum(imageTypes),
    colorCode: z.string().nullable().openapi({ description: 'null: the image is shared by every color' }),
    order: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    alt: z.string().nullable(),
  })
  .openapi('ProductImage');

const productPromotionSchema = z
  .object({
    id: z.number().int(),
    name: z.string().openapi({ description: 'Russian name' }),
    badge: z.string().openapi({ description: 'the badge the storefront shows' }),
    discountType: z.enum(PROMOTION_DISCOUNT_TYPES),
    discountValue: z
      .number()
      .int()
      .openapi({ description: 'whole percent, or kopecks for a fixed discount' }),
  })
  .openapi('ProductPromotion');

/** A product's retail rules as the storefront and the back office both read them (unset limits are null). */
export const productRetailSchema = z.object({
  enabled: z.boolean(),
  allowPurchase: z.boolean(),
  hidePrice: z.boolean(),
  showWholesalePrice: z.boolean(),
  minQuantity: z.number().int().nullable(),
  maxQuantity: z.number().int().nullable(),
});

export const productSchema = z
  .object({
    _id: z.string(),
    id: z.number().int(),
    name: localizedTextSchema,
    displayName: z.string(),
    baseSKU: z.string(),
    price: z.number().openapi({ description: 'roubles: what one item costs at retail, promotions applied' }),
    originalPrice: z.number().nullable().openapi({
      description: 'roubles; set when on sale, the regular price when a promotion sets the price',
    }),
    discountPercentage: z.number().int().nullable(),
    isSale: z.boolean(),
    promotions: z.array(productPromotionSchema).openapi({
      description: 'the promotions running now that cover the product; the best one sets the price',
    }),
    isNew: z.boolean(),
    isActive: z.boolean(),
    isFeatured: z.boolean(),
    stockStatus: z.enum(['in_stock', 'out_of_stock']),
    totalStock: z.number().int(),
    category: z.object({ id: z.number().int(), slug: z.string(), displayName: z.string() }),
    images: z.array(productImageSchema),
    colors: z.array(z.string()).openapi({ description: 'color codes in the colors sort order' }),
    sizes: z.array(z.string()).openapi({ description: 'size codes in the sizes sort order' }),
    variants: z.array(
      z.object({ colorCode: z.string(), sizeCode: z.string(), quantity: z.number().int(), sku: z.string() }),
    ),
    retail: productRetailSchema,
    wholesale: z.object({
      available: z.boolean(),
      enabled: z.boolean(),
      minQuantity: z.number().int(),
      wholesalePrice: z.number().nullable().openapi({ description: 'roubles per item' }),
      discountPercentage: z.number().nullable(),
      savings: z.number().nullable().openapi({ description: 'roubles saved per item' }),
    }),
    createdAt: z.string(),
    description: localizedTextSchema.optional().openapi({ description: 'product detail only' }),
    attributes: z
      .object({
        composition: z.string().optional(),
        country: z.string().optional(),
        care: z.string().optional(),
        fit: z.string().optional(),
      })
      .optional()
      .openapi({ description: 'product detail only' }),
  })
  .openapi('Product');

export type Product = z.infer<typeof productSchema>;

export const paginationSchema = z
  .object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    pages: z.number().int(),
    hasNext: z.boolean(),
  })
  .openapi('Pagination');

type Pagination = z.infer<typeof paginationSchema>;

export const productListSchema = z
  .object({ products: z.array(productSchema), pagination: paginationSchema })
  .openapi('ProductList');

export type ProductList = z.infer<typeof productListSchema>;

export function paginationOf(page: number, limit: number, total: number): Pagination {
  const pages = Math.ceil(total / limit);
  return { page, limit, total, pages, hasNext: page < pages };
}
