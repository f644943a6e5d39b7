import { createRoute } from '@hono/zod-openapi';
import { homeConfigSchema } from '@shop/core';
import { type AppDeps, dbOf } from '../deps';
import { jsonResponses, ok } from '../lib/envelope';
import { createRouter } from '../lib/router';
import { type CatalogService, createCatalogService } from '../services/catalog/catalog-service';
import { homepageSchema, readHomepage, readPublishedHomeConfig } from '../services/home-content';

const homeConfigRoute = createRoute({
  method: 'get',
  path: '/home-config/current',
  tags: ['home'],
  summary: 'The published home page document',
  responses: jsonResponses('Home config', homeConfigSchema),
});

/** SPEC 7 "Home": the fallback of the home page reads the config here, as /home-config/current answers it. */
const homeConfigFallbackRoute = createRoute({
  method: 'get',
  path: '/home-config',
  tags: ['home'],
  summary: 'The published home page document (the same answer as /home-config/current)',
  responses: jsonResponses('Home config', homeConfigSchema),
});

const homepageRoute = createRoute({
  method: 'get',
  path: '/homepage',
  tags: ['home'],
  summary: 'Everything the home page shows, in one answer',
  responses: jsonResponses('Home page data', homepageSchema),
});

/** Mounted on /api: GET /api/home-config/current, GET /api/home-config and GET /api/homepage. */
export function homeRoutes(deps: AppDeps, catalog: CatalogService = createCatalogService(dbOf(deps))) {
  const db = dbOf(deps);
  return createRouter()
    .openapi(homeConfigRoute, async (c) => c.json(ok(await readPublishedHomeConfig(db, deps.log)), 200))
    .openapi(homeConfigFallbackRoute, async (c) =>
      c.json(ok(await readPublishedHomeConfig(db, deps.log)), 200),
    )
    .openapi(homepageRoute, async (c) => c.json(ok(await readHomepage(db, catalog, deps.log)), 200));
}
