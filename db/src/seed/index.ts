/**
 * The demo shop «Ласточка»: a women's fashion catalogue with stock, sales and wholesale terms, home content,
 * promocodes, shipping methods, settings and the staff accounts. It fills an empty database in one transaction;
 * deciding whether the target database may be seeded at all (local, or explicitly allowed) is the caller's part.
 */
import { join } from 'node:path';
import { type SettingsKey, settingsSchemas } from '@shop/core';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../client';
import { categories, products, promocodes, settings, shippingMethods, users } from '../schema';
import { type WrittenArtwork, writeArtwork, writeLogo } from './banner-images';
import { colorHex, type ProductSeed, seedCategoryTree } from './catalogue-data';
import { mixColors } from './garment-drawings';
import { demoHomeConfig, writeHomeArtwork } from './home-content';
import { insertCategories, insertColorsAndSizes, insertProducts } from './insert-catalogue';
import { SEED_IMAGE_FOLDER, type SeedImage, writeProductImages } from './product-images';
import { clothingProducts } from './products-clothing';
import { accessoryProducts, footwearProducts } from './products-footwear-accessories';
import { demoPromocodes } from './promocodes-data';
import { demoSettingsDocuments } from './settings-documents';
import { seedShippingMethods } from './shipping-data';

export interface SeedAccount {
  email: string;
  password: string;
}

export interface SeedOptions {
  /** Absolute directory; images are written under `${uploadsDir}/seed/` and served as `/uploads/seed/<file>`. */
  uploadsDir: string;
  hashPassword: (password: string) => Promise<string>;
  accounts: { admin: SeedAccount; manager: SeedAccount };
  log?: (message: string) => void;
  /** For relative dates (promocode expiry, product ages); defaults to the current time. */
  now?: Date;
}

export interface SeedSummary {
  categories: number;
  products: number;
  variants: number;
  /** Rows of product_images (banner, category and logo artwork is not counted). */
  images: number;
  promocodes: number;
}

/** Every product of the demo catalogue, in catalogue order. */
export const demoCatalogue: readonly ProductSeed[] = [
  ...clothingProducts,
  ...footwearProducts,
  ...accessoryProducts,
];

/** True when any category or product exists, i.e. the shop already has a catalogue of its own or a seeded one. */
export async function isDatabaseSeeded(db: DbOrTx): Promise<boolean> {
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (category) return true;
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  return product !== undefined;
}

function checkAccounts(accounts: SeedOptions['accounts']): { admin: SeedAccount; manager: SeedAccount } {
  const normalise = (role: string, account: SeedAccount): SeedAccount => {
    const email = account.email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error(`seed: the ${role} email is not an email address`);
    if (account.password.length === 0) throw new Error(`seed: the ${role} password is empty`);
    return { email, password: account.password };
  };
  const admin = normalise('admin', accounts.admin);
  const manager = normalise('manager', accounts.manager);
  if (admin.email === manager.email) throw new Error('seed: the admin and the manager need different emails');
  return { admin, manager };
}

/** Files cannot take part in the transaction; they are written first, and writing them again is harmless. */
async function writeImages(folder: string) {
  const productImages = new Map<string, SeedImage[]>();
  for (const product of demoCatalogue)
    productImages.set(product.sku, await writeProductImages(folder, product));
  const categoryTiles = new Map<string, WrittenArtwork>();
  for (const root of seedCategoryTree) {
    for (const entry of [root, ...root.children]) {
      const hex = colorHex(entry.color);
      const tile = await writeArtwork(folder, {
        file: `category-${entry.slug}.svg`,
        title: entry.name.ru,
        width: 600,
        height: 600,
        background: [mixColors(hex, '#F4EDE6', 0.86), mixColors(hex, '#F4EDE6', 0.68)],
        figures: [{ kind: entry.kind, color: entry.color }],
        freeShare: 0,
      });
      categoryTiles.set(entry.slug, tile);
    }
  }
  const [homeArtwork, logo] = await Promise.all([writeHomeArtwork(folder), writeLogo(folder)]);
  return { productImages, categoryTiles, homeArtwork, logo };
}

export async function seedDemoShop(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const accounts = checkAccounts(options.accounts);
  const folder = join(options.uploadsDir, SEED_IMAGE_FOLDER);

  const images = await writeImages(folder);
  const [adminHash, managerHash] = await Promise.all([
    options.hashPassword(accounts.admin.password),
    options.hashPassword(accounts.manager.password),
  ]);
  const productCounts = new Map<string, number>();
  for (const product of demoCatalogue) {
    productCounts.set(product.category, (productCounts.get(product.category) ?? 0) + 1);
  }

  const summary = await db.transaction(async (tx) => {
    if (await isDatabaseSeeded(tx)) throw new Error('seed: the database already has a catalogue');
    await insertColorsAndSizes(tx);
    const categoryIds = await insertCategories(tx, images.categoryTiles, productCounts);
    const inserted = await insertProducts(tx, [...demoCatalogue], categoryIds, images.productImages, now);

    await tx.insert(shippingMethods).values(seedShippingMethods).onConflictDoNothing();
    const codes = await tx
      .insert(promocodes)
      .values(demoPromocodes(now))
      .onConflictDoNothing()
      .returning({ id: promocodes.id });

    const staff = await tx
      .insert(users)
      .values([
        { role: 'admin', name: 'Администратор', email: accounts.admin.email, passwordHash: adminHash },
        { role: 'manager', name: 'Менеджер', email: accounts.manager.email, passwordHash: managerHash },
      ])
      .onConflictDoNothing({ target: users.email })
      .returning({ email: users.email });
    for (const account of [accounts.admin, accounts.manager]) {
      const created = staff.some((row) => row.email === account.email);
      log(`seed: account ${account.email} ${created ? 'created' : 'already exists, left unchanged'}`);
    }

    const featuredProductIds = demoCatalogue
      .filter((product) => product.isFeatured)
      .map((product) => inserted.ids.get(product.sku))
      .filter((id): id is number => id !== undefined);
    // A new shop starts published, with no draft.
    const documents: { [K in Exclude<SettingsKey, 'home_config_draft' | 'referral'>]: unknown } = {
      ...demoSettingsDocuments({ logoUrl: images.logo.url, shipping: seedShippingMethods }),
      home_config: demoHomeConfig({ artwork: images.homeArtwork, now, featuredProductIds }),
    };
    const settingsRows = (Object.keys(documents) as (keyof typeof documents)[]).map((key) => ({
      key,
      // Parsed once more on the way in, as the api does with every settings write.
      value: settingsSchemas[key].schema.parse(documents[key]) as Record<string, unknown>,
    }));
    await tx.insert(settings).values(settingsRows).onConflictDoNothing();

    return {
      categories: categoryIds.size,
      products: inserted.ids.size,
      variants: inserted.variants,
      images: inserted.images,
      promocodes: codes.length,
    };
  });

  // The planner ignores fresh trigram and btree statistics until the tables are analysed; PGlite never autovacuums.
  await db.execute(sql`vacuum analyze categories, products, product_variants, product_images`);
  log(
    `seed: ${summary.categories} categories, ${summary.products} products, ${summary.variants} variants, ` +
      `${summary.images} images, ${summary.promocodes} promocodes`,
  );
  return summary;
}
