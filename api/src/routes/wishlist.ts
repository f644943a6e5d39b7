import { z } from '@hono/zod-openapi';
import { recordId, WISHLIST_MAX } from '@shop/core';
import { readWishlist, type WishlistEntry, writeWishlist } from '@shop/db';
import { type AppDeps, dbOf } from '../deps';
import { jsonBody, jsonResponses, ok } from '../lib/envelope';
import { createRouter } from '../lib/router';
import { signedInRoutes } from './signed-in-routes';

const ALREADY_ADDED = 'Товар уже в избранном';

const entryIn = z.object({
  productId: recordId(),
  addedAt: z.iso
    .datetime({ offset: true, message: 'Неверная дата' })
    .openapi({ example: '2026-11-29T08:00:00Z' }),
});

const wishlistIn = z.object({
  items: z
    .array(entryIn, 'Укажите список товаров')
    .max(WISHLIST_MAX, `В избранном не больше ${WISHLIST_MAX} товаров`)
    .superRefine((items, ctx) => {
      const seen = new Set<number>();
      items.forEach((item, index) => {
        if (seen.has(item.productId))
          ctx.addIssue({ code: 'custom', path: [index, 'productId'], message: ALREADY_ADDED });
        seen.add(item.productId);
      });
    }),
});

const answer = z
  .object({
    items: z.array(z.object({ productId: z.number().int(), addedAt: z.string() })),
  })
  .openapi('Wishlist');

const answerOf = (entries: WishlistEntry[]) => ({
  items: entries.map((entry) => ({ productId: entry.productId, addedAt: entry.addedAt.toISOString() })),
});

/** The wishlist of a signed-in web buyer (GET/PUT /api/auth/me/wishlist), newest first. */
export function wishlistRoutes(deps: AppDeps) {
  const db = dbOf(deps);
  const route = signedInRoutes(['auth'], deps);

  const readRoute = route({
    method: 'get',
    path: '/',
    summary: "The signed-in buyer's wishlist, newest first",
    responses: jsonResponses('Her wishlist', answer, [401]),
  });
  const writeRoute = route({
    method: 'put',
    path: '/',
    summary: `Replaces the signed-in buyer's wishlist (at most ${WISHLIST_MAX} distinct products; products the shop no longer has are left out)`,
    request: jsonBody(wishlistIn),
    responses: jsonResponses('Her wishlist as saved', answer, [401]),
  });

  return createRouter()
    .openapi(readRoute, async (c) => c.json(ok(answerOf(await readWishlist(db, c.var.user.id))), 200))
    .openapi(writeRoute, async (c) => {
      const entries = c.req.valid('json').items.map((item) => ({ ...item, addedAt: new Date(item.addedAt) }));
      return c.json(ok(answerOf(await writeWishlist(db, c.var.user.id, entries))), 200);
    });
}
