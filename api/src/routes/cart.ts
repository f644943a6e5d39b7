import { createRoute, z } from '@hono/zod-openapi';
import { lineQuantity, newLineQuantity } from '@shop/core';
import { type AppDeps, dbOf } from '../deps';
import { jsonBody, jsonResponses, ok } from '../lib/envelope';
import { createRouter } from '../lib/router';
import { requireAuth, requireClaims } from '../middleware/auth';
import {
  applyCartPromocode,
  clearCart,
  getCart,
  removeCartPromocode,
  removeFromCart,
  removeWholesaleGroup,
  updateCartQuantity,
  updateWholesaleGroup,
} from '../services/cart/cart-service';
import { cartViewSchema } from '../services/cart/cart-view';
import { requireSignInForPromocodes } from '../services/promotions/promocode-sign-in';
import { addCheckedBatch, addCheckedLine, migrateCheckedCart } from '../services/wholesale/wholesale-batch';
import { checkWholesaleGroupChange } from '../services/wholesale/wholesale-cart-checks';
import {
  cartLineBody,
  enteredPromocode,
  shippingChoiceQuery,
  toLineRequest,
  variantRef,
  wholesaleGroupIdField,
} from './cart-params';

const tags = ['cart'];
const security = [{ bearerAuth: [] }];
const cartAnswer = (description: string) =>
  jsonResponses(
    `${description}; answers the cart as it now stands (money in kopecks)`,
    cartViewSchema,
    [401, 404, 409],
  );

const outcome = z.object({
  productId: z.number().int(),
  color: z.string(),
  size: z.string(),
  quantity: z.number().int(),
});
const failedOutcome = outcome.extend({ error: z.string() });

/** SPEC 7 "Cart": the signed-in user's server cart; guests keep theirs in the browser. */
export function cartRoutes(deps: AppDeps) {
  const db = dbOf(deps);
  // The session is checked by the cart's own first statement (`requireClaims`), except where something is read
  // before the cart: the wholesale group's pre-check and the promocode's sign-in message.
  const claims = requireClaims(deps);
  const auth = requireAuth(deps);
  const promocodeAuth = requireSignInForPromocodes(deps);
  const route = <M extends 'get' | 'post' | 'put' | 'delete', P extends string>(method: M, path: P) => ({
    method,
    path,
    tags,
    security,
  });

  const getRoute = createRoute({
    ...route('get', '/'),
    middleware: [claims] as const,
    summary: 'The cart with its derived view: line totals, promocode discount, shipping, final total',
    request: { query: shippingChoiceQuery },
    responses: cartAnswer('The cart'),
  });
  const addRoute = createRoute({
    ...route('post', '/add'),
    middleware: [claims] as const,
    summary: 'Adds a line, or adds to the same line; stock is checked ("Недостаточно товара")',
    request: { query: shippingChoiceQuery, ...jsonBody(cartLineBody) },
    responses: cartAnswer('Added'),
  });
  const addBatchRoute = createRoute({
    ...route('post', '/add-batch'),
    middleware: [claims] as const,
    summary:
      'Adds several lines (a wholesale bundle): group ids, bundle types and the minimum per set are re-checked, then stock; each line that fails is reported and the others stay',
    request: {
      query: shippingChoiceQuery,
      ...jsonBody(z.object({ items: z.array(cartLineBody).min(1).max(100) })),
    },
    responses: jsonResponses(
      'What was added and what failed, with the cart',
      z.object({
        addedItems: z.array(outcome),
        failedItems: z.array(failedOutcome),
        totalAdded: z.number().int(),
        totalFailed: z.number().int(),
        totalSavingsKopecks: z
          .number()
          .int()
          .openapi({ description: 'what the added wholesale items save against retail prices (kopecks)' }),
        cart: cartViewSchema,
      }),
      [401],
    ),
  });
  const updateRoute = createRoute({
    ...route('put', '/update'),
    middleware: [claims] as const,
    summary:
      'Sets the quantity of a retail line (0 removes it); a line of a wholesale set is protected (409)',
    request: {
      query: shippingChoiceQuery,
      ...jsonBody(z.object({ ...variantRef, newQuantity: newLineQuantity() })),
    },
    responses: cartAnswer('Updated'),
  });
  const removeRoute = createRoute({
    ...route('delete', '/remove'),
    middleware: [claims] as const,
    summary: 'Removes a retail line; a line of a wholesale set is protected (409)',
    request: { query: shippingChoiceQuery, ...jsonBody(z.object(variantRef)) },
    responses: cartAnswer('Removed'),
  });
  const clearRoute = createRoute({
    ...route('delete', '/clear'),
    middleware: [claims] as const,
    summary: 'Empties the cart and takes its promocode off',
    request: { query: shippingChoiceQuery },
    responses: cartAnswer('Emptied'),
  });
  const migrateRoute = createRoute({
    ...route('post', '/migrate'),
    middleware: [claims] as const,
    summary:
      'Moves the guest cart in: merged with the lines there, capped at stock, what could not move reported',
    request: {
      query: shippingChoiceQuery,
      ...jsonBody(
        z.object({
          localCartData: z.union([
            z.array(cartLineBody).max(200),
            z.object({ items: z.array(cartLineBody).max(200) }),
          ]),
        }),
      ),
    },
    responses: jsonResponses(
      'What moved and what did not, with the cart',
      z.object({
        migratedItems: z.array(outcome),
        failedItems: z.array(failedOutcome),
        cart: cartViewSchema,
      }),
      [401],
    ),
  });
  const updateGroupRoute = createRoute({
    ...route('put', '/update-wholesale-group'),
    middleware: [auth] as const,
    summary: 'Sets the quantity of every line of a wholesale set together; a set keeps the wholesale minimum',
    request: {
      query: shippingChoiceQuery,
      ...jsonBody(
        z.object({
          wholesaleGroupId: wholesaleGroupIdField,
          newQuantity: lineQuantity(),
        }),
      ),
    },
    responses: cartAnswer('Updated'),
  });
  const removeGroupRoute = createRoute({
    ...route('delete', '/remove-wholesale-group'),
    middleware: [claims] as const,
    summary: 'Removes every line of a wholesale set',
    request: {
      query: shippingChoiceQuery,
      ...jsonBody(z.object({ wholesaleGroupId: wholesaleGroupIdField })),
    },
    responses: cartAnswer('Removed'),
  });
  const applyPromocodeRoute = createRoute({
    ...route('post', '/promocode'),
    middleware: [promocodeAuth] as const,
    summary: 'Applies a promocode to the cart (one per cart), judged on the cart’s own lines',
    request: {
      query: shippingChoiceQuery,
      ...jsonBody(z.object({ code: enteredPromocode })),
    },
    responses: cartAnswer('Applied'),
  });
  const removePromocodeRoute = createRoute({
    ...route('delete', '/promocode'),
    middleware: [promocodeAuth] as const,
    summary: 'Takes the promocode off the cart',
    request: { query: shippingChoiceQuery },
    responses: cartAnswer('Removed'),
  });

  return createRouter()
    .openapi(getRoute, async (c) => c.json(ok(await getCart(db, c.var.session, c.req.valid('query'))), 200))
    .openapi(addRoute, async (c) => {
      const line = toLineRequest(c.req.valid('json'));
      return c.json(ok(await addCheckedLine(db, deps.log, c.var.session, line, c.req.valid('query'))), 200);
    })
    .openapi(addBatchRoute, async (c) => {
      const { items } = c.req.valid('json');
      return c.json(
        ok(
          await addCheckedBatch(db, deps.log, c.var.session, items.map(toLineRequest), c.req.valid('query')),
        ),
        200,
      );
    })
    .openapi(updateRoute, async (c) => {
      const body = c.req.valid('json');
      const ref = { productId: body.productId, colorCode: body.color, sizeCode: body.size };
      return c.json(
        ok(
          await updateCartQuantity(
            db,
            c.var.session,
            { ...ref, quantity: body.newQuantity },
            c.req.valid('query'),
          ),
        ),
        200,
      );
    })
    .openapi(removeRoute, async (c) => {
      const body = c.req.valid('json');
      const ref = { productId: body.productId, colorCode: body.color, sizeCode: body.size };
      return c.json(ok(await removeFromCart(db, c.var.session, ref, c.req.valid('query'))), 200);
    })
    .openapi(clearRoute, async (c) =>
      c.json(ok(await clearCart(db, c.var.session, c.req.valid('query'))), 200),
    )
    .openapi(migrateRoute, async (c) => {
      const { localCartData } = c.req.valid('json');
      const items = Array.isArray(localCartData) ? localCartData : localCartData.items;
      return c.json(
        ok(
          await migrateCheckedCart(
            db,
            deps.log,
            c.var.session,
            items.map(toLineRequest),
            c.req.valid('query'),
          ),
        ),
        200,
      );
    })
    .openapi(updateGroupRoute, async (c) => {
      const body = c.req.valid('json');
      const change = { wholesaleGroupId: body.wholesaleGroupId, quantity: body.newQuantity };
      await checkWholesaleGroupChange(db, deps.log, c.var.session.userId, change);
      return c.json(ok(await updateWholesaleGroup(db, c.var.session, change, c.req.valid('query'))), 200);
    })
    .openapi(removeGroupRoute, async (c) => {
      const { wholesaleGroupId } = c.req.valid('json');
      return c.json(
        ok(await removeWholesaleGroup(db, c.var.session, wholesaleGroupId, c.req.valid('query'))),
        200,
      );
    })
    .openapi(applyPromocodeRoute, async (c) =>
      c.json(
        ok(await applyCartPromocode(db, c.var.session, c.req.valid('json').code, c.req.valid('query'))),
        200,
      ),
    )
    .openapi(removePromocodeRoute, async (c) =>
      c.json(ok(await removeCartPromocode(db, c.var.session, c.req.valid('query'))), 200),
    );
}
