import { createRoute, z } from '@hono/zod-openapi';
import { recordId } from '@shop/core';
import { type AppDeps, dbOf } from '../deps';
import { jsonResponses, ok } from '../lib/envelope';
import { ApiError } from '../lib/errors';
import { createRouter } from '../lib/router';
import { type CatalogService, createCatalogService } from '../services/catalog/catalog-service';
import { respondJsonText } from '../services/catalog/json-text';
import { productFilterOf } from '../services/catalog/product-filter';
import { shareProduct } from '../services/catalog/product-share';
import { productListSchema, productSchema } from '../services/catalog/product-view';
import { limitQuery, pageQuery, productIdParam, productListQuery } from './products-params';
import { signedInRoutes } from './signed-in-routes';

const PRODUCT_NOT_FOUND = 'Товар не найден';

const shortListQuery = (fallback: number) => z.object({ page: pageQuery, limit: limitQuery(fallback) });
const idParams = z.object({ id: productIdParam });

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['catalog'],
  summary: 'Active products, filtered, sorted and paged',
  request: { query: productListQuery },
  responses: jsonResponses('A page of products', productListSchema),
});

const shortList = <P extends string>(path: P, summary: string, fallback: number) =>
  createRoute({
    method: 'get',
    path,
    tags: ['catalog'],
    summary,
    request: { query: shortListQuery(fallback) },
    responses: jsonResponses(summary, productListSchema),
  });

const popularRoute = shortList('/popular', 'Best sellers', 8);
const saleRoute = shortList('/sale', 'Products on sale, newest first', 8);
const newArrivalsRoute = shortList('/new-arrivals', 'New products, newest first', 6);

const byIdsRoute = createRoute({
  method: 'post',
  path: '/by-ids',
  tags: ['catalog'],
  summary: 'Active products with the given ids, in that order (unknown ids are left out)',
  request: {
    body: {
      content: {
        'application/json': {
          schema: z.object({ productIds: z.array(recordId()).max(100) }),
        },
      },
    },
  },
  responses: jsonResponses('The products', productListSchema),
});

const relatedRoute = createRoute({
  method: 'get',
  path: '/{id}/related',
  tags: ['catalog'],
  summary: 'Products of the same category, then of the same root category',
  request: { params: idParams, query: shortListQuery(8) },
  responses: jsonResponses('Related products', productListSchema, [404]),
});

const detailRoute = createRoute({
  method: 'get',
  path: '/{id}',
  tags: ['catalog'],
  summary: 'One active product with its description and attributes',
  request: { params: idParams },
  responses: jsonResponses('The product', productSchema, [404]),
});

const notFound = () => new ApiError('NOT_FOUND', PRODUCT_NOT_FOUND);

export function productRoutes(deps: AppDeps, catalog: CatalogService = createCatalogService(dbOf(deps))) {
  const shareRoute = signedInRoutes(
    ['catalog', 'telegram'],
    deps,
  )({
    method: 'post',
    path: '/{id}/share',
    summary:
      "Prepares the product's card (as inline search sends it) for Telegram's share dialog of the signed-in Telegram user; the mini-app passes the id to shareMessage. 403 without a Telegram sign-in, 404 for an inactive product, 503 without the bot",
    request: { params: idParams },
    responses: jsonResponses(
      'The prepared message',
      z.object({ id: z.string() }).openapi('PreparedShare'),
      [401, 403, 404, 503],
    ),
  });
  const shareServices = { db: dbOf(deps), catalog, sharer: deps.productSharer, log: deps.log };
  return createRouter()
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      return respondJsonText(c, await catalog.listProducts(productFilterOf(query), query.sort, query));
    })
    .openapi(popularRoute, async (c) =>
      respondJsonText(c, await catalog.listProducts({}, 'popular', c.req.valid('query'))),
    )
    .openapi(saleRoute, async (c) =>
      respondJsonText(c, await catalog.listProducts({ isSale: true }, 'newest', c.req.valid('query'))),
    )
    .openapi(newArrivalsRoute, async (c) =>
      respondJsonText(c, await catalog.listProducts({ isNew: true }, 'newest', c.req.valid('query'))),
    )
    .openapi(byIdsRoute, async (c) =>
      c.json(ok(await catalog.productsByIds(c.req.valid('json').productIds)), 200),
    )
    .openapi(relatedRoute, async (c) => {
      const { id } = c.req.valid('param');
      const related = id === null ? undefined : await catalog.relatedProducts(id, c.req.valid('query'));
      if (!related) throw notFound();
      return respondJsonText(c, related);
    })
    .openapi(detailRoute, async (c) => {
      const { id } = c.req.valid('param');
      const product = id === null ? undefined : await catalog.getProduct(id);
      if (!product) throw notFound();
      return respondJsonText(c, product);
    })
    .openapi(shareRoute, async (c) =>
      c.json(ok(await shareProduct(shareServices, c.var.user.id, c.req.valid('param').id)), 200),
    );
}
