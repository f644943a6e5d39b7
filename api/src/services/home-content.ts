/** The home page in one answer, and the scroll banners, both as the published home config describes them. */
import { z } from '@hono/zod-openapi';
import {
  defaultFreeShippingFromKopecks,
  type HomeConfig,
  homeConfigSchema,
  infoBarMessagesWith,
} from '@shop/core';
import { cachedShippingMethods, type DbOrTx, listCategories, listShowcasePromocodes } from '@shop/db';
import type { Logger } from '../lib/logger';
import type { CatalogService } from './catalog/catalog-service';
import { buildTree, categoryNodeSchema } from './catalog/categories';
import { type Product, productSchema } from './catalog/product-view';
import { toShippingRule } from './checkout/quote';
import { publicPromocodeSchema, toPublicPromocode } from './promotions/public-promocodes';
import { readSettings } from './settings-service';

export const homepageSchema = z
  .object({
    homeConfig: homeConfigSchema,
    categories: z.array(categoryNodeSchema),
    featuredProducts: z.array(productSchema),
    newArrivals: z.array(productSchema),
    saleProducts: z.array(productSchema),
    promocodes: z.array(publicPromocodeSchema),
  })
  .openapi('Homepage');

type Homepage = z.infer<typeof homepageSchema>;

export const scrollBannerSchema = homeConfigSchema.shape.scrollBanner.unwrap().shape.banners.unwrap().element;

type ProductBlock = HomeConfig['featuredProducts'];

/** A block's chosen products when the admin picked some, otherwise the automatic selection. */
async function blockProducts(
  catalog: CatalogService,
  block: ProductBlock,
  auto: () => Promise<Product[]>,
): Promise<Product[]> {
  if (block.productIds.length === 0) return auto();
  const { products } = await catalog.productsByIds(block.productIds.slice(0, block.maxProducts));
  return products;
}

/** A home config as the storefront shows it: the info bar names the shop's real shipping terms. */
async function withShippingTerms(db: DbOrTx, homeConfig: HomeConfig): Promise<HomeConfig> {
  const methods = await cachedShippingMethods(db);
  const freeFrom = defaultFreeShippingFromKopecks(methods.map(toShippingRule));
  return {
    ...homeConfig,
    infoBar: { ...homeConfig.infoBar, messages: infoBarMessagesWith(homeConfig.infoBar.messages, freeFrom) },
  };
}

/** The published home config as the storefront shows it. */
export async function readPublishedHomeConfig(db: DbOrTx, log: Logger): Promise<HomeConfig> {
  return withShippingTerms(db, await readSettings(db, 'home_config', log));
}

/** Everything the home page shows: the published home config's blocks read in parallel after the config itself. */
export async function readHomepage(db: DbOrTx, catalog: CatalogService, log: Logger): Promise<Homepage> {
  return homepageOf(db, catalog, await readPublishedHomeConfig(db, log));
}

/**
 * The home page a draft would make, for the admin app's preview: its product blocks and promocodes resolved as
 * the published page's are, nothing stored.
 */
export async function previewHomepage(
  db: DbOrTx,
  catalog: CatalogService,
  draft: HomeConfig,
): Promise<Homepage> {
  return homepageOf(db, catalog, await withShippingTerms(db, draft));
}

async function homepageOf(db: DbOrTx, catalog: CatalogService, homeConfig: HomeConfig): Promise<Homepage> {
  const showcase = homeConfig.promocodeShowcase;
  const maxPromocodes = showcase.displaySettings.maxPromocodes;
  const manualCodes = showcase.selectionMode === 'manual' ? showcase.promocodeIds : [];
  const [categoryRows, featuredProducts, newArrivals, saleProducts, promocodeRows] = await Promise.all([
    listCategories(db, { activeOnly: true }),
    blockProducts(catalog, homeConfig.featuredProducts, () =>
      catalog.topProducts({ isFeatured: true }, 'popular', homeConfig.featuredProducts.maxProducts),
    ),
    blockProducts(catalog, homeConfig.newArrivals, async () => {
      const limit = homeConfig.newArrivals.maxProducts;
      const flagged = await catalog.topProducts({ isNew: true }, 'newest', limit);
      return flagged.length > 0 ? flagged : catalog.topProducts({}, 'newest', limit);
    }),
    blockProducts(catalog, homeConfig.saleProducts, () =>
      catalog.topProducts({ isSale: true }, 'newest', homeConfig.saleProducts.maxProducts),
    ),
    listShowcasePromocodes(db, { limit: manualCodes.length > 0 ? 100 : maxPromocodes }),
  ]);
  const promocodes =
    manualCodes.length > 0
      ? manualCodes.flatMap((id) => promocodeRows.find((row) => row.id === id) ?? [])
      : promocodeRows;
  return {
    homeConfig,
    categories: buildTree(categoryRows, true),
    featuredProducts,
    newArrivals,
    saleProducts,
    promocodes: promocodes.slice(0, maxPromocodes).map(toPublicPromocode),
  };
}

/** The active banners in their order; none when the carousel is switched off. */
export async function readActiveBanners(
  db: DbOrTx,
  log: Logger,
): Promise<z.infer<typeof scrollBannerSchema>[]> {
  const { scrollBanner } = await readSettings(db, 'home_config', log);
  if (!scrollBanner.isEnabled) return [];
  return scrollBanner.banners.filter((banner) => banner.isActive).sort((a, b) => a.order - b.order);
}
