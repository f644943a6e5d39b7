import { z } from '@hono/zod-openapi';
import { BUYER_LIST_MAX, type BuyerList, recordId } from '@shop/core';
import { type BuyerListEntry, readBuyerList, writeBuyerList } from '@shop/db';
import { type AppDeps, dbOf } from '../deps';
import { jsonBody, jsonResponses, ok } from '../lib/envelope';
import { createRouter } from '../lib/router';
import { signedInRoutes } from './signed-in-routes';

/** What the lists are called in the answers of a 400: «В избранном не больше 200 товаров». */
const inTheList: Record<BuyerList, string> = { wishlist: 'В избранном', viewed: 'В недавно просмотренных' };
const repeated: Record<BuyerList, string> = {
  wishlist: 'Товар уже в избранном',
  viewed: 'Товар уже в недавно просмотренных',
};

const entryIn = z.object({
  productId: recordId(),
  addedAt: z.iso
    .datetime({ offset: true, message: 'Неверная дата' })
    .openapi({ example: '2026-11-29T08:00:00Z' }),
});

const listIn = (list: BuyerList) =>
  z.object({
    items: z
      .array(entryIn, 'Укажите список товаров')
      .max(BUYER_LIST_MAX[list], `${inTheList[list]} не больше ${BUYER_LIST_MAX[list]} товаров`)
      .superRefine((items, ctx) => {
        const seen = new Set<number>();
        items.forEach((item, index) => {
          if (seen.has(item.productId))
            ctx.addIssue({ code: 'custom', path: [index, 'productId'], message: repeated[list] });
          seen.add(item.productId);
        });
      }),
  });

const answer = z
  .object({ items: z.array(z.object({ productId: z.number().int(), addedAt: z.string() })) })
  .openapi('BuyerList');

const answerOf = (entries: BuyerListEntry[]) => ({
  items: entries.map((entry) => ({ productId: entry.productId, addedAt: entry.addedAt.toISOString() })),
});

/**
 * A signed-in web buyer's list of products, newest first: GET/PUT /api/auth/me/wishlist (when each was added) and
 * /api/auth/me/viewed (when each was last viewed).
 */
export function buyerListRoutes(deps: AppDeps, list: BuyerList) {
  const db = dbOf(deps);
  const route = signedInRoutes(['auth'], deps);

  const readRoute = route({
    method: 'get',
    path: '/',
    summary: `The signed-in buyer's ${list} list, newest first`,
    responses: jsonResponses('Her list', answer, [401]),
  });
  const writeRoute = route({
    method: 'put',
    path: '/',
    summary: `Replaces the signed-in buyer's ${list} list (at most ${BUYER_LIST_MAX[list]} distinct products; products the shop no longer has are left out)`,
    request: jsonBody(listIn(list)),
    responses: jsonResponses('Her list as saved', answer, [401]),
  });

  return createRouter()
    .openapi(readRoute, async (c) => c.json(ok(answerOf(await readBuyerList(db, c.var.user.id, list))), 200))
    .openapi(writeRoute, async (c) => {
      const entries = c.req.valid('json').items.map((item) => ({ ...item, addedAt: new Date(item.addedAt) }));
      return c.json(ok(answerOf(await writeBuyerList(db, c.var.user.id, list, entries))), 200);
    });
}
