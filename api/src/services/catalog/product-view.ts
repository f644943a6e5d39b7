/**
 * The storefront's Product shape (one zod schema for every catalogue answer) and the mapping from database rows:
 * prices in roubles, colors and sizes in their sort order, retail and wholesale terms spelled out.
 */
import { z } from '@hono/zod-openapi';
import { kopecksToRoubles, saleDiscountPercent, wholesalePriceOf } from '@shop/core';
import type { ProductCardRow } from '@shop/db';

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

export const productSchema = z
  .object({
    _id: z.string(),
    id: z.number().int(),
    name: localizedTextSchema,
    displayName: z.string(),
    baseSKU: z.string(),
    price: z.number().openapi({ description: 'roubles' }),
    originalPrice: z.number().nullable().openapi({ description: 'roubles; set when on sale' }),
    discountPercentage: z.number().int().nullable(),
    isSale: z.boolean(),
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
    retail: z.object({
      enabled: z.boolean(),
      allowPurchase: z.boolean(),
      hidePrice: z.boolean(),
      showWholesalePrice: z.boolean(),
      minQuantity: z.number().int().nullable(),
      maxQuantity: z.number().int().nullable(),
    }),
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

/** The product's wholesale terms with its wholesale price (core's rule) in roubles. */
function wholesaleOf(row: ProductCardRow): Product['wholesale'] {
  const terms = row.wholesale;
  const price = wholesalePriceOf(row.priceKopecks, terms);
  return {
    available: terms.available,
    enabled: terms.enabled,
    minQuantity: terms.minQuantity,
    wholesalePrice: price ? kopecksToRoubles(price.priceKopecks) : null,
    discountPercentage: price ? price.discountPercentage : null,
    savings: price ? kopecksToRoubles(price.savingsKopecks) : null,
  };
}

const imageType = (type: string): Product['images'][number]['type'] =>
  (imageTypes as readonly string[]).includes(type) ? (type as Product['images'][number]['type']) : 'gallery';

export function toProduct(row: ProductCardRow, options: { detail?: boolean } = {}): Product {
  const colors: string[] = [];
  const sizeOrder = new Map<string, number>();
  for (const [colorCode, sizeCode, , , sizeSort] of row.variants) {
    if (!colors.includes(colorCode)) colors.push(colorCode);
    if (!sizeOrder.has(sizeCode)) sizeOrder.set(sizeCode, sizeSort);
  }
  const sizes = [...sizeOrder.entries()].sort((a, b) => a[1] - b[1]).map(([code]) => code);
  const product: Product = {
    _id: String(row.id),
    id: row.id,
    name: row.name,
    displayName: row.name.ru,
    baseSKU: row.baseSku,
    price: kopecksToRoubles(row.priceKopecks),
    originalPrice: row.originalPriceKopecks === null ? null : kopecksToRoubles(row.originalPriceKopecks),
    discountPercentage: saleDiscountPercent({
      isSale: row.isSale,
      price: row.priceKopecks,
      originalPrice: row.originalPriceKopecks,
    }),
    isSale: row.isSale,
    isNew: row.isNew,
    isActive: row.isActive,
    isFeatured: row.isFeatured,
    stockStatus: row.totalStock > 0 ? 'in_stock' : 'out_of_stock',
    totalStock: row.totalStock,
    category: { id: row.categoryId, slug: row.categorySlug, displayName: row.categoryName.ru },
    images: row.images.map(([url, isPrimary, type, colorCode, order, width, height, alt]) => ({
      url,
      isPrimary,
      type: imageType(type),
      colorCode,
      order,
      width,
      height,
      alt,
    })),
    colors,
    sizes,
    variants: row.variants.map(([colorCode, sizeCode, quantity, sku]) => ({
      colorCode,
      sizeCode,
      quantity,
      sku,
    })),
    retail: {
      enabled: row.retail.enabled,
      allowPurchase: row.retail.allowPurchase,
      hidePrice: row.retail.hidePrice,
      showWholesalePrice: row.retail.showWholesalePrice,
      minQuantity: row.retail.minQuantity ?? null,
      maxQuantity: row.retail.maxQuantity ?? null,
    },
    wholesale: wholesaleOf(row),
    createdAt: row.createdAt,
  };
  if (options.detail) {
    product.description = row.description ?? { ru: '' };
    product.attributes = row.attributes;
  }
  return product;
}
