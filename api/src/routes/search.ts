import { createRoute, z } from '@hono/zod-openapi';
import { type AppDeps, dbOf } from '../deps';
import { jsonResponses, ok } from '../lib/envelope';
import { createRouter } from '../lib/router';
import { type CatalogService, createCatalogService } from '../services/catalog/catalog-service';
import { productListSchema } from '../services/catalog/product-view';
import { limitQuery, pageQuery } from './products-params';

const MAX_SEARCH_LENGTH = 200;

const searchRoute = createRoute({
  method: 'get',
  path: '/search',
  tags: ['catalog'],
  summary: 'Russian full-text product search with typo tolerance',
  request: {
    query: z.object({
      q: z
        .string()
        .max(MAX_SEARCH_LENGTH, `Слишком длинный запрос: не более ${MAX_SEARCH_LENGTH} символов`)
        .default(''),
      page: pageQuery,
      limit: limitQuery(20),
    }),
  },
  responses: jsonResponses(
    'Matching products, best first; suggestions when nothing matches',
    productListSchema
      .extend({ query: z.string(), suggestions: z.array(z.string()) })
      .openapi('ProductSearchResult'),
  ),
});

/** Mounted on /api/products before the product routes, so that /search is not taken for a product id. */
export function searchRoutes(deps: AppDeps, catalog: CatalogService = createCatalogService(dbOf(deps))) {
  return createRouter().openapi(searchRoute, async (c) => {
    const { q, page, limit } = c.req.valid('query');
    return c.json(ok(await catalog.search(q, { page, limit })), 200);
  });
}
