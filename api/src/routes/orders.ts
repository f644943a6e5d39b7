/**
 * Orders: checkout (guests and signed-in buyers), a buyer's orders, one order (its buyer, staff, or a guest with
 * the order's access token; anyone else gets 404), cancelling, and the staff's status changes.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  boundedCount,
  checkoutInput,
  isStaff,
  lineQuantity,
  MAX_ORDER_LINES,
  ORDER_STATUSES,
  orderTexts,
  recordId,
} from '@shop/core';
import { findOrderWithItems, listOrderRefunds, listOrderStatusHistory, listUserOrders } from '@shop/db';
import type { Context } from 'hono';
import { type AppDeps, dbOf, outboxOf } from '../deps';
import { errorResponseSchema, jsonBody, jsonResponses, ok } from '../lib/envelope';
import { ApiError } from '../lib/errors';
import { createRouter, validationError } from '../lib/router';
import { type AuthUser, optionalAuth, requireAuth } from '../middleware/auth';
import { ownOrigin } from '../middleware/auth-origin';
import { staffOnly } from '../middleware/roles';
import type { CatalogService } from '../services/catalog/catalog-service';
import { moveOrderAndTellBuyer } from '../services/orders/buyer-notices';
import { guestOrderGate } from '../services/orders/guest-order-limits';
import { isOrderAccessToken, orderPageUrl } from '../services/orders/order-access';
import { raiseOrderError } from '../services/orders/order-errors';
import { orderMailOf } from '../services/orders/order-letters';
import { orderLookup } from '../services/orders/order-lookup';
import {
  orderListSchema,
  orderSchema,
  toOrderList,
  toOrderView,
  withHistory,
} from '../services/orders/order-view';
import { placeCheckoutOrder } from '../services/orders/place-order';
import { telegramPayments } from '../services/payments/telegram-payments';
import { yookassaPayments } from '../services/payments/yookassa-payments';
import { referralCodeParam } from '../services/referrals';
import { limitQuery, pageQuery } from './products-params';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const guestLine = z.object({
  productId: recordId(),
  colorCode: z.string().min(1).max(20),
  sizeCode: z.string().min(1).max(20),
  quantity: lineQuantity(),
  isWholesale: z.boolean().optional(),
  wholesaleGroupId: z.string().max(200).nullable().optional(),
  wholesaleMetadata: z
    .object({
      groupType: z.enum(['color_group', 'size_group', 'individual', 'full_set']),
      groupValue: z.string().max(100).optional(),
      wholesaleRule: z.string().max(200).optional(),
      autoAdded: z.boolean().optional(),
      bundleEfficiency: z.number().min(0).max(100).optional(),
      variantIndex: boundedCount(undefined, 10_000).optional(),
      totalVariantsInGroup: boundedCount(undefined, 10_000).optional(),
    })
    .nullable()
    .optional()
    .openapi({
      description: 'the bundle as the storefront describes it; its prices are always the server’s',
    }),
});

const placeOrderBody = checkoutInput
  .extend({
    lines: z
      .array(guestLine)
      .max(MAX_ORDER_LINES)
      .optional()
      .openapi({ description: 'guests only: the browser cart; a signed-in buyer orders the server cart' }),
    source: z.enum(['web', 'miniapp', 'bot']).optional(),
    referralCode: referralCodeParam.optional().openapi({
      description:
        'the code of the friend’s link the buyer arrived by; read on a signed-in buyer’s first order',
    }),
  })
  .openapi('PlaceOrder', {
    example: {
      contact: { name: 'Анна Смирнова', phone: '+7 900 123-45-67', email: 'anna@example.ru' },
      address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17', apartment: '4' },
      shippingMethodId: 'courier',
      paymentMethod: 'cash',
      comment: 'Позвоните за час',
      lines: [{ productId: 12, colorCode: 'BLK', sizeCode: 'M', quantity: 2 }],
    },
  });

const orderIdParam = z.object({
  id: z
    .string()
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' }, example: '7d0f2f0e-5d7c-4a8e-9a57-2f1f3c1a9b10' }),
});

const error422 = {
  422: {
    description: 'The Idempotency-Key was already used for another request',
    content: { 'application/json': { schema: errorResponseSchema } },
  },
};

const { 200: orderAnswer, ...placeErrors } = jsonResponses('The order', orderSchema, [401, 404, 409, 429]);

const placeRoute = (auth: OptionalUser) =>
  createRoute({
    method: 'post',
    path: '/',
    tags: ['orders'],
    summary:
      'Places an order from the server cart (signed in) or the lines sent (guest), priced by the server',
    description:
      'Prices, totals and discounts are computed on the server; a client never sends them. The same Idempotency-Key ' +
      'with the same body answers the same order (header Idempotent-Replayed: true); with another body 422. A ' +
      "guest's answer carries accessToken for /order-confirmation/{id}?token=... A guest is refused 429 (Retry-After) " +
      'past 10 orders per address in 10 minutes or 5 per phone number in an hour, and 409 while the phone number ' +
      'holds 3 unconfirmed orders.',
    security: [{ bearerAuth: [] }],
    middleware: [auth] as const,
    request: {
      headers: z.object({
        'idempotency-key': z.string().regex(IDEMPOTENCY_KEY).openapi({
          description: 'a fresh key per order, e.g. a UUID',
          example: 'c1b0d0c2-8a0e-4a59-9a55-8b1f0e0c7a10',
        }),
      }),
      ...jsonBody(placeOrderBody),
    },
    responses: {
      201: { ...orderAnswer, description: 'The order placed (or the one this key placed before)' },
      ...placeErrors,
      ...error422,
    },
  });

const listRoute = (auth: SignedIn) =>
  createRoute({
    method: 'get',
    path: '/',
    tags: ['orders'],
    summary: "The signed-in buyer's orders, newest first",
    security: [{ bearerAuth: [] }],
    middleware: [auth] as const,
    request: { query: z.object({ page: pageQuery, limit: limitQuery(10, 50) }) },
    responses: jsonResponses('A page of orders', orderListSchema, [401]),
  });

const getRoute = (auth: OptionalUser) =>
  createRoute({
    method: 'get',
    path: '/{id}',
    tags: ['orders'],
    summary: 'One order: for its buyer, staff, or a guest with the order’s access token; 404 for anyone else',
    security: [{ bearerAuth: [] }],
    middleware: [auth] as const,
    request: { params: orderIdParam, query: z.object({ token: z.string().max(100).optional() }) },
    responses: jsonResponses('The order', orderSchema, [401, 404]),
  });

const cancelRoute = (auth: OptionalUser) =>
  createRoute({
    method: 'post',
    path: '/{id}/cancel',
    tags: ['orders'],
    summary:
      'Cancels an order: its buyer while it is new or confirmed, staff until it ships; stock and promocode return',
    security: [{ bearerAuth: [] }],
    middleware: [auth] as const,
    request: { params: orderIdParam, query: z.object({ token: z.string().max(100).optional() }) },
    responses: jsonResponses('The cancelled order', orderSchema, [401, 404, 409]),
  });

const invoiceLinkRoute = (auth: OptionalUser) =>
  createRoute({
    method: 'post',
    path: '/{id}/invoice-link',
    tags: ['orders'],
    summary:
      'A Telegram invoice link for an unpaid order placed with payment in Telegram: for its buyer or a guest with the order’s token',
    description:
      'The link opens Telegram’s payment form (WebApp.openInvoice). 409 when the order is paid, cancelled, its ' +
      'time to pay is over, it is paid another way, or payment in Telegram is off.',
    security: [{ bearerAuth: [] }],
    middleware: [auth] as const,
    request: { params: orderIdParam, query: z.object({ token: z.string().max(100).optional() }) },
    responses: jsonResponses(
      'The invoice link',
      z.object({ url: z.string().openapi({ example: 'https://t.me/$AbCdEf' }) }).openapi('InvoiceLink'),
      [401, 404, 409, 503],
    ),
  });

const onlinePaymentRoute = (auth: OptionalUser) =>
  createRoute({
    method: 'post',
    path: '/{id}/online-payment',
    tags: ['orders'],
    summary:
      'Where the buyer pays an unpaid order placed with payment online by card or СБП (ЮKassa): its buyer or a guest with the token',
    description:
      'Answers the pending payment’s page, or makes a new payment (the first, or after the buyer cancelled the last one) ' +
      'under an Idempotence-Key kept on the order. 409 when the order is paid, cancelled, its time to pay is over, it ' +
      'is paid another way, or ЮKassa is off; 503 when ЮKassa refused or did not answer (try again: the same payment).',
    security: [{ bearerAuth: [] }],
    middleware: [auth] as const,
    request: { params: orderIdParam, query: z.object({ token: z.string().max(100).optional() }) },
    responses: jsonResponses(
      'The payment page',
      z.object({ url: z.string() }).openapi('OnlinePaymentPage'),
      [401, 404, 409, 503],
    ),
  });

const onlinePaymentCheckRoute = (auth: OptionalUser) =>
  createRoute({
    method: 'post',
    path: '/{id}/online-payment/check',
    tags: ['orders'],
    summary: 'Asks ЮKassa how the order’s payment stands, records it when paid, and answers the order',
    description:
      'The order page calls this when the buyer comes back from ЮKassa, so a lost notification never leaves a paid ' +
      'order unpaid. ЮKassa not answering changes nothing.',
    security: [{ bearerAuth: [] }],
    middleware: [auth] as const,
    request: { params: orderIdParam, query: z.object({ token: z.string().max(100).optional() }) },
    responses: jsonResponses('The order as it stands', orderSchema, [401, 404]),
  });

const statusRoute = (auth: SignedIn) =>
  createRoute({
    method: 'patch',
    path: '/{id}/status',
    tags: ['orders'],
    summary:
      'Moves an order to another status along the allowed transitions (manager, admin); 409 otherwise. Delivering an order paid at the door (cash, card to the courier) marks it paid',
    security: [{ bearerAuth: [] }],
    middleware: [auth, staffOnly()] as const,
    request: {
      params: orderIdParam,
      ...jsonBody(
        z.object({
          status: z.enum(ORDER_STATUSES, 'Неизвестный статус заказа'),
          note: z.string().trim().max(500, 'Заметка не длиннее 500 символов').optional(),
        }),
      ),
    },
    responses: jsonResponses('The order', orderSchema, [401, 403, 404, 409]),
  });

const lookupRoute = createRoute({
  method: 'post',
  path: '/lookup',
  tags: ['orders'],
  summary: "A guest's order by its number and the phone it was placed with: its id and its link's token",
  description: '10 attempts per address in 15 minutes, then 429 with Retry-After; a wrong pair is 404.',
  request: {
    ...jsonBody(
      z.object({
        number: z.coerce
          .number('Укажите номер заказа')
          .int('Укажите номер заказа')
          .positive('Укажите номер заказа'),
        phone: z.string('Укажите телефон').trim().min(1, 'Укажите телефон').max(32, 'Укажите телефон'),
      }),
    ),
  },
  responses: jsonResponses(
    'The order found',
    z.object({ id: z.uuid(), accessToken: z.string() }).openapi('OrderLookup'),
    [404, 429],
  ),
});

type OptionalUser = ReturnType<typeof optionalAuth>;
type SignedIn = ReturnType<typeof requireAuth>;

const notFound = () => new ApiError('NOT_FOUND', orderTexts.notFound);

export function orderRoutes(deps: AppDeps, catalog: Pick<CatalogService, 'invalidate'>) {
  const db = dbOf(deps);
  // Orders and cancellations change stock, which the catalogue's cached pages show.
  const stockChanged = () => catalog.invalidate();
  const payments = telegramPayments({
    db,
    log: deps.log,
    outbox: outboxOf(deps),
    secret: deps.config.jwtSecret,
    providerToken: deps.config.paymentProviderToken,
    botApi: deps.paymentsBotApi,
  });
  const webPayments = yookassaPayments({
    db,
    log: deps.log,
    outbox: outboxOf(deps),
    config: deps.config.yookassa,
  });
  /** One order as its page shows it: with its history and the money given back. */
  async function orderPage(id: string) {
    const [order, history, refunds] = await Promise.all([
      findOrderWithItems(db, id),
      listOrderStatusHistory(db, id),
      listOrderRefunds(db, id),
    ]);
    return withHistory(toOrderView(order!), history, refunds);
  }
  const services = {
    db,
    log: deps.log,
    secret: deps.config.jwtSecret,
    outbox: outboxOf(deps),
    onlinePayment: { telegram: payments.enabled, yookassa: webPayments.enabled },
    paymentHoldMinutes: deps.config.paymentHoldMinutes,
    onStockChanged: stockChanged,
  };
  const withOptionalUser = optionalAuth(deps);
  const withUser = requireAuth(deps);
  const admitGuestOrder = guestOrderGate(deps);
  const lookUpOrder = orderLookup(deps);

  /** The order when this caller may see it: its buyer, staff, or a guest holding its token. */
  async function visibleOrder(id: string, user: AuthUser | undefined, token: string | undefined) {
    const order = UUID.test(id) ? await findOrderWithItems(db, id) : undefined;
    if (!order) throw notFound();
    const buyer = user !== undefined && order.userId === user.id;
    const staff = user !== undefined && isStaff(user.role);
    const guest = order.userId === null && isOrderAccessToken(deps.config.jwtSecret, order.id, token);
    if (!buyer && !staff && !guest) throw notFound();
    return { order, buyer: buyer || guest, staff };
  }

  const shopOrigin = (c: Context) => deps.config.publicUrl ?? ownOrigin(c, deps.config.trustProxy);

  /** Where ЮKassa sends the buyer back: the order's own page, which then asks how the payment stands. */
  function returnUrlOf(c: Context, order: { id: string; userId: string | null }): string {
    const url = orderPageUrl(shopOrigin(c), deps.config.jwtSecret, order);
    url.searchParams.set('payment', 'return');
    return url.toString();
  }

  return createRouter()
    .openapi(
      placeRoute(withOptionalUser),
      async (c) => {
        const body = c.req.valid('json');
        const user = c.var.user;
        const { lines, source, referralCode, ...checkout } = body;
        if (user && lines?.length) {
          throw new ApiError('BAD_REQUEST', orderTexts.linesFromServerCart, {
            lines: orderTexts.linesFromServerCart,
          });
        }
        if (!user && !lines?.length) {
          throw new ApiError('BAD_REQUEST', orderTexts.guestLinesRequired, {
            lines: orderTexts.guestLinesRequired,
          });
        }
        const idempotencyKey = c.req.valid('header')['idempotency-key'];
        if (!user) await admitGuestOrder(c, { phone: checkout.contact.phone, idempotencyKey });
        const mail = orderMailOf(deps, shopOrigin(c));
        const placed = await placeCheckoutOrder(
          { ...services, mail },
          {
            userId: user?.id,
            idempotencyKey,
            checkout,
            guestLines: user ? undefined : lines,
            source,
            referralCode: referralCode ?? undefined,
          },
        );
        if (placed.replayed) c.header('Idempotent-Replayed', 'true');
        const { order } = placed;
        if (order.paymentMethod !== 'yookassa' || order.paymentStatus !== 'unpaid') {
          return c.json(ok(order), 201);
        }
        // The order is placed and holds its stock; a refused payment leaves it payable from its page.
        try {
          const url = await webPayments.startPayment(
            order.id,
            returnUrlOf(c, { id: order.id, userId: user?.id ?? null }),
          );
          return c.json(ok({ ...order, paymentConfirmationUrl: url }), 201);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          return c.json(ok({ ...order, paymentError: error.message }), 201);
        }
      },
      (result) => {
        if (result.success) return undefined;
        if (result.target === 'header') {
          throw new ApiError('BAD_REQUEST', orderTexts.idempotencyKeyMissing, {
            'Idempotency-Key': orderTexts.idempotencyKeyMissing,
          });
        }
        throw validationError(result.error);
      },
    )
    .openapi(lookupRoute, async (c) => c.json(ok(await lookUpOrder(c, c.req.valid('json'))), 200))
    .openapi(listRoute(withUser), async (c) => {
      const { page, limit } = c.req.valid('query');
      const list = await listUserOrders(db, { userId: c.var.user.id, page, limit });
      return c.json(ok(toOrderList(list, page, limit)), 200);
    })
    .openapi(getRoute(withOptionalUser), async (c) => {
      const { order } = await visibleOrder(c.req.valid('param').id, c.var.user, c.req.valid('query').token);
      return c.json(ok(await orderPage(order.id)), 200);
    })
    .openapi(cancelRoute(withOptionalUser), async (c) => {
      const user = c.var.user;
      const { order, staff } = await visibleOrder(c.req.valid('param').id, user, c.req.valid('query').token);
      await moveOrderAndTellBuyer(db, services.outbox, {
        orderId: order.id,
        to: 'cancelled',
        actorId: user?.id ?? null,
        by: staff && order.userId !== user?.id ? 'staff' : 'buyer',
      }).catch(raiseOrderError);
      stockChanged();
      return c.json(ok(await orderPage(order.id)), 200);
    })
    .openapi(invoiceLinkRoute(withOptionalUser), async (c) => {
      const { order, buyer } = await visibleOrder(
        c.req.valid('param').id,
        c.var.user,
        c.req.valid('query').token,
      );
      // Staff see every order, but paying is the buyer's.
      if (!buyer) throw notFound();
      return c.json(ok({ url: await payments.invoiceLink(order) }), 200);
    })
    .openapi(onlinePaymentRoute(withOptionalUser), async (c) => {
      const { order, buyer } = await visibleOrder(
        c.req.valid('param').id,
        c.var.user,
        c.req.valid('query').token,
      );
      if (!buyer) throw notFound();
      return c.json(ok({ url: await webPayments.startPayment(order.id, returnUrlOf(c, order)) }), 200);
    })
    .openapi(onlinePaymentCheckRoute(withOptionalUser), async (c) => {
      const { order } = await visibleOrder(c.req.valid('param').id, c.var.user, c.req.valid('query').token);
      if (order.paymentMethod === 'yookassa') await webPayments.checkPayment(order.id);
      return c.json(ok(await orderPage(order.id)), 200);
    })
    .openapi(statusRoute(withUser), async (c) => {
      const { id } = c.req.valid('param');
      if (!UUID.test(id)) throw notFound();
      const { status, note } = c.req.valid('json');
      await moveOrderAndTellBuyer(db, services.outbox, {
        orderId: id,
        to: status,
        actorId: c.var.user.id,
        by: 'staff',
        note,
      }).catch(raiseOrderError);
      if (status === 'cancelled') stockChanged();
      const order = (await findOrderWithItems(db, id))!;
      return c.json(ok(toOrderView(order)), 200);
    });
}
