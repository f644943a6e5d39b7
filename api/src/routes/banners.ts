import { createRoute, z } from '@hono/zod-openapi';
import { type AppDeps, dbOf } from '../deps';
import { jsonResponses, ok } from '../lib/envelope';
import { createRouter } from '../lib/router';
import { readActiveBanners, scrollBannerSchema } from '../services/home-content';

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['home'],
  summary: 'Active scroll banners in their order (none when the carousel is switched off)',
  responses: jsonResponses('Banners', z.array(scrollBannerSchema)),
});

export function bannerRoutes(deps: AppDeps) {
  const db = dbOf(deps);
  return createRouter().openapi(listRoute, async (c) =>
    c.json(ok(await readActiveBanners(db, deps.log)), 200),
  );
}
