import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { settingsSchemas, telegramPhotoUrls } from '@shop/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import {
  categories,
  productImages,
  products,
  productVariants,
  promocodes,
  settings,
  settingsKey,
  shippingMethods,
  users,
} from '../schema';
import { createTestDatabase, testDatabaseKinds } from '../testing';
import { demoCatalogue, isDatabaseSeeded, type SeedSummary, seedDemoShop } from './index';

const now = new Date('2025-06-01T09:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())('demo seed on %s', (kind) => {
  let handle: DatabaseHandle;
  let uploadsDir: string;
  let summary: SeedSummary;
  let seededBefore: boolean;
  const logged: string[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    uploadsDir = await mkdtemp(join(tmpdir(), 'shop-seed-'));
    seededBefore = await isDatabaseSeeded(handle.db);
    summary = await seedDemoShop(handle.db, {
      uploadsDir,
      hashPassword: async (password) => `test-hash:${password.length}`,
      accounts: {
        admin: { email: ' Admin@Example.COM ', password: 'admin-secret-1' },
        manager: { email: 'manager@example.com', password: 'manager-secret-1' },
      },
      log: (message) => logged.push(message),
      now,
    });
  });

  afterAll(async () => {
    await handle?.close();
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
  });

  it('tells an empty database from a seeded one', async () => {
    expect(seededBefore).toBe(false);
    expect(await isDatabaseSeeded(handle.db)).toBe(true);
  });

  it('refuses to seed a second time', async () => {
    await expect(
      seedDemoShop(handle.db, {
        uploadsDir,
        hashPassword: async () => 'x',
        accounts: {
          admin: { email: 'other-admin@example.com', password: 'p' },
          manager: { email: 'other-manager@example.com', password: 'p' },
        },
        now,
      }),
    ).rejects.toThrow(/already has a catalogue/);
    expect(await handle.db.$count(products)).toBe(summary.products);
  });

  it('reports what it created', async () => {
    expect(summary.products).toBeGreaterThanOrEqual(60);
    expect(summary.products).toBe(demoCatalogue.length);
    expect(summary.categories).toBe(3 + 14);
    expect(await handle.db.$count(products)).toBe(summary.products);
    expect(await handle.db.$count(productVariants)).toBe(summary.variants);
    expect(await handle.db.$count(productImages)).toBe(summary.images);
    expect(await handle.db.$count(promocodes)).toBe(summary.promocodes);
    expect(logged.join('\n')).toMatch(/products/);
    expect(logged.join('\n')).not.toMatch(/secret/);
  });

  it('builds the category tree with paths, levels and counts', async () => {
    const rows = await handle.db.select().from(categories);
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    const roots = rows.filter((row) => row.level === 0).sort((a, b) => a.sortOrder - b.sortOrder);
    expect(roots.map((row) => row.slug)).toEqual(['zhenskaya-odezhda', 'zhenskaya-obuv', 'aksessuary']);
    expect(roots.map((row) => row.name.ru)).toEqual(['Женская одежда', 'Женская обувь', 'Аксессуары']);
    expect(roots.map((row) => row.productType)).toEqual(['clothing', 'footwear', 'accessories']);
    for (const root of roots) {
      expect(root).toMatchObject({
        path: `/${root.id}/`,
        parentId: null,
        showOnHomepage: true,
        isFeatured: true,
      });
      expect(root.image).toMatch(/^\/uploads\/seed\/category-.+\.svg$/);
    }
    const dresses = bySlug.get('platya');
    const clothing = bySlug.get('zhenskaya-odezhda');
    expect(dresses).toMatchObject({
      level: 1,
      parentId: clothing?.id,
      path: `/${clothing?.id}/${dresses?.id}/`,
    });
    const total = roots.reduce((sum, root) => sum + root.productCount, 0);
    expect(total).toBe(summary.products);
    for (const child of rows.filter((row) => row.level === 1)) {
      const count = await handle.db.$count(
        products,
        (await import('drizzle-orm')).eq(products.categoryId, child.id),
      );
      expect(child.productCount, child.slug).toBe(count);
      expect(child.productCount, child.slug).toBeGreaterThan(0);
    }
  });

  it('gives every product variants, a primary shared image and a total stock equal to its variants', async () => {
    const all = await handle.db.query.products.findMany({ with: { variants: true, images: true } });
    for (const product of all) {
      expect(product.variants.length, product.baseSku).toBeGreaterThan(0);
      const primary = product.images.filter((image) => image.isPrimary);
      expect(primary, product.baseSku).toHaveLength(1);
      expect(primary[0]?.colorCode).toBeNull();
      const colorsWithImages = new Set(product.images.map((image) => image.colorCode).filter(Boolean));
      expect(colorsWithImages).toEqual(new Set(product.variants.map((variant) => variant.colorCode)));
      expect(product.totalStock, product.baseSku).toBe(
        product.variants.reduce((sum, variant) => sum + variant.quantity, 0),
      );
      for (const variant of product.variants) {
        expect(variant.sku).toBe(`${product.baseSku}-${variant.colorCode}-${variant.sizeCode}`);
      }
      for (const image of product.images) {
        expect(image.url).toMatch(/^\/uploads\/seed\/[a-z0-9-]+\.svg$/);
        expect(image).toMatchObject({ width: 600, height: 800 });
        const file = join(uploadsDir, image.url.replace(/^\/uploads\//, ''));
        expect(existsSync(file), file).toBe(true);
        // Telegram takes only JPEG photos (at most 5 MB): each drawing has its JPEG photo and thumbnail.
        const jpegs = telegramPhotoUrls(image.url);
        for (const url of [jpegs?.photo, jpegs?.thumbnail]) {
          expect(url, image.url).toMatch(/^\/uploads\/seed\/[a-z0-9-]+-(photo|thumb)\.jpg$/);
          const bytes = readFileSync(join(uploadsDir, url!.replace(/^\/uploads\//, '')));
          expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
          expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
        }
      }
    }
    const photo = await sharp(join(uploadsDir, 'seed', 'dr-0001-sge-photo.jpg')).metadata();
    expect(photo).toMatchObject({ format: 'jpeg', width: 600, height: 800 });
    const thumbnail = await sharp(join(uploadsDir, 'seed', 'dr-0001-sge-thumb.jpg')).metadata();
    expect(thumbnail).toMatchObject({ format: 'jpeg', width: 240, height: 320 });
    const svg = readFileSync(join(uploadsDir, 'seed', 'dr-0001-sge.svg'), 'utf8');
    expect(svg).toMatch(/^<svg [^>]*width="600" height="800"/);
    expect(svg).toContain('#9CAF88');
  });

  it('has products sold out, on sale, new, wholesale-only and with wholesale terms', async () => {
    const all = await handle.db.select().from(products);
    const soldOut = all.filter((product) => product.totalStock === 0);
    expect(soldOut.length).toBeGreaterThanOrEqual(2);
    const onSale = all.filter((product) => product.isSale);
    expect(onSale.length).toBeGreaterThanOrEqual(8);
    for (const product of onSale) expect(product.originalPriceKopecks).toBeGreaterThan(product.priceKopecks);
    const deepCuts = onSale.filter(
      (product) => product.priceKopecks <= (product.originalPriceKopecks ?? 0) * 0.7,
    );
    expect(deepCuts.length).toBeGreaterThanOrEqual(3);
    expect(
      all.filter((product) => !product.isSale).every((product) => product.originalPriceKopecks === null),
    ).toBe(true);
    expect(all.filter((product) => product.isNew).length).toBeGreaterThanOrEqual(5);
    const wholesaleOnly = all.filter((product) => !product.retail.enabled);
    expect(wholesaleOnly.length).toBeGreaterThanOrEqual(2);
    for (const product of wholesaleOnly)
      expect(product.wholesale).toMatchObject({ available: true, enabled: true });
    const wholesale = all.filter((product) => product.wholesale.available);
    expect(wholesale.length).toBeGreaterThan(all.length / 2);
    for (const product of wholesale) {
      expect(product.wholesale.minQuantity).toBeGreaterThanOrEqual(5);
      expect(product.wholesale.minQuantity).toBeLessThanOrEqual(10);
      expect(product.wholesale.discountPercentage).toBeGreaterThanOrEqual(10);
      expect(product.wholesale.discountPercentage).toBeLessThanOrEqual(20);
    }
    for (const product of all) {
      expect(product.attributes.composition, product.baseSku).toBeTruthy();
      expect(product.attributes.country, product.baseSku).toBeTruthy();
      expect(product.name.en, product.baseSku).toBeTruthy();
      expect(Number.isInteger(product.priceKopecks)).toBe(true);
    }
    const zeroVariants = await handle.db.$count(
      productVariants,
      (await import('drizzle-orm')).eq(productVariants.quantity, 0),
    );
    expect(zeroVariants).toBeGreaterThan(0);
  });

  it('creates the staff accounts with lower-cased emails and hashed passwords', async () => {
    const staff = await handle.db.select().from(users);
    expect(
      staff
        .map(({ role, name, email }) => ({ role, name, email }))
        .sort((a, b) => a.role.localeCompare(b.role)),
    ).toEqual([
      { role: 'admin', name: 'Администратор', email: 'admin@example.com' },
      { role: 'manager', name: 'Менеджер', email: 'manager@example.com' },
    ]);
    for (const user of staff) expect(user.passwordHash).toMatch(/^test-hash:/);
  });

  it('adds promocodes of every tier and kind, with the edge cases the showcase shows', async () => {
    const codes = await handle.db.select().from(promocodes);
    expect(new Set(codes.map((code) => code.tier))).toEqual(new Set(['standard', 'premium', 'vip']));
    expect(new Set(codes.map((code) => code.discountType))).toEqual(
      new Set(['percentage', 'fixed', 'free_shipping']),
    );
    const active = codes.filter((code) => code.isActive && (!code.validUntil || code.validUntil > now));
    expect(
      active.some((code) => code.validUntil && code.validUntil.getTime() - now.getTime() <= 7 * DAY_MS),
    ).toBe(true);
    expect(active.some((code) => code.maxUsage !== null && code.maxUsage - code.usageCount <= 10)).toBe(true);
    expect(codes.some((code) => code.validUntil && code.validUntil < now)).toBe(true);
    expect(codes.some((code) => !code.isActive)).toBe(true);
    for (const code of codes) expect(code.code).toBe(code.code.toUpperCase());
  });

  it('adds the shipping methods with courier as the default', async () => {
    const methods = await handle.db.select().from(shippingMethods);
    expect(methods.map((method) => method.id).sort()).toEqual(['cdek', 'courier', 'pickup', 'russian_post']);
    expect(methods.filter((method) => method.isDefault).map((method) => method.id)).toEqual(['courier']);
    expect(methods.find((method) => method.id === 'courier')).toMatchObject({
      priceKopecks: 30000,
      freeFromKopecks: 300000,
      estimatedDays: '1-2 рабочих дня',
    });
  });

  it('stores every settings document in a form its schema accepts, and no home page draft', async () => {
    const rows = await handle.db.select().from(settings);
    // No draft, and no referral reward until staff turn it on (absent reads as off).
    const absent = new Set(['home_config_draft', 'referral']);
    expect(rows.map((row) => row.key).sort()).toEqual(
      settingsKey.enumValues.filter((key) => !absent.has(key)).sort(),
    );
    for (const row of rows) {
      const parsed = settingsSchemas[row.key].schema.safeParse(row.value);
      expect(parsed.error, row.key).toBeUndefined();
      expect(parsed.data).toEqual(row.value);
    }
    const byKey = new Map(rows.map((row) => [row.key, row.value]));
    const home = settingsSchemas.home_config.schema.parse(byKey.get('home_config'));
    expect(home.scrollBanner.banners).toHaveLength(3);
    expect(home.promo.banners).toHaveLength(2);
    expect(home.promocodeShowcase.selectionMode).toBe('auto');
    expect(home.layout.map((section) => section.type)).toEqual([
      'info-bar',
      'scroll-banner',
      'categories',
      'featured-products',
      'promo-banner',
      'new-arrivals',
      'sale-products',
      'promocode-showcase',
    ]);
    for (const banner of home.scrollBanner.banners) {
      expect(existsSync(join(uploadsDir, banner.media.url.replace(/^\/uploads\//, '')))).toBe(true);
      expect(readFileSync(join(uploadsDir, banner.media.url.replace(/^\/uploads\//, '')), 'utf8')).toMatch(
        /width="1600" height="600"/,
      );
    }
    const productIds = new Set(
      (await handle.db.select({ id: products.id }).from(products)).map((row) => row.id),
    );
    expect(home.featuredProducts.productIds.length).toBeGreaterThan(0);
    for (const id of home.featuredProducts.productIds) expect(productIds.has(id)).toBe(true);

    const store = settingsSchemas.store.schema.parse(byKey.get('store'));
    expect(store.storeName).toBe('Ласточка');
    expect(existsSync(join(uploadsDir, store.logo.url.replace(/^\/uploads\//, '')))).toBe(true);
    const widget = settingsSchemas.contact_widget.schema.parse(byKey.get('contact_widget'));
    expect(widget.enabled).toBe(true);
    expect(widget.channels.telegram.username).not.toBe('');
    expect(widget.channels.whatsapp.phone).not.toBe('');
    expect(widget.channels.phone.number).not.toBe('');
    const retail = settingsSchemas.retail_wholesale.schema.parse(byKey.get('retail_wholesale'));
    expect(retail).toMatchObject({ enabled: true, allowRetailPurchases: true });
  });
});

describe('demo catalogue data', () => {
  it('has unique base SKUs in the DR-0001 form and sale prices below the original', () => {
    const skus = demoCatalogue.map((product) => product.sku);
    expect(new Set(skus).size).toBe(skus.length);
    for (const product of demoCatalogue) {
      expect(product.sku).toMatch(/^[A-Z]{2}-\d{4}$/);
      expect(product.priceKopecks % 100).toBe(0);
      if (product.originalPriceKopecks !== undefined) {
        expect(product.originalPriceKopecks, product.sku).toBeGreaterThan(product.priceKopecks);
      }
      expect(product.colors.length, product.sku).toBeGreaterThan(0);
      expect(product.sizes.length, product.sku).toBeGreaterThan(0);
    }
  });
});
