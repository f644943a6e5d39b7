/**
 * Rows for tests, each with sensible defaults that any field can override, so a test makes just the data it
 * reads instead of loading the demo shop. Unique fields get a fresh value on every call.
 */
import { randomBytes } from 'node:crypto';
import { fallbackColors, type ProductType, type Role } from '@shop/core';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import type { ColorRow, SizeRow } from '../queries/catalog-reference';
import type { CategoryRow } from '../queries/categories';
import type { PromocodeRow } from '../queries/promocodes';
import type { UserRow } from '../queries/users';
import {
  categories,
  colors,
  type ProductRetailSettings,
  type ProductWholesaleSettings,
  productImages,
  products,
  productVariants,
  promocodes,
  promotions,
  sizes,
  users,
} from '../schema';
import { withTransaction } from '../transaction';

let counter = 0;
/** Unique within a run and across test files sharing a database server. */
const unique = () => `${(++counter).toString(36)}${randomBytes(3).toString('hex')}`;

export async function createUser(
  db: DbOrTx,
  overrides: Partial<typeof users.$inferInsert> & { role?: Role } = {},
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      role: 'user',
      name: 'Тестовый Пользователь',
      email: `user-${unique()}@test.local`,
      // Someone linked to Telegram has started the bot unless a test says otherwise.
      ...(overrides.telegramId != null ? { botMessagesAllowedAt: new Date() } : {}),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createUser: no row');
  return row;
}

/** A root category, or a child of `parent` (level and path follow the parent). */
export async function createCategory(
  db: DbOrTx,
  overrides: Partial<Omit<typeof categories.$inferInsert, 'parentId' | 'level' | 'path'>> & {
    parent?: CategoryRow;
  } = {},
): Promise<CategoryRow> {
  const { parent, ...values } = overrides;
  const key = unique();
  return withTransaction(db, async (tx) => {
    const [inserted] = await tx
      .insert(categories)
      .values({
        slug: `category-${key}`,
        name: { ru: `Категория ${key}` },
        productType: parent?.productType ?? 'clothing',
        ...values,
        parentId: parent?.id ?? null,
        level: parent ? parent.level + 1 : 0,
      })
      .returning({ id: categories.id });
    if (!inserted) throw new Error('createCategory: no row');
    const [row] = await tx
      .update(categories)
      .set({ path: `${parent?.path ?? '/'}${inserted.id}/` })
      .where(eq(categories.id, inserted.id))
      .returning();
    return row!;
  });
}

/** The color of this code, created when missing with the palette's name and hex. */
export async function createColor(
  db: DbOrTx,
  overrides: Partial<typeof colors.$inferInsert> & { code: string },
): Promise<ColorRow> {
  const codes = Object.keys(fallbackColors);
  const palette = fallbackColors[overrides.code as keyof typeof fallbackColors];
  await db
    .insert(colors)
    .values({
      name: { ru: palette?.name ?? overrides.code },
      hex: palette?.hex ?? '#CCCCCC',
      sortOrder: codes.includes(overrides.code) ? codes.indexOf(overrides.code) : codes.length,
      ...overrides,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(colors).where(eq(colors.code, overrides.code));
  return row!;
}

const clothingSizeOrder = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

/** The size of this code, created when missing; clothing sizes and shoe numbers sort the usual way. */
export async function createSize(
  db: DbOrTx,
  overrides: Partial<typeof sizes.$inferInsert> & { code: string },
): Promise<SizeRow> {
  const { code } = overrides;
  const clothing = clothingSizeOrder.indexOf(code);
  await db
    .insert(sizes)
    .values({
      name: { ru: code },
      productType: clothing >= 0 ? 'clothing' : /^\d+$/.test(code) ? 'footwear' : 'accessories',
      sortOrder: clothing >= 0 ? 10 + clothing : /^\d+$/.test(code) ? Number(code) : 100,
      ...overrides,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(sizes).where(eq(sizes.code, code));
  return row!;
}

export interface VariantInput {
  colorCode: string;
  sizeCode: string;
  quantity: number;
  sku?: string;
}

export interface ImageInput {
  url?: string;
  isPrimary?: boolean;
  type?: 'main' | 'gallery' | 'detail';
  colorCode?: string | null;
}

export type ProductOverrides = Partial<
  Omit<typeof products.$inferInsert, 'retail' | 'wholesale' | 'totalStock'>
> & {
  /** Created (a root category) when not given. */
  category?: CategoryRow;
  /** Colors and sizes are created when missing. Default: 10 of BLK / M. */
  variants?: VariantInput[];
  /** Default: one primary main image shared by every color. */
  images?: ImageInput[];
  retail?: Partial<ProductRetailSettings>;
  wholesale?: Partial<ProductWholesaleSettings>;
};

export type ProductRow = typeof products.$inferSelect;

/** An active product (2 990 ₽) with its variants and images; totalStock comes from the variants. */
export async function createProduct(db: DbOrTx, overrides: ProductOverrides = {}): Promise<ProductRow> {
  const { category: given, variants = [], images, retail, wholesale, ...values } = overrides;
  const lines = overrides.variants ? variants : [{ colorCode: 'BLK', sizeCode: 'M', quantity: 10 }];
  const key = unique();
  return withTransaction(db, async (tx) => {
    const category = given ?? (await createCategory(tx));
    const productType: ProductType = category.productType;
    for (const code of new Set(lines.map((line) => line.colorCode))) await createColor(tx, { code });
    for (const code of new Set(lines.map((line) => line.sizeCode)))
      await createSize(tx, { code, productType });
    const [product] = await tx
      .insert(products)
      .values({
        categoryId: category.id,
        baseSku: `TST-${key}`,
        name: { ru: `Тестовый товар ${key}` },
        priceKopecks: 299_000,
        retail: {
          enabled: true,
          allowPurchase: true,
          hidePrice: false,
          showWholesalePrice: false,
          ...retail,
        },
        wholesale: { available: false, enabled: false, minQuantity: 5, ...wholesale },
        ...values,
      })
      .returning();
    if (!product) throw new Error('createProduct: no row');
    if (lines.length > 0) {
      await tx.insert(productVariants).values(
        lines.map((line) => ({
          productId: product.id,
          colorCode: line.colorCode,
          sizeCode: line.sizeCode,
          quantity: line.quantity,
          sku: line.sku ?? `${product.baseSku}-${line.colorCode}-${line.sizeCode}`,
        })),
      );
    }
    const pictures = images ?? [{ isPrimary: true, type: 'main' as const }];
    for (const code of new Set(pictures.flatMap((image) => image.colorCode ?? []))) {
      await createColor(tx, { code });
    }
    if (pictures.length > 0) {
      await tx.insert(productImages).values(
        pictures.map((image, index) => ({
          productId: product.id,
          url: image.url ?? `/uploads/test/${product.baseSku}-${index}.webp`,
          isPrimary: image.isPrimary ?? false,
          type: image.type ?? 'gallery',
          colorCode: image.colorCode ?? null,
          sortOrder: index,
        })),
      );
    }
    // totalStock is kept by a trigger on the variants.
    const [row] = await tx.select().from(products).where(eq(products.id, product.id));
    return row!;
  });
}

/** An active public percentage code (10 %) usable now. */
export async function createPromocode(
  db: DbOrTx,
  overrides: Partial<typeof promocodes.$inferInsert> = {},
): Promise<PromocodeRow> {
  const [row] = await db
    .insert(promocodes)
    .values({
      code: `TEST${unique().toUpperCase()}`,
      discountType: 'percentage',
      discountValue: 10,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createPromocode: no row');
  return row;
}

/** A running promotion of 10 % off the whole shop unless told otherwise. */
export async function createPromotion(
  db: DbOrTx,
  overrides: Partial<typeof promotions.$inferInsert> = {},
): Promise<typeof promotions.$inferSelect> {
  const [row] = await db
    .insert(promotions)
    .values({
      name: { ru: `Акция ${unique()}` },
      badge: 'Акция',
      discountType: 'percentage',
      discountValue: 10,
      target: { scope: 'all' },
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createPromotion: no row');
  return row;
}
