/**
 * Products as the back office reads and writes them: a filtered, sorted page of every product (active or not),
 * one product with everything its edit form shows, and the writes with their variant matrix.
 */
import { LOW_STOCK_LIMIT, type ProductInput } from '@shop/core';
import { and, asc, desc, eq, gt, ilike, inArray, lte, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { categories, orderItems, orders, productImages, products, productVariants } from '../schema';
import { replaceProductImages } from './admin-product-images';

export type AdminProductSort = 'name' | 'price' | 'stock' | 'createdAt';

export interface AdminProductFilter {
  search?: string | undefined;
  /** The category and its subcategories. */
  categoryId?: number | undefined;
  isActive?: boolean | undefined;
  isSale?: boolean | undefined;
  isNew?: boolean | undefined;
  stock?: 'in' | 'low' | 'out' | undefined;
}

export interface AdminProductPageParams {
  filter: AdminProductFilter;
  sort: AdminProductSort;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** `%` and `_` typed by staff are searched for literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Something like an article (DR-0001, 0001): matched in the article, where variant SKUs start too. */
const ARTICLE = /^[A-Za-z0-9-]*[\d-][A-Za-z0-9-]*$/;

/**
 * An article is looked up in the articles; words are looked up as word prefixes in the Russian name through the
 * full-text vector and its GIN index (migration 0003), so "плат" finds «Платье» without reading every row.
 */
function searchCondition(text: string): SQL {
  if (ARTICLE.test(text)) return ilike(products.baseSku, likePattern(text));
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return sql`false`;
  const query = words.map((word) => `${word}:*A`).join(' & ');
  return sql`"products"."search_vector" @@ to_tsquery('russian', ${query})`;
}

/** The list's filter as a condition, shared with the wholesale products list. */
export function adminProductConditions(filter: AdminProductFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const search = filter.search?.trim();
  if (search) conditions.push(searchCondition(search));
  if (filter.categoryId !== undefined) {
    conditions.push(
      inArray(
        products.categoryId,
        sql`(select c.id from ${categories} c where c.path like (select p.path from ${categories} p where p.id = ${filter.categoryId}) || '%')`,
      ),
    );
  }
  if (filter.isActive !== undefined) conditions.push(eq(products.isActive, filter.isActive));
  if (filter.isSale !== undefined) conditions.push(eq(products.isSale, filter.isSale));
  if (filter.isNew !== undefined) conditions.push(eq(products.isNew, filter.isNew));
  if (filter.stock === 'out') conditions.push(lte(products.totalStock, 0));
  if (filter.stock === 'low')
    conditions.push(and(gt(products.totalStock, 0), lte(products.totalStock, LOW_STOCK_LIMIT)));
  if (filter.stock === 'in') conditions.push(gt(products.totalStock, LOW_STOCK_LIMIT));
  return and(...conditions);
}

function orderOf(sort: AdminProductSort, direction: 'asc' | 'desc'): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  const column = {
    name: sql`${products.name}->>'ru'`,
    price: products.priceKopecks,
    stock: products.totalStock,
    createdAt: products.createdAt,
  }[sort];
  return [by(column), by(products.id)];
}

export interface AdminProductRow {
  id: number;
  name: ProductInput['name'];
  baseSku: string;
  categoryId: number;
  categoryName: string;
  priceKopecks: number;
  originalPriceKopecks: number | null;
  isActive: boolean;
  isNew: boolean;
  isSale: boolean;
  totalStock: number;
  variantCount: number;
  image: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** One page: the ids are chosen first, so the image and variant lookups run for the page's rows only. */
export async function listAdminProducts(
  db: DbOrTx,
  params: AdminProductPageParams,
): Promise<AdminProductRow[]> {
  const where = adminProductConditions(params.filter);
  const page = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...orderOf(params.sort, params.direction))
    .limit(params.limit)
    .offset(params.offset)
    .as('page');
  return db
    .select({
      id: products.id,
      name: products.name,
      baseSku: products.baseSku,
      categoryId: products.categoryId,
      categoryName: sql<string>`${categories.name}->>'ru'`,
      priceKopecks: products.priceKopecks,
      originalPriceKopecks: products.originalPriceKopecks,
      isActive: products.isActive,
      isNew: products.isNew,
      isSale: products.isSale,
      totalStock: products.totalStock,
      variantCount:
        sql<number>`(select count(*) from ${productVariants} where ${productVariants.productId} = ${products.id})`.mapWith(
          Number,
        ),
      image: sql<
        string | null
      >`(select ${productImages.url} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.isPrimary} desc, ${productImages.sortOrder}, ${productImages.id} limit 1)`,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
    })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(...orderOf(params.sort, params.direction));
}

export async function countAdminProducts(db: DbOrTx, filter: AdminProductFilter): Promise<number> {
  return db.$count(products, adminProductConditions(filter));
}

export type ProductRecord = typeof products.$inferSelect;
export type VariantRecord = typeof productVariants.$inferSelect;
export type ImageRecord = typeof productImages.$inferSelect;

export interface AdminProductDetail {
  product: ProductRecord;
  variants: VariantRecord[];
  images: ImageRecord[];
}

export async function adminProductById(db: DbOrTx, id: number): Promise<AdminProductDetail | undefined> {
  const [product] = await db.select().from(products).where(eq(products.id, id));
  if (!product) return undefined;
  const [variants, images] = await Promise.all([
    db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .orderBy(asc(productVariants.id)),
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
  ]);
  return { product, variants, images };
}

/** The input's product fields as stored: unset retail and wholesale numbers are left out of the JSON. */
function productValues(input: ProductInput) {
  const { variants: _variants, images: _images, retail, wholesale, ...fields } = input;
  return {
    ...fields,
    retail: {
      enabled: retail.enabled,
      allowPurchase: retail.allowPurchase,
      hidePrice: retail.hidePrice,
      showWholesalePrice: retail.showWholesalePrice,
      ...(retail.minQuantity === null ? {} : { minQuantity: retail.minQuantity }),
      ...(retail.maxQuantity === null ? {} : { maxQuantity: retail.maxQuantity }),
    },
    wholesale: {
      available: wholesale.available,
      enabled: wholesale.enabled,
      minQuantity: wholesale.minQuantity,
      ...(wholesale.wholesalePriceKopecks === null
        ? {}
        : { wholesalePriceKopecks: wholesale.wholesalePriceKopecks }),
      ...(wholesale.discountPercentage === null ? {} : { discountPercentage: wholesale.discountPercentage }),
    },
  };
}

export async function insertProduct(db: DbOrTx, input: ProductInput): Promise<number> {
  const [row] = await db.insert(products).values(productValues(input)).returning({ id: products.id });
  await replaceVariants(db, row!.id, input.variants);
  if (input.images) await replaceProductImages(db, row!.id, input.images);
  return row!.id;
}

export async function updateProduct(db: DbOrTx, id: number, input: ProductInput): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ ...productValues(input), updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (rows.length === 0) return false;
  await replaceVariants(db, id, input.variants);
  if (input.images) await replaceProductImages(db, id, input.images);
  return true;
}

/**
 * Makes the product's variants exactly the given matrix: combinations no longer listed go, the rest are
 * updated in place (keeping their ids) or added.
 */
async function replaceVariants(
  db: DbOrTx,
  productId: number,
  variants: ProductInput['variants'],
): Promise<void> {
  const keep = variants.map((variant) => `${variant.colorCode}|${variant.sizeCode}`);
  await db
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        keep.length
          ? notInArray(sql`${productVariants.colorCode} || '|' || ${productVariants.sizeCode}`, keep)
          : undefined,
      ),
    );
  if (variants.length === 0) return;
  // SKUs move freely between the product's own combinations: clear them first so a swap does not collide.
  await db
    .update(productVariants)
    .set({ sku: sql`'~' || ${productVariants.id}` })
    .where(eq(productVariants.productId, productId));
  await db
    .insert(productVariants)
    .values(variants.map((variant) => ({ productId, ...variant })))
    .onConflictDoUpdate({
      target: [productVariants.productId, productVariants.colorCode, productVariants.sizeCode],
      set: { sku: sql`excluded.sku`, quantity: sql`excluded.quantity` },
    });
}

export async function setProductActive(db: DbOrTx, id: number, isActive: boolean): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ isActive, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** Copies the product's images to another product. */
export async function copyProductImages(db: DbOrTx, fromId: number, toId: number): Promise<void> {
  const images = await db.select().from(productImages).where(eq(productImages.productId, fromId));
  if (images.length === 0) return;
  await db
    .insert(productImages)
    .values(images.map(({ id: _id, ...image }) => ({ ...image, productId: toId })));
}

export async function deleteProduct(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}

const OPEN_ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped'] as const;

/** Orders still in progress (pending to shipped) that hold the product. */
export async function openOrdersWithProduct(db: DbOrTx, productId: number): Promise<number> {
  const rows = await db
    .selectDistinct({ orderId: orderItems.orderId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.productId, productId), inArray(orders.status, [...OPEN_ORDER_STATUSES])));
  return rows.length;
}

/** The article taken by another product, if any. */
export async function baseSkuTaken(db: DbOrTx, baseSku: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.baseSku, baseSku), exceptId === undefined ? undefined : ne(products.id, exceptId)),
    );
  return rows.length > 0;
}

/** Which of these variant SKUs other products already use. */
export async function variantSkusTaken(
  db: DbOrTx,
  skus: string[],
  exceptProductId?: number,
): Promise<string[]> {
  if (skus.length === 0) return [];
  const rows = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        inArray(productVariants.sku, skus),
        exceptProductId === undefined ? undefined : ne(productVariants.productId, exceptProductId),
      ),
    );
  return rows.map((row) => row.sku);
}
