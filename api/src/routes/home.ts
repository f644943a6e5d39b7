import { createRoute, z } from '@hono/zod-openapi';
import { type HomeConfig, homeConfigSchema } from '@shop/core';
import { listCategories, listShowcasePromocodes, type ProductFilter } from '@shop/db';
import { type AppDeps, dbOf } from '../deps';
import { jsonResponses, ok } from '../lib/envelope';
import { createRouter } from '../lib/router';
import { type CatalogService, createCatalogService } from '../services/catalog/catalog-service';
import { type Product, productSchema } from '../services/catalog/product-view';
import { readSettings } from '../services/settings-service';
import { buildTree, categoryNodeSchema } from './categories';
import { publicPromocodeSchema, toPublicPromocode } from './promocodes';

const homeConfigRoute = createRoute({
  method: 'get',
  path: '/home-config/current',
  tags: ['home'],
  summary: 'The published home page document',
  responses: jsonResponses('Home config', homeConfigSchema),
});

const homepageSchema = z
  .object({
    homeConfig: homeConfigSchema,
    categories: z.array(categoryNodeSchema),
    featuredProducts: z.array(productSchema),
    newArrivals: z.array(productSchema),
    saleProducts: z.array(productSchema),
    promocodes: z.array(publicPromocodeSchema),
  })
  .openapi('Homepage');

const homepageRoute = createRoute({
  method: 'get',
  path: '/homepage',
  tags: ['home'],
  summary: 'Everything the home page shows, in one answer',
  responses: jsonResponses('Home page data', homepageSchema),
});

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

/** Mounted on /api: GET /api/home-config/current and GET /api/homepage. */
export function homeRoutes(deps: AppDeps, catalog: CatalogService = createCatalogService(dbOf(deps))) {
  const db = dbOf(deps);
  const top = (filter: ProductFilter, sort: 'newest' | 'popular', limit: number) =>
    catalog.topProducts(filter, sort, limit);

  return createRouter()
    .openapi(homeConfigRoute, async (c) => c.json(ok(await readSettings(db, 'home_config', deps.log)), 200))
    .openapi(homepageRoute, async (c) => {
      const homeConfig = await readSettings(db, 'home_config', deps.log);
      const showcase = homeConfig.promocodeShowcase;
      const maxPromocodes = showcase.displaySettings.maxPromocodes;
      const manualCodes = showcase.selectionMode === 'manual' ? showcase.promocodeIds : [];
      const [categoryRows, featuredProducts, newArrivals, saleProducts, promocodeRows] = await Promise.all([
        listCategories(db, { activeOnly: true }),
        blockProducts(catalog, homeConfig.featuredProducts, () =>
          top({ isFeatured: true }, 'popular', homeConfig.featuredProducts.maxProducts),
        ),
        blockProducts(catalog, homeConfig.newArrivals, async () => {
          const limit = homeConfig.newArrivals.maxProducts;
          const flagged = await top({ isNew: true }, 'newest', limit);
          return flagged.length > 0 ? flagged : top({}, 'newest', limit);
        }),
        blockProducts(catalog, homeConfig.saleProducts, () =>
          top({ isSale: true }, 'newest', homeConfig.saleProducts.maxProducts),
        ),
        listShowcasePromocodes(db, { limit: manualCodes.length > 0 ? 100 : maxPromocodes }),
      ]);
      const promocodes =
        manualCodes.length > 0
          ? manualCodes.flatMap((id) => promocodeRows.find((row) => row.id === id) ?? [])
          : promocodeRows;
      return c.json(
        ok({
          homeConfig,
          categories: buildTree(categoryRows, true),
          featuredProducts,
          newArrivals,
          saleProducts,
          promocodes: promocodes.slice(0, maxPromocodes).map(toPublicPromocode),
        }),
        200,
      );
    });
}
