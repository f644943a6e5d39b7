import { PRODUCT_TYPES } from '@shop/core';
import { relations, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type LocalizedText, serialId, timestamps } from './columns';

export const productType = pgEnum('product_type', PRODUCT_TYPES);

export const categories = pgTable(
  'categories',
  {
    id: serialId(),
    parentId: integer().references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    slug: text().notNull(),
    name: jsonb().$type<LocalizedText>().notNull(),
    description: jsonb().$type<LocalizedText>(),
    image: text(),
    /** 0 for a root category. */
    level: integer().notNull().default(0),
    /** Ids from the root down to this category, e.g. "/1/4/"; prefix match finds a subtree. */
    path: text().notNull().default('/'),
    productType: productType().notNull().default('clothing'),
    isActive: boolean().notNull().default(true),
    isVisible: boolean().notNull().default(true),
    isFeatured: boolean().notNull().default(false),
    showOnHomepage: boolean().notNull().default(false),
    homepageOrder: integer().notNull().default(0),
    sortOrder: integer().notNull().default(0),
    productCount: integer().notNull().default(0),
    viewCount: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('categories_slug_key').on(t.slug),
    index('categories_parent_idx').on(t.parentId),
    index('categories_path_idx').on(t.path),
  ],
);

export const colors = pgTable('colors', {
  /** Short upper-case code such as RED or NVY, used in SKUs and URLs. */
  code: text().primaryKey(),
  name: jsonb().$type<LocalizedText>().notNull(),
  hex: text().notNull(),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  ...timestamps,
});

export const sizes = pgTable('sizes', {
  /** The label shown to the buyer as well: XS, M, 38, ONE. */
  code: text().primaryKey(),
  name: jsonb().$type<LocalizedText>().notNull(),
  productType: productType().notNull().default('clothing'),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  ...timestamps,
});

/** Per-product retail rules; unset fields fall back to the store's retail settings. */
export interface ProductRetailSettings {
  enabled: boolean;
  allowPurchase: boolean;
  hidePrice: boolean;
  showWholesalePrice: boolean;
  minQuantity?: number;
  maxQuantity?: number;
}

export interface ProductWholesaleSettings {
  available: boolean;
  enabled: boolean;
  minQuantity: number;
  /** Price of one item bought wholesale, in kopecks; when unset the discount percentage applies. */
  wholesalePriceKopecks?: number;
  discountPercentage?: number;
}

export interface ProductAttributes {
  composition?: string;
  country?: string;
  care?: string;
  fit?: string;
}

export const products = pgTable(
  'products',
  {
    id: serialId(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    baseSku: text().notNull(),
    name: jsonb().$type<LocalizedText>().notNull(),
    description: jsonb().$type<LocalizedText>(),
    priceKopecks: integer().notNull(),
    /** The price before the sale; set only when the product is on sale. */
    originalPriceKopecks: integer(),
    isSale: boolean().notNull().default(false),
    isNew: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    isFeatured: boolean().notNull().default(false),
    /** Sum of the variants' stock, kept by a database trigger on product_variants. */
    totalStock: integer().notNull().default(0),
    soldCount: integer().notNull().default(0),
    viewCount: integer().notNull().default(0),
    retail: jsonb().$type<ProductRetailSettings>().notNull(),
    wholesale: jsonb().$type<ProductWholesaleSettings>().notNull(),
    attributes: jsonb().$type<ProductAttributes>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_base_sku_key').on(t.baseSku),
    index('products_category_idx').on(t.categoryId),
    index('products_created_at_idx').on(t.createdAt),
    index('products_price_idx').on(t.priceKopecks),
    check('products_price_positive', sql`${t.priceKopecks} > 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serialId(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    isPrimary: boolean().notNull().default(false),
    /** main, gallery or detail. */
    type: text().notNull().default('main'),
    /** Null means the image is shared by every color. */
    colorCode: text().references(() => colors.code, { onDelete: 'set null', onUpdate: 'cascade' }),
    sortOrder: integer().notNull().default(0),
    alt: text(),
    width: integer(),
    height: integer(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sortOrder)],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serialId(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorCode: text()
      .notNull()
      .references(() => colors.code, { onDelete: 'restrict', onUpdate: 'cascade' }),
    sizeCode: text()
      .notNull()
      .references(() => sizes.code, { onDelete: 'restrict', onUpdate: 'cascade' }),
    quantity: integer().notNull().default(0),
    sku: text().notNull(),
  },
  (t) => [
    uniqueIndex('product_variants_combination_key').on(t.productId, t.colorCode, t.sizeCode),
    uniqueIndex('product_variants_sku_key').on(t.sku),
    check('product_variants_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  parent: one(categories, {
    fields: [categories.parentId],
    references: [categories.id],
    relationName: 'tree',
  }),
  children: many(categories, { relationName: 'tree' }),
  products: many(products),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  images: many(productImages),
  variants: many(productVariants),
}));

export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
  color: one(colors, { fields: [productImages.colorCode], references: [colors.code] }),
}));

export const productVariantsRelations = relations(productVariants, ({ one }) => ({
  product: one(products, { fields: [productVariants.productId], references: [products.id] }),
  color: one(colors, { fields: [productVariants.colorCode], references: [colors.code] }),
  size: one(sizes, { fields: [productVariants.sizeCode], references: [sizes.code] }),
}));
