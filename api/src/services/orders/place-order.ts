/**
 * Checkout: prices the cart on the server (quoteCart; whatever prices a client sends are never read) and places
 * the order with what it writes beside it (letter, payment hold, the buyer's notice) in one transaction; the staff
 * post is written by place_order itself, so a guest order that writes nothing beside it is the one statement
 * place_order, a transaction of its own, whether or not the shop has a staff chat.
 */
import { createHash } from 'node:crypto';
import {
  addressErrorsFor,
  type CheckoutInput,
  checkoutTexts,
  holdsStockForPayment,
  orderTexts,
  paymentFeeKopecks,
  profilePhoneOf,
  withFields,
} from '@shop/core';
import {
  cachedReference,
  type DbOrTx,
  findOrderByIdempotencyKey,
  lockCartSnapshot,
  type OrderLineInput,
  type OrderWithItems,
  type PlacedOrder,
  placeOrder,
  replayOf,
  type Transaction,
  withTransaction,
} from '@shop/db';
import { ApiError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { sessionRefusal } from '../../middleware/auth';
import type { TelegramOutbox } from '../../telegram/outbox';
import { lineOfItem } from '../cart/cart-view';
import {
  type QuoteCatalogue,
  type QuoteLineInput,
  quoteCart,
  quoteCatalogueOf,
  quoteWith,
} from '../checkout/quote';
import { enqueuePaymentHold, paymentDueAt } from '../payments/payment-hold';
import { attributeOrderToReferrer } from '../referrals';
import { readSettings } from '../settings-service';
import { checkWholesaleLines } from '../wholesale/wholesale-cart-checks';
import { tellBuyerOrderPlaced } from './buyer-notices';
import { orderAccessToken } from './order-access';
import { raiseOrderError } from './order-errors';
import { mailOrderPlaced, type OrderMail } from './order-letters';
import { type OrderView, toOrderView } from './order-view';
import { staffPostOfNewOrder } from './staff-notices';

type PriceFields =
  | 'retailPriceKopecks'
  | 'wholesalePriceKopecks'
  | 'appliedDiscountKopecks'
  | 'discountPercentage';

/** A line of a guest's browser cart: the bundle's description only, never a price. */
type GuestLine = Omit<QuoteLineInput, 'wholesaleMetadata'> & {
  wholesaleMetadata?: Omit<NonNullable<QuoteLineInput['wholesaleMetadata']>, PriceFields> | null | undefined;
};

/** The quote reads only a bundle's description and prices it itself, so the price fields start at zero. */
const unpriced = {
  retailPriceKopecks: 0,
  wholesalePriceKopecks: 0,
  appliedDiscountKopecks: 0,
  discountPercentage: 0,
};

const quoteLineOf = (line: GuestLine): QuoteLineInput =>
  withFields(line, {
    wholesaleMetadata: line.wholesaleMetadata ? withFields(line.wholesaleMetadata, unpriced) : null,
  });

export interface PlaceCheckoutOrder {
  /** The signed-in buyer; undefined for a guest. */
  userId: string | undefined;
  idempotencyKey: string;
  checkout: CheckoutInput;
  /** A guest's cart lines; signed-in buyers order their server cart. */
  guestLines: GuestLine[] | undefined;
  source: string | undefined;
  /** The referral code the buyer arrived by (a friend's link); read for a signed-in buyer's first order only. */
  referralCode?: string | undefined;
}

interface OrderServices {
  db: DbOrTx;
  log: Logger;
  secret: string;
  outbox: TelegramOutbox;
  /** Online payment needs a payment provider: Telegram's, ЮKassa's; without one only payment on delivery is taken. */
  onlinePayment: { telegram: boolean; yookassa: boolean };
  /** How long an order paid online holds its stock unpaid. */
  paymentHoldMinutes: number;
  /** The confirmation letter's way out; absent without SMTP. */
  mail?: OrderMail | undefined;
  /** Called after an order commits: the catalogue's cached pages show stock, which the order changed. */
  onStockChanged?: (() => void) | undefined;
}

export async function placeCheckoutOrder(
  services: OrderServices,
  request: PlaceCheckoutOrder,
): Promise<{ order: OrderView; replayed: boolean }> {
  const { db, log } = services;
  const { userId, checkout } = request;
  const method = checkout.paymentMethod;
  if ((method === 'telegram' || method === 'yookassa') && !services.onlinePayment[method]) {
    throw new ApiError('BAD_REQUEST', checkoutTexts.onlinePaymentUnavailable, {
      paymentMethod: checkoutTexts.onlinePaymentUnavailable,
    });
  }
  const requestHash = hashRequest(request);
  // The commission is a staff setting: read through the reference cache, dropped when staff save settings.
  const cashCommission = (
    await cachedReference(db, 'orders:customer_service', () => readSettings(db, 'customer_service', log))
  ).payment.cashCommissionPercent;

  // An order paid online holds its stock until then: its payment hold job is written with it.
  const dueAt = holdsStockForPayment(method) ? paymentDueAt(services.paymentHoldMinutes) : undefined;
  const placeIn = async (tx: DbOrTx) => {
    if (userId) {
      // A signed-in buyer's cart is locked for the whole checkout: a line added meanwhile waits instead of being
      // emptied unseen, and a repeated request waits here and then finds the order the first one made.
      // One statement locks the cart and reads its lines, their products and the order of the key, if any.
      const cart = await lockCartSnapshot(tx, { userId }, { idempotencyKey: request.idempotencyKey });
      if (cart.session !== 'ok') throw sessionRefusal(cart.session);
      if (cart.existingOrder) return replayOf(tx, cart.existingOrder, requestHash);
      return priceAndPlace(
        tx,
        request,
        requestHash,
        { cashCommission, dueAt, outbox: services.outbox },
        {
          lines: cart.items.map(lineOfItem),
          promocodeCode: cart.cart.appliedPromocode?.code ?? null,
          catalogue: await quoteCatalogueOf(tx, cart.products),
        },
      );
    }
    // A guest's key is claimed by the order insert itself (a repeat meets the unique index and is answered the
    // first order), so the usual path reads nothing before pricing; only a refused quote looks for an earlier
    // order of the key, which a repeat after the stock ran out must still get.
    const lines = (request.guestLines ?? []).map(quoteLineOf);
    await refuseBrokenWholesaleSets(tx, services.log, lines);
    try {
      return await priceAndPlace(
        tx,
        request,
        requestHash,
        { cashCommission, dueAt, outbox: services.outbox },
        { lines, promocodeCode: null },
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const existing = await findOrderByIdempotencyKey(tx, {
        userId: null,
        idempotencyKey: request.idempotencyKey,
      });
      if (existing) return replayOf(tx, existing, requestHash);
      throw error;
    }
  };
  const alsoWritten = writesBesideTheOrder(services, request, dueAt);
  // A guest's order (no cart to lock) that writes nothing beside it is one statement: its products are read just
  // before it, unlocked, as they are inside a transaction at read committed, and place_order commits on its own
  // with its staff post, writing nothing when it refuses. Two round trips instead of four (BEGIN, COMMIT).
  const alone = !userId && alsoWritten.length === 0;
  const placed = await (alone
    ? placeIn(db)
    : withTransaction(db, async (tx) => {
        const result = await placeIn(tx);
        // What is written beside the order exists exactly when the order does.
        if (!result.replayed) for (const write of alsoWritten) await write(tx, result.order);
        return result;
      })
  ).catch(raiseOrderError);

  const { order } = placed;
  if (!placed.replayed) services.onStockChanged?.();
  const token = userId ? undefined : orderAccessToken(services.secret, order.id);
  return { order: toOrderView(order, token), replayed: placed.replayed };
}

/**
 * What a new order writes beside itself, in its transaction: the payment hold (paid online), the buyer's notice in
 * Telegram (a signed-in buyer), the letter (an email and a mailer), the referral (a signed-in buyer's first order;
 * guests are never attributed, the reward lives in an account). Each write also checks for itself whether it
 * applies. The staff post is not among them: place_order writes it (priceAndPlace).
 */
function writesBesideTheOrder(
  services: OrderServices,
  request: PlaceCheckoutOrder,
  dueAt: Date | undefined,
): WriteBeside[] {
  const { userId, referralCode } = request;
  const { outbox, mail } = services;
  const writes: WriteBeside[] = [];
  if (dueAt) writes.push((tx, order) => enqueuePaymentHold(tx, order.id, dueAt));
  if (userId) writes.push((tx, order) => tellBuyerOrderPlaced(tx, outbox, order));
  if (mail && request.checkout.contact.email) writes.push((tx, order) => mailOrderPlaced(tx, mail, order));
  if (userId && referralCode) {
    writes.push((tx, order) =>
      attributeOrderToReferrer(tx, services, { buyerId: userId, code: referralCode, order }),
    );
  }
  return writes;
}

type WriteBeside = (tx: Transaction, order: OrderWithItems) => Promise<unknown>;

/**
 * A guest's wholesale lines pass the same set rules a server cart applies when it takes them (the group belongs
 * to the product, the bundle type is offered, each set reaches the wholesale minimum).
 */
async function refuseBrokenWholesaleSets(db: DbOrTx, log: Logger, lines: QuoteLineInput[]): Promise<void> {
  const { refused } = await checkWholesaleLines(db, log, lines);
  const [first] = refused;
  if (!first) return;
  const index = lines.findIndex(
    (line) =>
      line.productId === first.productId && line.colorCode === first.color && line.sizeCode === first.size,
  );
  throw new ApiError('VALIDATION_ERROR', first.error, { [`lines.${index}`]: first.error });
}

/**
 * Prices the lines (quoteCart, in the order's transaction if it has one) and writes the order from that quote,
 * with its staff post.
 */
async function priceAndPlace(
  tx: DbOrTx,
  request: PlaceCheckoutOrder,
  requestHash: string,
  {
    cashCommission,
    dueAt,
    outbox,
  }: { cashCommission: number; dueAt: Date | undefined; outbox: TelegramOutbox },
  cart: { lines: QuoteLineInput[]; promocodeCode: string | null; catalogue?: QuoteCatalogue },
): Promise<PlacedOrder> {
  const { userId, checkout } = request;
  if (cart.lines.length === 0) throw new ApiError('BAD_REQUEST', orderTexts.emptyCart);
  const input = {
    lines: cart.lines,
    promocodeCode: cart.promocodeCode,
    userId: userId ?? null,
    region: checkout.address.region,
    shippingMethodId: checkout.shippingMethodId,
  };
  const quote = cart.catalogue ? await quoteWith(tx, cart.catalogue, input) : await quoteCart(tx, input);
  const shipping = quote.shippingMethod;
  if (!shipping)
    throw new ApiError('BAD_REQUEST', checkoutTexts.shippingMethod, {
      shippingMethodId: checkoutTexts.shippingMethod,
    });
  const addressErrors = addressErrorsFor(checkout.address, shipping.isPickup);
  const [firstProblem] = Object.values(addressErrors);
  if (firstProblem) throw new ApiError('VALIDATION_ERROR', firstProblem, addressErrors);
  const fee = paymentFeeKopecks(checkout.paymentMethod, quote.finalTotalKopecks, cashCommission);
  const totalKopecks = quote.finalTotalKopecks + fee;
  const lines = quote.lines.map(
    (line): OrderLineInput => ({
      productId: line.productId,
      name: line.name,
      sku: line.sku,
      image: line.image || null,
      colorCode: line.colorCode,
      colorName: line.colorName,
      sizeCode: line.sizeCode,
      sizeName: line.sizeName,
      quantity: line.quantity,
      unitPriceKopecks: line.unitPriceKopecks,
      originalPriceKopecks: line.originalPriceKopecks,
      discountKopecks: line.discountKopecks,
      lineTotalKopecks: line.totalKopecks,
      isWholesale: line.isWholesale,
      wholesaleGroupId: line.wholesaleGroupId,
      wholesaleMetadata: line.wholesaleMetadata,
    }),
  );
  return placeOrder(tx, {
    userId: userId ?? null,
    idempotencyKey: request.idempotencyKey,
    requestHash,
    customer: checkout.contact,
    // A pickup order may come with no address: it keeps the region its shipping was judged by.
    address: { ...checkout.address, region: quote.region, city: checkout.address.city ?? '' },
    shipping: { methodId: shipping.id, name: shipping.name, feeKopecks: shipping.feeKopecks },
    subtotalKopecks: quote.subtotalKopecks,
    discountKopecks: quote.promocodeDiscountKopecks,
    paymentFeeKopecks: fee,
    totalKopecks,
    promocode: quote.promocode && {
      id: quote.promocode.id,
      code: quote.promocode.code,
      discountKopecks: quote.promocode.discountKopecks + quote.promocode.shippingDiscountKopecks,
    },
    paymentMethod: checkout.paymentMethod,
    paymentDueAt: dueAt,
    comment: checkout.comment,
    source: request.source,
    profilePhone: userId ? profilePhoneOf(checkout.contact.phone) : null,
    lines,
    // Written by place_order with the order, only when it is placed: the post exists exactly when the order does.
    messages: ({ id, number }) => {
      const post = staffPostOfNewOrder(outbox, {
        id,
        number,
        totalKopecks,
        customer: checkout.contact,
        items: lines,
      });
      return post ? [post] : [];
    },
  });
}

/** The request as the buyer sent it, in a stable form: a repeat of the key must carry the same one. */
function hashRequest(request: PlaceCheckoutOrder): string {
  const { checkout, guestLines, source } = request;
  return createHash('sha256')
    .update(stableJson({ checkout, guestLines: guestLines ?? null, source: source ?? null }))
    .digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
