/** Turns the demo catalogue data into rows: colors, sizes, the category tree, products, variants and images. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  categories,
  colors,
  type ProductRetailSettings,
  type ProductWholesaleSettings,
  productImages,
  products,
  productVariants,
  sizes,
} from '../schema';
import type { WrittenArtwork } from './banner-images';
import { type ProductSeed, type SizeCode, seedCategoryTree, seedColors, seedSizes } from './catalogue-data';
import type { SeedImage } from './product-images';
import { randomFor, type SeededRandom } from './seeded-random';

const DAY_MS = 24 * 60 * 60 * 1000;
const INSERT_CHUNK = 500;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await insert(rows.slice(start, start + INSERT_CHUNK));
  }
}

/** Colors and sizes an admin may already have created are left as they are. */
export async function insertColorsAndSizes(db: DbOrTx): Promise<void> {
  await db
    .insert(colors)
    .values(seedColors.map((color, index) => ({ ...color, name: { ...color.name }, sortOrder: index })))
    .onConflictDoNothing();
  await db.insert(sizes).values(seedSizes).onConflictDoNothing();
}

/** Inserts the tree root first so that each path can hold the ids above it ("/1/", "/1/4/"). */
export async function insertCategories(
  db: DbOrTx,
  tiles: Map<string, WrittenArtwork>,
  productCounts: Map<string, number>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const insertOne = async (
    values: Omit<typeof categories.$inferInsert, 'path' | 'image'> & { slug: string },
    parentPath: string,
  ) => {
    const [row] = await db
      .insert(categories)
      .values({ ...values, image: tiles.get(values.slug)?.url ?? null, path: parentPath })
      .returning({ id: categories.id });
    if (!row) throw new Error(`category ${values.slug} was not inserted`);
    const path = `${parentPath}${row.id}/`;
    await db.update(categories).set({ path }).where(eq(categories.id, row.id));
    ids.set(values.slug, row.id);
    return path;
  };

  for (const [rootIndex, root] of seedCategoryTree.entries()) {
    const rootCount = root.children.reduce((sum, child) => sum + (productCounts.get(child.slug) ?? 0), 0);
    const rootPath = await insertOne(
      {
        slug: root.slug,
        name: root.name,
        description: root.description,
        level: 0,
        productType: root.productType,
        isFeatured: true,
        showOnHomepage: true,
        homepageOrder: rootIndex + 1,
        sortOrder: rootIndex + 1,
        productCount: rootCount,
      },
      '/',
    );
    for (const [childIndex, child] of root.children.entries()) {
      await insertOne(
        {
          slug: child.slug,
          parentId: ids.get(root.slug),
          name: child.name,
          description: child.description,
          level: 1,
          productType: root.productType,
          sortOrder: childIndex + 1,
          productCount: productCounts.get(child.slug) ?? 0,
        },
        rootPath,
      );
    }
  }
  return ids;
}

/** Stock of one color x size: some at 0, some at the last one or two, some few left, most in stock. */
function drawQuantity(random: SeededRandom, wholesaleOnly: boolean): number {
  const roll = random.next();
  if (roll < 0.13) return 0;
  if (wholesaleOnly) return random.int(10, 40);
  if (roll < 0.25) return random.int(1, 2);
  if (roll < 0.42) return random.int(3, 5);
  return random.int(6, 28);
}

function variantsOf(
  product: ProductSeed,
): { colorCode: string; sizeCode: SizeCode; quantity: number; sku: string }[] {
  const random = randomFor(product.sku, 7);
  const variants = product.colors.flatMap((colorCode) =>
    product.sizes.map((sizeCode) => ({
      colorCode,
      sizeCode,
      quantity: product.soldOut ? 0 : drawQuantity(random, product.wholesaleOnly ?? false),
      sku: `${product.sku}-${colorCode}-${sizeCode}`,
    })),
  );
  const first = variants[0];
  if (!product.soldOut && first && variants.every((variant) => variant.quantity === 0)) first.quantity = 8;
  return variants;
}

function wholesaleTerms(product: ProductSeed, random: SeededRandom): ProductWholesaleSettings {
  const offered = product.wholesaleOnly || (product.wholesale !== false && random.chance(0.75));
  if (!offered) return { available: false, enabled: false, minQuantity: 0 };
  const minQuantity = product.wholesaleOnly ? 10 : random.pick([5, 5, 6, 8, 10]);
  const discountPercentage = random.pick([10, 12, 15, 15, 18, 20]);
  const wholesalePriceKopecks = Math.round((product.priceKopecks * (100 - discountPercentage)) / 10000) * 100;
  return { available: true, enabled: true, minQuantity, discountPercentage, wholesalePriceKopecks };
}

function productRow(product: ProductSeed, categoryId: number, now: Date): typeof products.$inferInsert {
  const random = randomFor(product.sku, 11);
  const wholesale = wholesaleTerms(product, random);
  const retail: ProductRetailSettings = product.wholesaleOnly
    ? { enabled: false, allowPurchase: false, hidePrice: false, showWholesalePrice: true }
    : { enabled: true, allowPurchase: true, hidePrice: false, showWholesalePrice: wholesale.available };
  const ageDays = product.isNew ? random.int(1, 20) : random.int(35, 300);
  const createdAt = new Date(now.getTime() - ageDays * DAY_MS - random.int(0, 23) * 3600 * 1000);
  const soldCount = random.int(3, 180) + (product.isFeatured ? 150 : 0);
  return {
    categoryId,
    baseSku: product.sku,
    name: product.name,
    description: product.description,
    priceKopecks: product.priceKopecks,
    originalPriceKopecks: product.originalPriceKopecks ?? null,
    isSale: product.originalPriceKopecks !== undefined,
    isNew: product.isNew ?? false,
    isFeatured: product.isFeatured ?? false,
    soldCount,
    viewCount: soldCount * random.int(8, 25) + random.int(20, 200),
    retail,
    wholesale,
    attributes: product.attributes,
    createdAt,
    updatedAt: createdAt,
  };
}

export interface InsertedProducts {
  /** Product id by base SKU. */
  ids: Map<string, number>;
  variants: number;
  images: number;
}

/** total_stock is left to the database trigger on product_variants. */
export async function insertProducts(
  db: DbOrTx,
  catalogue: ProductSeed[],
  categoryIds: Map<string, number>,
  images: Map<string, SeedImage[]>,
  now: Date,
): Promise<InsertedProducts> {
  const rows = catalogue.map((product) => {
    const categoryId = categoryIds.get(product.category);
    if (categoryId === undefined) throw new Error(`${product.sku}: unknown category ${product.category}`);
    return productRow(product, categoryId, now);
  });
  const ids = new Map<string, number>();
  await insertInChunks(rows, async (chunk) => {
    const inserted = await db
      .insert(products)
      .values(chunk)
      .returning({ id: products.id, baseSku: products.baseSku });
    for (const row of inserted) ids.set(row.baseSku, row.id);
  });
  const idOf = (sku: string): number => {
    const id = ids.get(sku);
    if (id === undefined) throw new Error(`${sku} was not inserted`);
    return id;
  };

  const variantRows = catalogue.flatMap((product) =>
    variantsOf(product).map((variant) => ({ ...variant, productId: idOf(product.sku) })),
  );
  await insertInChunks(variantRows, (chunk) => db.insert(productVariants).values(chunk));

  const imageRows = catalogue.flatMap((product) =>
    (images.get(product.sku) ?? []).map((image) => ({
      ...image,
      productId: idOf(product.sku),
      type: 'main',
    })),
  );
  await insertInChunks(imageRows, (chunk) => db.insert(productImages).values(chunk));

  return { ids, variants: variantRows.length, images: imageRows.length };
}
