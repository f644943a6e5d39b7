/**
 * What staff send to create or change categories, colors, sizes and products: one set of rules for the API's
 * validation and the admin forms (react-hook-form resolves with these schemas). Money is integer kopecks here,
 * as in the database; the forms convert the roubles people type.
 */
import { z } from 'zod';
import { PRODUCT_TYPES } from '../catalog/product-types';
import { recordId } from '../input-numbers';
import { adminTexts as texts } from './admin-texts';

const optionalText = (max: number, message: string) =>
  z
    .string(message)
    .trim()
    .max(max, message)
    .transform((value) => value || undefined)
    .optional();

export const localizedNameInput = z.object({
  ru: z.string(texts.nameRu).trim().min(1, texts.nameRu).max(200, texts.nameRu),
  en: optionalText(200, texts.nameOther),
  vi: optionalText(200, texts.nameOther),
});

const localizedDescriptionInput = z.object({
  ru: z.string(texts.description).trim().max(5000, texts.description),
  en: optionalText(5000, texts.description),
  vi: optionalText(5000, texts.description),
});

/** The product facts the storefront lists under the description; an empty one is not shown. */
const productAttributesInput = z.object({
  composition: optionalText(500, texts.attribute),
  fit: optionalText(500, texts.attribute),
  country: optionalText(500, texts.attribute),
  care: optionalText(500, texts.attribute),
});

const orderNumber = z.number(texts.order).int(texts.order).min(0, texts.order).max(10_000, texts.order);

export const categoryInput = z.object({
  slug: z
    .string(texts.slug)
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, texts.slug)
    .max(100, texts.slug),
  name: localizedNameInput,
  parentId: recordId(texts.parent).nullable(),
  productType: z.enum(PRODUCT_TYPES, texts.productType),
  image: z
    .string(texts.image)
    .trim()
    .max(500, texts.image)
    .transform((url) => url || null)
    .nullable(),
  isActive: z.boolean(),
  isVisible: z.boolean(),
  isFeatured: z.boolean(),
  showOnHomepage: z.boolean(),
  homepageOrder: orderNumber,
});

export const categoryReorderInput = z.object({
  categoryId: recordId(),
  direction: z.enum(['up', 'down']),
});

export const colorInput = z.object({
  code: z
    .string(texts.colorCode)
    .trim()
    .regex(/^[A-Z0-9]{2,8}$/, texts.colorCode),
  name: localizedNameInput,
  hex: z
    .string(texts.hex)
    .trim()
    .regex(/^#[0-9A-Fa-f]{6}$/, texts.hex)
    .transform((hex) => hex.toUpperCase()),
  sortOrder: orderNumber,
  isActive: z.boolean(),
});

export const sizeInput = z.object({
  code: z
    .string(texts.sizeCode)
    .trim()
    .regex(/^[A-Za-zА-Яа-я0-9./-]{1,10}$/, texts.sizeCode),
  name: localizedNameInput,
  productType: z.enum(PRODUCT_TYPES, texts.productType),
  sortOrder: orderNumber,
  isActive: z.boolean(),
});

const MAX_PRICE_KOPECKS = 1_000_000_000;
const kopecks = (message: string) =>
  z.number(message).int(message).positive(message).max(MAX_PRICE_KOPECKS, message);
const quantityBound = z.number(texts.minQuantity).int(texts.minQuantity).min(1, texts.minQuantity).max(1000);

const variantInput = z.object({
  colorCode: z.string(texts.variantColor).min(1, texts.variantColor),
  sizeCode: z.string(texts.variantSize).min(1, texts.variantSize),
  sku: z
    .string(texts.variantSku)
    .trim()
    .regex(/^[A-Za-z0-9-]{2,60}$/, texts.variantSku)
    .transform((sku) => sku.toUpperCase()),
  quantity: z.number(texts.stock).int(texts.stock).min(0, texts.stock).max(1_000_000, texts.stock),
});

/** A product image: a file uploaded to the shop (or an https address), shown for one color or for all. */
const productImageInput = z.object({
  url: z
    .string(texts.imageUrl)
    .max(500, texts.imageUrl)
    .regex(/^(\/uploads\/[\w./-]+|https:\/\/\S+)$/, texts.imageUrl),
  isPrimary: z.boolean(),
  colorCode: z.string().min(1).nullable(),
});

const retailInput = z.object({
  enabled: z.boolean(),
  allowPurchase: z.boolean(),
  hidePrice: z.boolean(),
  showWholesalePrice: z.boolean(),
  minQuantity: quantityBound.nullable(),
  maxQuantity: quantityBound.nullable(),
});

const wholesaleInput = z.object({
  available: z.boolean(),
  enabled: z.boolean(),
  minQuantity: quantityBound,
  wholesalePriceKopecks: kopecks(texts.price).nullable(),
  discountPercentage: z
    .number(texts.discountPercent)
    .min(0, texts.discountPercent)
    .max(90, texts.discountPercent)
    .nullable(),
});

export const productInput = z
  .object({
    name: localizedNameInput,
    description: localizedDescriptionInput,
    categoryId: recordId(texts.category),
    baseSku: z
      .string(texts.baseSku)
      .trim()
      .regex(/^[A-Za-z0-9-]{2,40}$/, texts.baseSku)
      .transform((sku) => sku.toUpperCase()),
    priceKopecks: kopecks(texts.price),
    originalPriceKopecks: kopecks(texts.price).nullable(),
    isActive: z.boolean(),
    isNew: z.boolean(),
    isSale: z.boolean(),
    isFeatured: z.boolean(),
    variants: z.array(variantInput).max(400),
    /** Left out, a change keeps the attributes the product has. */
    attributes: productAttributesInput.optional(),
    /** The images in the order shown; left out, a change keeps the images the product has. */
    images: z.array(productImageInput).max(20, texts.imagesTooMany).optional(),
    retail: retailInput,
    wholesale: wholesaleInput,
  })
  .superRefine((product, ctx) => {
    if (product.originalPriceKopecks !== null && product.originalPriceKopecks <= product.priceKopecks) {
      ctx.addIssue({ code: 'custom', path: ['originalPriceKopecks'], message: texts.originalPrice });
    }
    if (product.isSale && product.originalPriceKopecks === null) {
      ctx.addIssue({ code: 'custom', path: ['originalPriceKopecks'], message: texts.salePrice });
    }
    const { minQuantity, maxQuantity } = product.retail;
    if (minQuantity !== null && maxQuantity !== null && maxQuantity < minQuantity) {
      ctx.addIssue({ code: 'custom', path: ['retail', 'maxQuantity'], message: texts.maxBelowMin });
    }
    const skus = new Set<string>();
    const combinations = new Set<string>();
    product.variants.forEach((variant, index) => {
      const sku = variant.sku.toUpperCase();
      if (skus.has(sku)) {
        ctx.addIssue({ code: 'custom', path: ['variants', index, 'sku'], message: texts.variantSkuRepeated });
      }
      skus.add(sku);
      const combination = `${variant.colorCode}\u0000${variant.sizeCode}`;
      if (combinations.has(combination)) {
        ctx.addIssue({
          code: 'custom',
          path: ['variants', index, 'sizeCode'],
          message: texts.variantRepeated,
        });
      }
      combinations.add(combination);
    });
    const colors = new Set(product.variants.map((variant) => variant.colorCode));
    let primaries = 0;
    product.images?.forEach((image, index) => {
      if (image.isPrimary && ++primaries > 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['images', index, 'isPrimary'],
          message: texts.imagePrimaryRepeated,
        });
      }
      if (image.colorCode !== null && !colors.has(image.colorCode)) {
        ctx.addIssue({ code: 'custom', path: ['images', index, 'colorCode'], message: texts.imageColor });
      }
    });
  });

export type CategoryInput = z.output<typeof categoryInput>;
export type ColorInput = z.output<typeof colorInput>;
export type SizeInput = z.output<typeof sizeInput>;
export type ProductInput = z.output<typeof productInput>;
export type ProductFormValues = z.input<typeof productInput>;
export type CategoryFormValues = z.input<typeof categoryInput>;
export type ColorFormValues = z.input<typeof colorInput>;
export type SizeFormValues = z.input<typeof sizeInput>;

/** Variant SKUs made from the product's article and the combination, as the demo catalogue writes them. */
export const variantSkuOf = (baseSku: string, colorCode: string, sizeCode: string): string =>
  `${baseSku}-${colorCode}-${sizeCode}`.replace(/[^A-Za-z0-9-]/g, '').toUpperCase();

/** A product's total stock at or below this counts as running low in the admin filters. */
export const LOW_STOCK_LIMIT = 5;
