import { createRoute, z } from '@hono/zod-openapi';
import { type AppDeps, dbOf } from '../deps';
import { createRouter } from '../lib/router';
import { readSettings } from '../services/settings-service';
import { SHOP_ICON_SIZES, type ShopIcons } from '../services/shop-icons';

const iconRoute = createRoute({
  method: 'get',
  path: '/{size}',
  tags: ['settings'],
  summary:
    'The shop’s icon as a PNG square of this size (32: the browser tab, 180: the Apple touch icon), made from the icon staff uploaded, else from the logo',
  request: { params: z.object({ size: z.enum(SHOP_ICON_SIZES) }) },
  responses: {
    200: {
      description: 'The icon',
      content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    302: { description: 'An icon the shop does not scale (the built-in one, or one at another address)' },
  },
});

/** Mounted on /api/shop-icon. Browsers ask for the icon on every page: it may be cached for five minutes. */
export function shopIconRoutes(deps: AppDeps, icons: ShopIcons) {
  const db = dbOf(deps);
  return createRouter().openapi(iconRoute, async (c) => {
    const { logo } = await readSettings(db, 'store', deps.log);
    const icon = await icons.icon(logo, c.req.valid('param').size);
    c.header('Cache-Control', 'public, max-age=300');
    if ('redirect' in icon) return c.redirect(icon.redirect, 302);
    return c.body(new Uint8Array(icon.png), 200, { 'Content-Type': 'image/png' });
  });
}
