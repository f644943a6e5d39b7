import { createRoute, z } from '@hono/zod-openapi';
import { homeConfigSchema } from '@shop/core';
import { type AppDeps, dbOf } from '../deps';
import { jsonResponses, ok } from '../lib/envelope';
import { createRouter } from '../lib/router';
import { readSettings } from '../services/settings-service';

const scrollBannerSchema = homeConfigSchema.shape.scrollBanner.unwrap().shape.banners.unwrap().element;

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['home'],
  summary: 'Active scroll banners in their order (none when the carousel is switched off)',
  responses: jsonResponses('Banners', z.array(scrollBannerSchema)),
});

export function bannerRoutes(deps: AppDeps) {
  const db = dbOf(deps);
  return createRouter().openapi(listRoute, async (c) => {
    const { scrollBanner } = await readSettings(db, 'home_config', deps.log);
    const banners = scrollBanner.isEnabled
      ? scrollBanner.banners.filter((banner) => banner.isActive).sort((a, b) => a.order - b.order)
      : [];
    return c.json(ok(banners), 200);
  });
}
