/**
 * The back office's products: the list page, one product with everything its edit form shows, and the writes,
 * each checked against the catalogue (category, colors, sizes, unique articles and SKUs) in its transaction.
 * Money is integer kopecks in both directions here, as in the forms' schemas (core's productInput).
 */
import { z } from '@hono/zod-openapi';
import { adminTexts, type ProductInput, variantSkuOf } from '@shop/core';
import {
  type AdminProductDetail,
  type AdminProductFilter,
  type AdminProductSort,
  adminProductById,
  baseSkuTaken,
  categoryById,
  colorByCode,
  copyProductImages,
  countAdminProducts,
  type Database,
  type DbOrTx,
  deleteProduct,
  insertProduct,
  listAdminProducts,
  openOrdersWithProduct,
  recordStaffChange,
  type StaffActor,
  setProductActive,
  sizeByCode,
  updateProduct,
  variantSkusTaken,
  withTransaction,
} from '@shop/db';
import { ApiError, type FieldErrors } from '../../lib/errors';
import { paginationOf, paginationSchema, productRetailSchema } from '../catalog/product-view';

const productAdminTexts = {
  notFound: 'Товар не найден',
  inOpenOrders: (count: number) =>
    `Товар нельзя удалить: он есть в незавершённых заказах (${count}). Снимите его с продажи или дождитесь их завершения.`,
  copySuffix: ' (копия)',
} as const;

const localizedSchema = z.object({ ru: z.string(), en: z.string().optional(), vi: z.string().optional() });

const adminProductRowSchema = z
  .object({
    id: z.number().int(),
    name: localizedSchema,
    baseSku: z.string(),
    category: z.object({ id: z.number().int(), name: z.string() }),
    priceKopecks: z.number().int(),
    originalPriceKopecks: z.number().int().nullable(),
    isActive: z.boolean(),
    isNew: z.boolean(),
    isSale: z.boolean(),
    totalStock: z.number().int(),
    variantCount: z.number().int(),
    image: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('AdminProductRow');

export const adminProductListSchema = z
  .object({
    products: z.array(adminProductRowSchema),
    pagination: paginationSchema,
  })
  .openapi('AdminProductList');

export const adminProductSchema = z
  .object({
    id: z.number().int(),
    name: localizedSchema,
    description: localizedSchema,
    categoryId: z.number().int(),
    baseSku: z.string(),
    priceKopecks: z.number().int(),
    originalPriceKopecks: z.number().int().nullable(),
    isActive: z.boolean(),
    isNew: z.boolean(),
    isSale: z.boolean(),
    isFeatured: z.boolean(),
    totalStock: z.number().int(),
    attributes: z.object({
      composition: z.string().optional(),
      fit: z.string().optional(),
      country: z.string().optional(),
      care: z.string().optional(),
    }),
    variants: z.array(
      z.object({ colorCode: z.string(), sizeCode: z.string(), sku: z.string(), quantity: z.number().int() }),
    ),
    images: z.array(
      z.object({
        url: z.string(),
        isPrimary: z.boolean(),
        colorCode: z.string().nullable(),
        order: z.number(),
      }),
    ),
    retail: productRetailSchema,
    wholesale: z.object({
      available: z.boolean(),
      enabled: z.boolean(),
      minQuantity: z.number().int(),
      wholesalePriceKopecks: z.number().int().nullable(),
      discountPercentage: z.number().nullable(),
    }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('AdminProduct');

type AdminProduct = z.infer<typeof adminProductSchema>;

function toAdminProduct({ product, variants, images }: AdminProductDetail): AdminProduct {
  return {
    id: product.id,
    name: product.name,
    description: product.description ?? { ru: '' },
    categoryId: product.categoryId,
    baseSku: product.baseSku,
    priceKopecks: product.priceKopecks,
    originalPriceKopecks: product.originalPriceKopecks,
    isActive: product.isActive,
    isNew: product.isNew,
    isSale: product.isSale,
    isFeatured: product.isFeatured,
    totalStock: product.totalStock,
    attributes: product.attributes,
    variants: variants.map(({ colorCode, sizeCode, sku, quantity }) => ({
      colorCode,
      sizeCode,
      sku,
      quantity,
    })),
    images: images.map((image) => ({
      url: image.url,
      isPrimary: image.isPrimary,
      colorCode: image.colorCode,
      order: image.sortOrder,
    })),
    retail: {
      ...product.retail,
      minQuantity: product.retail.minQuantity ?? null,
      maxQuantity: product.retail.maxQuantity ?? null,
    },
    wholesale: {
      available: product.wholesale.available,
      enabled: product.wholesale.enabled,
      minQuantity: product.wholesale.minQuantity,
      wholesalePriceKopecks: product.wholesale.wholesalePriceKopecks ?? null,
      discountPercentage: product.wholesale.discountPercentage ?? null,
    },
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

function inputOf(product: AdminProduct): ProductInput {
  const { name, description, categoryId, baseSku, priceKopecks, originalPriceKopecks, attributes } = product;
  const { isActive, isNew, isSale, isFeatured, variants, retail, wholesale } = product;
  return {
    attributes,
    name,
    description,
    categoryId,
    baseSku,
    priceKopecks,
    originalPriceKopecks,
    isActive,
    isNew,
    isSale,
    isFeatured,
    variants,
    retail,
    wholesale,
  };
}

/** Everything in the input that must exist or be free in the catalogue; all problems at once, by field. */
async function checkAgainstCatalogue(tx: DbOrTx, input: ProductInput, productId?: number): Promise<void> {
  const fields: FieldErrors = {};
  if (!(await categoryById(tx, input.categoryId))) fields.categoryId = adminTexts.unknownCategory;
  for (const [index, variant] of input.variants.entries()) {
    if (!(await colorByCode(tx, variant.colorCode)))
      fields[`variants.${index}.colorCode`] = adminTexts.unknownColor;
    if (!(await sizeByCode(tx, variant.sizeCode)))
      fields[`variants.${index}.sizeCode`] = adminTexts.unknownSize;
  }
  if (Object.keys(fields).length > 0) {
    throw new ApiError('VALIDATION_ERROR', Object.values(fields)[0]!, fields);
  }
  const conflicts: FieldErrors = {};
  if (await baseSkuTaken(tx, input.baseSku, productId)) conflicts.baseSku = adminTexts.baseSkuTaken;
  const taken = new Set(
    await variantSkusTaken(
      tx,
      input.variants.map((variant) => variant.sku),
      productId,
    ),
  );
  for (const [index, variant] of input.variants.entries()) {
    if (taken.has(variant.sku)) conflicts[`variants.${index}.sku`] = adminTexts.variantSkuTaken;
  }
  if (Object.keys(conflicts).length > 0) {
    throw new ApiError('CONFLICT', Object.values(conflicts)[0]!, conflicts);
  }
}

export interface AdminProductQuery {
  filter: AdminProductFilter;
  sort: AdminProductSort;
  direction: 'asc' | 'desc';
  page: number;
  limit: number;
}

export function productAdmin(db: Database, changed: () => void) {
  async function read(id: number): Promise<AdminProduct> {
    const detail = await adminProductById(db, id);
    if (!detail) throw new ApiError('NOT_FOUND', productAdminTexts.notFound);
    return toAdminProduct(detail);
  }

  async function freeBaseSku(tx: DbOrTx, base: string): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      const candidate = `${base.slice(0, 32)}-COPY${attempt > 1 ? attempt : ''}`;
      if (!(await baseSkuTaken(tx, candidate))) return candidate;
    }
  }

  return {
    async list({ filter, sort, direction, page, limit }: AdminProductQuery) {
      const [rows, total] = await Promise.all([
        listAdminProducts(db, { filter, sort, direction, limit, offset: (page - 1) * limit }),
        countAdminProducts(db, filter),
      ]);
      return {
        products: rows.map((row) => ({
          id: row.id,
          name: row.name,
          baseSku: row.baseSku,
          category: { id: row.categoryId, name: row.categoryName },
          priceKopecks: row.priceKopecks,
          originalPriceKopecks: row.originalPriceKopecks,
          isActive: row.isActive,
          isNew: row.isNew,
          isSale: row.isSale,
          totalStock: row.totalStock,
          variantCount: row.variantCount,
          image: row.image,
          createdAt: new Date(row.createdAt).toISOString(),
          updatedAt: new Date(row.updatedAt).toISOString(),
        })),
        pagination: paginationOf(page, limit, total),
      };
    },

    read,

    async create(input: ProductInput, actor: StaffActor) {
      const id = await withTransaction(db, async (tx) => {
        await checkAgainstCatalogue(tx, input);
        const newId = await insertProduct(tx, input);
        await recordStaffChange(tx, actor, {
          entity: 'product',
          entityId: newId,
          action: 'create',
          after: input,
        });
        return newId;
      });
      changed();
      return read(id);
    },

    async update(id: number, input: ProductInput, actor: StaffActor) {
      await withTransaction(db, async (tx) => {
        const before = await adminProductById(tx, id);
        if (!before) throw new ApiError('NOT_FOUND', productAdminTexts.notFound);
        await checkAgainstCatalogue(tx, input, id);
        await updateProduct(tx, id, input);
        const current = toAdminProduct(before);
        const images = current.images.map(({ order: _order, ...image }) => image);
        await recordStaffChange(tx, actor, {
          entity: 'product',
          entityId: id,
          action: 'update',
          before: { ...inputOf(current), images },
          after: {
            ...input,
            attributes: input.attributes ?? current.attributes,
            images: input.images ?? images,
          },
        });
      });
      changed();
      return read(id);
    },

    async setActive(id: number, isActive: boolean, actor: StaffActor) {
      await withTransaction(db, async (tx) => {
        if (!(await setProductActive(tx, id, isActive))) {
          throw new ApiError('NOT_FOUND', productAdminTexts.notFound);
        }
        await recordStaffChange(tx, actor, {
          entity: 'product',
          entityId: id,
          action: isActive ? 'activate' : 'deactivate',
          before: { isActive: !isActive },
          after: { isActive },
        });
      });
      changed();
      return read(id);
    },

    /** A copy to edit: hidden from the storefront, with fresh articles and no stock, the same images. */
    async duplicate(id: number, actor: StaffActor) {
      const copyId = await withTransaction(db, async (tx) => {
        const source = await adminProductById(tx, id);
        if (!source) throw new ApiError('NOT_FOUND', productAdminTexts.notFound);
        const original = toAdminProduct(source);
        const baseSku = await freeBaseSku(tx, original.baseSku);
        const newId = await insertProduct(tx, {
          ...inputOf(original),
          name: { ...original.name, ru: `${original.name.ru}${productAdminTexts.copySuffix}` },
          baseSku,
          isActive: false,
          variants: original.variants.map((variant) => ({
            ...variant,
            sku: variantSkuOf(baseSku, variant.colorCode, variant.sizeCode),
            quantity: 0,
          })),
        });
        await copyProductImages(tx, id, newId);
        await recordStaffChange(tx, actor, {
          entity: 'product',
          entityId: newId,
          action: 'duplicate',
          after: { copyOf: id, baseSku },
        });
        return newId;
      });
      return read(copyId);
    },

    async remove(id: number, actor: StaffActor) {
      await withTransaction(db, async (tx) => {
        const open = await openOrdersWithProduct(tx, id);
        if (open > 0) throw new ApiError('CONFLICT', productAdminTexts.inOpenOrders(open));
        const before = await adminProductById(tx, id);
        if (!before || !(await deleteProduct(tx, id))) {
          throw new ApiError('NOT_FOUND', productAdminTexts.notFound);
        }
        await recordStaffChange(tx, actor, {
          entity: 'product',
          entityId: id,
          action: 'delete',
          before: inputOf(toAdminProduct(before)),
        });
      });
      changed();
    },
  };
}
