/**
 * Changes to a signed-in user's server cart (SPEC 7 "Cart"). Every change runs in one transaction that locks
 * the cart first, reads its lines and the catalogue rows of those and the requested products once, checks stock
 * through the quote (prices come from the catalogue, never from the request) and answers the new cart from the
 * rows it read and wrote, so neither the client nor the server reads the cart a second time.
 */
import { PROMOCODE_MESSAGES } from '@shop/core';
import {
  type CartItemRow,
  type CartRow,
  cartItemsOf,
  type Database,
  type DbOrTx,
  deleteCartItems,
  findCart,
  insertCartItems,
  lockCart,
  setCartPromocode,
  type Transaction,
  updateCartItem,
  withTransaction,
} from '@shop/db';
import { ApiError, type FieldErrors } from '../../lib/errors';
import {
  loadQuoteCatalogue,
  promocodeError,
  promocodeFor,
  type QuoteCatalogue,
  type QuoteLineInput,
  quoteWith,
} from '../checkout/quote';
import { type CartView, cartViewFrom, cartViewOf, lineOfItem, type ShippingChoice } from './cart-view';

const CART_MESSAGES = {
  NOT_IN_CART: 'Товара нет в корзине',
  GROUP_NOT_IN_CART: 'Оптового набора нет в корзине',
  WHOLESALE_GROUP_PROTECTED: 'Защита оптового набора',
  WHOLESALE_GROUP_HINT: 'Товар из оптового набора меняется и удаляется только вместе с набором',
  ADD_FAILED: 'Не удалось добавить товар',
} as const;

/** A line as a request names it; quantities are whole items. */
export type CartLineRequest = QuoteLineInput;

interface VariantRef {
  productId: number;
  colorCode: string;
  sizeCode: string;
}

const sameVariant = (a: VariantRef) => (b: VariantRef) =>
  a.productId === b.productId && a.colorCode === b.colorCode && a.sizeCode === b.sizeCode;

/** SPEC 9: wg_, the product id, the type, the color or 'all', the size or 'all'. */
const individualGroupId = (line: VariantRef) =>
  `wg_${line.productId}_individual_${line.colorCode}_${line.sizeCode}`;

/** The locked cart as the transaction has made it so far: each write replaces `cart` or `items` with the result. */
interface LockedCart {
  tx: Transaction;
  cart: CartRow;
  items: CartItemRow[];
  /** The products of the cart's lines and of the request, read once after the lock. */
  catalogue: QuoteCatalogue;
}

export async function getCart(db: DbOrTx, userId: string, shipping: ShippingChoice = {}): Promise<CartView> {
  return cartViewOf(db, userId, await findCart(db, userId), shipping);
}

/**
 * Runs a change on the locked cart and answers the cart as it stands afterwards. `productIds` are the products
 * the change may add, read with those already in the cart.
 */
async function changeCart<T>(
  db: Database,
  userId: string,
  shipping: ShippingChoice,
  productIds: readonly number[],
  work: (locked: LockedCart) => Promise<T>,
): Promise<{ result: T; cart: CartView }> {
  return withTransaction(db, async (tx) => {
    const cart = await lockCart(tx, userId);
    const items = await cartItemsOf(tx, cart.id);
    const catalogue = await loadQuoteCatalogue(tx, [...items.map((item) => item.productId), ...productIds]);
    const locked: LockedCart = { tx, cart, items, catalogue };
    const result = await work(locked);
    return { result, cart: await cartViewFrom(tx, catalogue, userId, locked, shipping) };
  });
}

/**
 * Prices lines sharing variants with the strict quote, so stock is judged on everything of that variant in
 * the cart; a refusal names the request's own fields. The first line is the one being changed.
 */
async function checkedLines(locked: LockedCart, lines: QuoteLineInput[], inCart: number) {
  try {
    return (await quoteWith(locked.tx, locked.catalogue, { lines })).lines;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError(error.code, error.message, requestFields(error.fields, inCart));
  }
}

function requestFields(fields: FieldErrors | undefined, inCart: number): FieldErrors | undefined {
  if (!fields) return undefined;
  const own: FieldErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = key.replace(/^lines\.\d+\.?/, '') || 'productId';
    own[field] ??= field === 'quantity' && inCart > 0 ? `${message}, в корзине уже ${inCart} шт.` : message;
  }
  return own;
}

/** Adds a line to the cart, or adds to the quantity of the same line already there. */
async function addLine(locked: LockedCart, request: CartLineRequest, tx: DbOrTx = locked.tx): Promise<void> {
  const { cart, items } = locked;
  const isWholesale = request.isWholesale ?? false;
  const groupId = isWholesale ? (request.wholesaleGroupId ?? individualGroupId(request)) : null;
  const same = items.filter(sameVariant(request));
  const existing = same.find((item) => item.isWholesale === isWholesale && item.wholesaleGroupId === groupId);
  const others = same.filter((item) => item !== existing);
  const quantity = (existing?.quantity ?? 0) + request.quantity;
  const candidate = { ...request, isWholesale, wholesaleGroupId: groupId, quantity };
  const [priced] = await checkedLines(
    locked,
    [candidate, ...others.map(lineOfItem)],
    same.reduce((sum, item) => sum + item.quantity, 0),
  );
  if (!priced) throw new Error('addLine: no quote');
  if (existing) {
    const values = { quantity, priceKopecks: priced.unitPriceKopecks };
    await updateCartItem(tx, cart.id, existing.id, values);
    locked.items = items.map((item) => (item === existing ? { ...item, ...values } : item));
  } else {
    const added = await insertCartItems(tx, cart.id, [
      {
        productId: request.productId,
        colorCode: request.colorCode,
        sizeCode: request.sizeCode,
        quantity,
        priceKopecks: priced.unitPriceKopecks,
        isWholesale,
        wholesaleGroupId: groupId,
        wholesaleMetadata: priced.wholesaleMetadata,
      },
    ]);
    locked.items = [...items, ...added];
  }
}

export async function addToCart(
  db: Database,
  userId: string,
  request: CartLineRequest,
  shipping: ShippingChoice,
) {
  return (await changeCart(db, userId, shipping, [request.productId], (locked) => addLine(locked, request)))
    .cart;
}

interface BatchOutcome {
  productId: number;
  color: string;
  size: string;
  quantity: number;
}

/** Adds each line on its own: a line that fails leaves the others in (SPEC 3 "Bundle result"). */
export async function addBatchToCart(
  db: Database,
  userId: string,
  requests: readonly CartLineRequest[],
  shipping: ShippingChoice,
) {
  const productIds = requests.map((request) => request.productId);
  const { result, cart } = await changeCart(db, userId, shipping, productIds, async (locked) => {
    const addedItems: BatchOutcome[] = [];
    const failedItems: (BatchOutcome & { error: string })[] = [];
    for (const request of requests) {
      const outcome = {
        productId: request.productId,
        color: request.colorCode,
        size: request.sizeCode,
        quantity: request.quantity,
      };
      const before = locked.items;
      try {
        await withTransaction(locked.tx, (savepoint) => addLine(locked, request, savepoint));
        addedItems.push(outcome);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        locked.items = before;
        failedItems.push({ ...outcome, error: error.message });
      }
    }
    return { addedItems, failedItems, totalAdded: addedItems.length, totalFailed: failedItems.length };
  });
  return { ...result, cart };
}

/** The retail line of a variant; a variant held only inside a wholesale set is protected. */
function retailLineOf(items: readonly CartItemRow[], ref: VariantRef): CartItemRow {
  const same = items.filter(sameVariant(ref));
  const retail = same.find((item) => item.wholesaleGroupId === null);
  if (retail) return retail;
  if (same.length > 0) {
    throw new ApiError('WHOLESALE_GROUP_PROTECTED', CART_MESSAGES.WHOLESALE_GROUP_PROTECTED, {
      wholesaleGroupId: CART_MESSAGES.WHOLESALE_GROUP_HINT,
    });
  }
  throw new ApiError('NOT_FOUND', CART_MESSAGES.NOT_IN_CART);
}

/** Sets a retail line's quantity; 0 removes it. */
export async function updateCartQuantity(
  db: Database,
  userId: string,
  ref: VariantRef & { quantity: number },
  shipping: ShippingChoice,
) {
  return (
    await changeCart(db, userId, shipping, [], async (locked) => {
      const { tx, cart, items } = locked;
      const line = retailLineOf(items, ref);
      if (ref.quantity === 0) {
        await deleteCartItems(tx, cart.id, { itemIds: [line.id] });
        locked.items = items.filter((item) => item !== line);
        return;
      }
      const others = items.filter(sameVariant(ref)).filter((item) => item !== line);
      const [priced] = await checkedLines(
        locked,
        [{ ...lineOfItem(line), quantity: ref.quantity }, ...others.map(lineOfItem)],
        others.reduce((sum, item) => sum + item.quantity, 0),
      );
      const values = { quantity: ref.quantity, priceKopecks: priced?.unitPriceKopecks ?? line.priceKopecks };
      await updateCartItem(tx, cart.id, line.id, values);
      locked.items = items.map((item) => (item === line ? { ...item, ...values } : item));
    })
  ).cart;
}

export async function removeFromCart(
  db: Database,
  userId: string,
  ref: VariantRef,
  shipping: ShippingChoice,
) {
  return (
    await changeCart(db, userId, shipping, [], async (locked) => {
      const line = retailLineOf(locked.items, ref);
      await deleteCartItems(locked.tx, locked.cart.id, { itemIds: [line.id] });
      locked.items = locked.items.filter((item) => item !== line);
    })
  ).cart;
}

/** Empties the cart and takes its promocode off. */
export async function clearCart(db: Database, userId: string, shipping: ShippingChoice) {
  return (
    await changeCart(db, userId, shipping, [], async (locked) => {
      await deleteCartItems(locked.tx, locked.cart.id);
      await setCartPromocode(locked.tx, locked.cart.id, null);
      locked.items = [];
      locked.cart = { ...locked.cart, appliedPromocode: null };
    })
  ).cart;
}

function groupLines(items: readonly CartItemRow[], groupId: string): CartItemRow[] {
  const lines = items.filter((item) => item.wholesaleGroupId === groupId);
  if (lines.length === 0) throw new ApiError('NOT_FOUND', CART_MESSAGES.GROUP_NOT_IN_CART);
  return lines;
}

/** Every line of a wholesale set takes the new quantity together (SPEC 4 "Wholesale groups"). */
export async function updateWholesaleGroup(
  db: Database,
  userId: string,
  change: { wholesaleGroupId: string; quantity: number },
  shipping: ShippingChoice,
) {
  return (
    await changeCart(db, userId, shipping, [], async (locked) => {
      const { tx, cart, items } = locked;
      const group = groupLines(items, change.wholesaleGroupId);
      const others = items.filter(
        (item) => !group.includes(item) && group.some((line) => sameVariant(line)(item)),
      );
      const priced = await checkedLines(
        locked,
        [
          ...group.map((line) => ({ ...lineOfItem(line), quantity: change.quantity })),
          ...others.map(lineOfItem),
        ],
        0,
      );
      const changed = new Map<CartItemRow, CartItemRow>();
      for (const [index, line] of group.entries()) {
        const values = {
          quantity: change.quantity,
          priceKopecks: priced[index]?.unitPriceKopecks ?? line.priceKopecks,
        };
        await updateCartItem(tx, cart.id, line.id, values);
        changed.set(line, { ...line, ...values });
      }
      locked.items = items.map((item) => changed.get(item) ?? item);
    })
  ).cart;
}

export async function removeWholesaleGroup(
  db: Database,
  userId: string,
  wholesaleGroupId: string,
  shipping: ShippingChoice,
) {
  return (
    await changeCart(db, userId, shipping, [], async (locked) => {
      groupLines(locked.items, wholesaleGroupId);
      await deleteCartItems(locked.tx, locked.cart.id, { wholesaleGroupId });
      locked.items = locked.items.filter((item) => item.wholesaleGroupId !== wholesaleGroupId);
    })
  ).cart;
}

/**
 * Moves a guest cart into the server cart: each line joins the same line already there, capped at what is in
 * stock; what cannot move (unknown, sold out, not for sale this way) is reported with the reason.
 */
export async function migrateCart(
  db: Database,
  userId: string,
  requests: readonly CartLineRequest[],
  shipping: ShippingChoice,
) {
  const productIds = requests.map((request) => request.productId);
  const { result, cart } = await changeCart(db, userId, shipping, productIds, async (locked) => {
    const migratedItems: BatchOutcome[] = [];
    const failedItems: (BatchOutcome & { error: string })[] = [];
    for (const request of requests) {
      const outcome = { productId: request.productId, color: request.colorCode, size: request.sizeCode };
      const moved = await movableQuantity(locked, request);
      if (moved.quantity > 0) {
        await addLine(locked, { ...request, quantity: moved.quantity });
        migratedItems.push({ ...outcome, quantity: moved.quantity });
      }
      if (moved.quantity < request.quantity) {
        failedItems.push({
          ...outcome,
          quantity: request.quantity - moved.quantity,
          error: moved.error ?? '',
        });
      }
    }
    return { migratedItems, failedItems };
  });
  return { ...result, cart };
}

/** How much of a guest line fits beside what the cart already holds of its variant. */
async function movableQuantity(
  locked: LockedCart,
  request: CartLineRequest,
): Promise<{ quantity: number; error?: string }> {
  const inCart = locked.items.filter(sameVariant(request)).reduce((sum, item) => sum + item.quantity, 0);
  const quote = await quoteWith(
    locked.tx,
    locked.catalogue,
    { lines: [{ ...request, quantity: inCart + request.quantity }] },
    { lenient: true },
  );
  const line = quote.lines[0];
  if (!line) return { quantity: 0 };
  if (line.problemCode === null) return { quantity: request.quantity };
  if (line.problemCode !== 'INSUFFICIENT_STOCK') return { quantity: 0, error: line.problem ?? '' };
  return { quantity: Math.max(0, line.availableQuantity - inCart), error: line.problem ?? '' };
}

/** Applies a code to the cart: one per cart, judged on the cart's own lines at catalogue prices. */
export async function applyCartPromocode(
  db: Database,
  userId: string,
  code: string,
  shipping: ShippingChoice,
) {
  return (
    await changeCart(db, userId, shipping, [], async (locked) => {
      const { tx, cart, items, catalogue } = locked;
      const current = await quoteWith(
        tx,
        catalogue,
        { lines: items.map(lineOfItem), userId },
        { lenient: true },
      );
      const judged = await promocodeFor(
        tx,
        { promocodeCode: code, userId, appliedCode: cart.appliedPromocode?.code ?? null },
        current.lines,
      );
      if (!judged) throw new ApiError('BAD_REQUEST', PROMOCODE_MESSAGES.UNKNOWN);
      if (!judged.check.ok) throw promocodeError(judged.check);
      const row = judged.row;
      if (!row) throw new ApiError('BAD_REQUEST', PROMOCODE_MESSAGES.UNKNOWN);
      const priced = await quoteWith(
        tx,
        catalogue,
        { lines: items.map(lineOfItem), userId, promocodeCode: row.code, ...shippingInput(shipping) },
        { lenient: true },
      );
      const applied = {
        code: row.code,
        promocodeId: row.id,
        discountType: row.discountType,
        discountKopecks: priced.promocode?.discountKopecks ?? 0,
        shippingDiscountKopecks: priced.promocode?.shippingDiscountKopecks ?? 0,
        appliedAt: new Date().toISOString(),
      };
      await setCartPromocode(tx, cart.id, applied);
      locked.cart = { ...cart, appliedPromocode: applied };
    })
  ).cart;
}

export async function removeCartPromocode(db: Database, userId: string, shipping: ShippingChoice) {
  return (
    await changeCart(db, userId, shipping, [], async (locked) => {
      await setCartPromocode(locked.tx, locked.cart.id, null);
      locked.cart = { ...locked.cart, appliedPromocode: null };
    })
  ).cart;
}

const shippingInput = (shipping: ShippingChoice) => ({
  region: shipping.region ?? null,
  shippingMethodId: shipping.shippingMethodId ?? null,
});
