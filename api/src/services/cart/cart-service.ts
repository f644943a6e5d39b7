/**
 * Changes to a signed-in user's server cart (SPEC 7 "Cart"). A change reads the cart, its lines and the catalogue
 * rows of those and the requested products once, checks stock through the quote (prices come from the catalogue,
 * never from the request) and answers the new cart from the rows it read and wrote, so neither the client nor the
 * server reads the cart a second time. Lines are added, changed and removed from an unlocked read with one write
 * that checks the cart's version (`changeLines`); the other changes run in one transaction that locks the cart.
 * The owner's session is checked by the first statement, which reads or locks the cart (`sessionStateOf`): nothing
 * is answered or written for a session that does not hold.
 */
import { PROMOCODE_MESSAGES, setLineQuantities, withFields } from '@shop/core';
import {
  type CartItemRow,
  type CartRow,
  type CartVariantTotal,
  type Database,
  type DbOrTx,
  deleteCartItems,
  lockCartSnapshot,
  type QuoteProductRow,
  readCartSnapshot,
  type SessionClaims,
  setCartPromocode,
  type Transaction,
  updateCartItem,
  withTransaction,
  writeCartLines,
} from '@shop/db';
import { ApiError, type FieldErrors } from '../../lib/errors';
import { sessionRefusal } from '../../middleware/auth';
import {
  promocodeError,
  promocodeFor,
  QUOTE_MESSAGES,
  type QuoteCatalogue,
  type QuoteLineInput,
  quoteCatalogueOf,
  quoteWith,
} from '../checkout/quote';
import { forgetCart, recallCart, rememberCart, rememberProducts, type StoredCart } from './cart-memory';
import { type CartView, cartViewFrom, lineOfItem, type ShippingChoice } from './cart-view';

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
  /** The products of the cart's lines and of the request, read once with the lock. */
  catalogue: QuoteCatalogue;
}

/**
 * A cart being changed, in memory: the cart as read (undefined when the user has none yet), its lines as they are
 * to be (new ones not written yet: `unwritten`; removed ones left out), and the catalogue read with it.
 */
interface CartDraft {
  cart: CartRow | undefined;
  items: CartItemRow[];
  catalogue: QuoteCatalogue;
}

/** Lines of a draft that are not in the database yet. */
const unwritten = new WeakSet<CartItemRow>();

/** Checks requested lines against the products read with the cart (a wholesale re-check) before they are added. */
export type LineCheck<T> = (db: DbOrTx, products: QuoteCatalogue['products']) => Promise<T>;

export async function getCart(
  db: Database,
  owner: SessionClaims,
  shipping: ShippingChoice = {},
): Promise<CartView> {
  const snapshot = await readCartSnapshot(db, owner);
  if (snapshot.session !== 'ok') throw sessionRefusal(snapshot.session);
  const catalogue = await quoteCatalogueOf(db, snapshot.products);
  const { cart, items } = snapshot;
  if (cart) {
    rememberCart(db, owner.userId, { cart, items });
    rememberProducts(db, snapshot.products);
  }
  return cartViewFrom(db, catalogue, owner.userId, cart && { cart, items }, shipping);
}

/**
 * Runs a change on the locked cart and answers the cart as it stands afterwards. `productIds` are the products
 * the change may add, read with those already in the cart. The next change of this cart reads it afresh.
 */
async function changeCart<T>(
  db: Database,
  owner: SessionClaims,
  shipping: ShippingChoice,
  productIds: readonly number[],
  work: (locked: LockedCart) => Promise<T>,
): Promise<{ result: T; cart: CartView }> {
  try {
    return await withTransaction(db, async (tx) => {
      const snapshot = await lockCartSnapshot(tx, owner, { productIds });
      if (snapshot.session !== 'ok') throw sessionRefusal(snapshot.session);
      const catalogue = await quoteCatalogueOf(tx, snapshot.products);
      const locked: LockedCart = { tx, cart: snapshot.cart, items: snapshot.items, catalogue };
      const result = await work(locked);
      return { result, cart: await cartViewFrom(tx, catalogue, owner.userId, locked, shipping) };
    });
  } finally {
    forgetCart(db, owner.userId);
  }
}

/** Thrown inside the locked attempt of `changeLines` to undo it when the stock moved before the write. */
class StockMoved extends Error {}

/**
 * Changes the cart's lines and answers it as it stands afterwards. `plan` changes the cart in memory, and one
 * statement writes the new, changed and removed lines if the cart is still at the version planned on, the stock
 * still covers them, the products are unchanged and the session holds. The plan starts from the cart as this
 * server last read or wrote it (`cart-memory`), so that the write is the change's only statement; when that is
 * not remembered, or no longer so, from the cart, its lines and their products read in one statement without a
 * lock; when that moved before the write too, from the cart locked first (the way every other change of the cart
 * goes).
 */
async function changeLines<T>(
  db: Database,
  owner: SessionClaims,
  shipping: ShippingChoice,
  productIds: readonly number[],
  plan: (db: DbOrTx, draft: CartDraft) => Promise<T>,
): Promise<{ result: T; cart: CartView }> {
  const attempt = async (
    tx: DbOrTx,
    read: { cart: CartRow | undefined; items: CartItemRow[] },
    products: readonly QuoteProductRow[],
    readNow: boolean,
  ) => {
    const catalogue = await quoteCatalogueOf(tx, products);
    const draft: CartDraft = { cart: read.cart, items: read.items, catalogue };
    let result: T;
    try {
      result = await plan(tx, draft);
    } catch (error) {
      // A refusal planned on what was remembered is not the last word: the read judges again. Only the plan's:
      // once a write went through, the change is made and is never tried again.
      if (!readNow && error instanceof ApiError) return undefined;
      throw error;
    }
    const lines = lineChanges(read.items, draft.items);
    if (lines.inserts.length + lines.changes.length + lines.deletes.length === 0) {
      // Nothing to write, so the cart keeps its version and its time. A plan on what this request read answers
      // that; one on what was remembered reads first, as a statement must check the session.
      if (!readNow) return undefined;
      const stored = read.cart && { cart: read.cart, items: read.items };
      return {
        result,
        written: stored,
        cart: await cartViewFrom(tx, catalogue, owner.userId, stored, shipping),
      };
    }
    const written = await writeDraft(tx, owner, read, draft.items, lines, products);
    return (
      written && { result, written, cart: await cartViewFrom(tx, catalogue, owner.userId, written, shipping) }
    );
  };
  const settled = (done: { result: T; written: StoredCart | undefined; cart: CartView }) => {
    if (done.written) rememberCart(db, owner.userId, done.written);
    return { result: done.result, cart: done.cart };
  };
  const remembered = await recallCart(db, owner.userId, productIds);
  if (remembered) {
    const done = await attempt(
      db,
      { cart: remembered.cart, items: [...remembered.items] },
      remembered.products,
      false,
    );
    if (done) return settled(done);
    forgetCart(db, owner.userId);
  }
  const snapshot = await readCartSnapshot(db, owner, productIds);
  if (snapshot.session !== 'ok') throw sessionRefusal(snapshot.session);
  rememberProducts(db, snapshot.products);
  const unlocked = await attempt(db, snapshot, snapshot.products, true);
  if (unlocked) return settled(unlocked);
  for (let tries = 1; ; tries += 1) {
    try {
      return settled(
        await withTransaction(db, async (tx) => {
          const locked = await lockCartSnapshot(tx, owner, { productIds });
          if (locked.session !== 'ok') throw sessionRefusal(locked.session);
          const done = await attempt(tx, locked, locked.products, true);
          if (!done) throw new StockMoved();
          return done;
        }),
      );
    } catch (error) {
      if (!(error instanceof StockMoved) || tries >= 3) throw error;
    }
  }
}

/** A draft's lines against those read: the new ones, those changed (quantity or price), the ids of those removed. */
function lineChanges(read: readonly CartItemRow[], items: readonly CartItemRow[]) {
  const before = new Map(read.map((item) => [item.id, item]));
  const inserts = items.filter((item) => unwritten.has(item));
  const changes = items.filter((item) => {
    const was = before.get(item.id);
    return (
      !unwritten.has(item) &&
      was !== undefined &&
      (was.quantity !== item.quantity || was.priceKopecks !== item.priceKopecks)
    );
  });
  const kept = new Set(items.map((item) => item.id));
  const deletes = read.filter((item) => !kept.has(item.id)).map((item) => item.id);
  return { inserts, changes, deletes };
}

/**
 * Writes a draft's new, changed and removed lines (`writeCartLines`), checking the products the draft was priced
 * on; undefined when the cart, the stock, a product or the session moved.
 */
async function writeDraft(
  db: DbOrTx,
  owner: SessionClaims,
  read: { cart: CartRow | undefined; items: readonly CartItemRow[] },
  items: readonly CartItemRow[],
  { inserts, changes, deletes }: ReturnType<typeof lineChanges>,
  products: readonly QuoteProductRow[],
): Promise<StoredCart | undefined> {
  const stock = new Map<string, CartVariantTotal>();
  for (const line of [...inserts, ...changes]) {
    stock.set(variantKey(line), {
      productId: line.productId,
      colorCode: line.colorCode,
      sizeCode: line.sizeCode,
      quantity: items.filter(sameVariant(line)).reduce((sum, item) => sum + item.quantity, 0),
    });
  }
  const written = await writeCartLines(db, {
    owner,
    version: read.cart?.version ?? null,
    inserts,
    changes,
    deletes,
    stock: [...stock.values()],
    products,
  });
  if (!written) return undefined;
  let added = 0;
  return {
    cart: written.cart,
    items: items.map((item) => (unwritten.has(item) ? (written.added[added++] ?? item) : item)),
  };
}

const variantKey = (line: VariantRef) => `${line.productId}|${line.colorCode}|${line.sizeCode}`;

/**
 * Prices lines sharing variants with the strict quote, so stock is judged on everything of that variant in
 * the cart; a refusal names the request's own fields. The first line is the one being changed.
 */
async function checkedLines(db: DbOrTx, catalogue: QuoteCatalogue, lines: QuoteLineInput[], inCart: number) {
  try {
    return (await quoteWith(db, catalogue, { lines })).lines;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError(error.code, error.message, requestFields(error.fields, inCart));
  }
}

/** The request's fields a refusal of the whole line names: the color and size when their pair is unknown. */
const lineFields = (message: string) =>
  message === QUOTE_MESSAGES.VARIANT_NOT_FOUND ? ['color', 'size'] : ['productId'];

function requestFields(fields: FieldErrors | undefined, inCart: number): FieldErrors | undefined {
  if (!fields) return undefined;
  const own: FieldErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = key.replace(/^lines\.\d+\.?/, '');
    for (const name of field ? [field] : lineFields(message)) {
      own[name] ??= name === 'quantity' && inCart > 0 ? `${message}, в корзине уже ${inCart} шт.` : message;
    }
  }
  return own;
}

/** Adds a line to the draft, or adds to the quantity of the same line already there; nothing is written yet. */
async function addLine(db: DbOrTx, draft: CartDraft, request: CartLineRequest): Promise<void> {
  const { items } = draft;
  const isWholesale = request.isWholesale ?? false;
  const groupId = isWholesale ? (request.wholesaleGroupId ?? individualGroupId(request)) : null;
  const same = items.filter(sameVariant(request));
  const existing = same.find((item) => item.isWholesale === isWholesale && item.wholesaleGroupId === groupId);
  const others = same.filter((item) => item !== existing);
  const quantity = (existing?.quantity ?? 0) + request.quantity;
  const candidate = withFields(request, { isWholesale, wholesaleGroupId: groupId, quantity });
  const [priced] = await checkedLines(
    db,
    draft.catalogue,
    [candidate, ...others.map(lineOfItem)],
    same.reduce((sum, item) => sum + item.quantity, 0),
  );
  if (!priced) throw new Error('addLine: no quote');
  if (existing) {
    const grown = withFields(existing, { quantity, priceKopecks: priced.unitPriceKopecks });
    if (unwritten.has(existing)) unwritten.add(grown);
    draft.items = items.map((item) => (item === existing ? grown : item));
  } else {
    const added: CartItemRow = {
      id: 0,
      cartId: draft.cart?.id ?? '',
      productId: request.productId,
      colorCode: request.colorCode,
      sizeCode: request.sizeCode,
      quantity,
      priceKopecks: priced.unitPriceKopecks,
      isWholesale,
      wholesaleGroupId: groupId,
      wholesaleMetadata: priced.wholesaleMetadata,
      addedAt: new Date(),
    };
    unwritten.add(added);
    draft.items = [...items, added];
  }
}

/** Adds a line, after `check` (the wholesale re-check) accepted it as it answers it. */
export async function addToCart(
  db: Database,
  owner: SessionClaims,
  request: CartLineRequest,
  shipping: ShippingChoice,
  check: LineCheck<CartLineRequest> = async () => request,
) {
  return (
    await changeLines(db, owner, shipping, [request.productId], async (tx, draft) =>
      addLine(tx, draft, await check(tx, draft.catalogue.products)),
    )
  ).cart;
}

/** @public Named by the declaration of `addBatchToCart`'s answer, which the front ends' types read. */
export interface BatchOutcome {
  productId: number;
  color: string;
  size: string;
  quantity: number;
}

type FailedOutcome = BatchOutcome & { error: string };

/** What went into the cart of one line tried, and what did not. */
interface LineOutcome {
  done?: BatchOutcome;
  failed?: FailedOutcome;
}

/** Adds a line of a batch; a line that fails is undone and reported. */
async function addOneLine(tx: DbOrTx, draft: CartDraft, request: CartLineRequest): Promise<LineOutcome> {
  const outcome = {
    productId: request.productId,
    color: request.colorCode,
    size: request.sizeCode,
    quantity: request.quantity,
  };
  const before = draft.items;
  try {
    await addLine(tx, draft, request);
    return { done: outcome };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    draft.items = before;
    return { failed: { ...outcome, error: error.message } };
  }
}

/**
 * Adds each line on its own: a line that fails leaves the others in (SPEC 3 "Bundle result"). `accept` picks
 * the lines the cart tries (the wholesale re-check); those it leaves out are the caller's to report.
 */
export async function addBatchToCart(
  db: Database,
  owner: SessionClaims,
  requests: readonly CartLineRequest[],
  shipping: ShippingChoice,
  accept: LineCheck<readonly CartLineRequest[]> = async () => requests,
) {
  const { done, failed, cart } = await tryEachLine(db, owner, requests, shipping, accept, addOneLine);
  return { addedItems: done, failedItems: failed, totalAdded: done.length, totalFailed: failed.length, cart };
}

/**
 * Tries each line `accept` picks, one by one in one write of the cart; `tryLine` adds what it can of a line and
 * tells what went in and what did not.
 */
async function tryEachLine(
  db: Database,
  owner: SessionClaims,
  requests: readonly CartLineRequest[],
  shipping: ShippingChoice,
  accept: LineCheck<readonly CartLineRequest[]>,
  tryLine: (tx: DbOrTx, draft: CartDraft, request: CartLineRequest) => Promise<LineOutcome>,
) {
  const productIds = requests.map((request) => request.productId);
  const { result, cart } = await changeLines(db, owner, shipping, productIds, async (tx, draft) => {
    const done: BatchOutcome[] = [];
    const failed: FailedOutcome[] = [];
    for (const request of await accept(tx, draft.catalogue.products)) {
      const outcome = await tryLine(tx, draft, request);
      if (outcome.done) done.push(outcome.done);
      if (outcome.failed) failed.push(outcome.failed);
    }
    return { done, failed };
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
  owner: SessionClaims,
  ref: VariantRef & { quantity: number },
  shipping: ShippingChoice,
) {
  return (
    await changeLines(db, owner, shipping, [], async (tx, draft) => {
      const line = retailLineOf(draft.items, ref);
      if (ref.quantity === 0) {
        draft.items = draft.items.filter((item) => item !== line);
        return;
      }
      const others = draft.items.filter(sameVariant(ref)).filter((item) => item !== line);
      const [priced] = await checkedLines(
        tx,
        draft.catalogue,
        [withFields(lineOfItem(line), { quantity: ref.quantity }), ...others.map(lineOfItem)],
        others.reduce((sum, item) => sum + item.quantity, 0),
      );
      const changed = withFields(line, {
        quantity: ref.quantity,
        priceKopecks: priced?.unitPriceKopecks ?? line.priceKopecks,
      });
      draft.items = draft.items.map((item) => (item === line ? changed : item));
    })
  ).cart;
}

export async function removeFromCart(
  db: Database,
  owner: SessionClaims,
  ref: VariantRef,
  shipping: ShippingChoice,
) {
  return (
    await changeLines(db, owner, shipping, [], async (_tx, draft) => {
      const line = retailLineOf(draft.items, ref);
      draft.items = draft.items.filter((item) => item !== line);
    })
  ).cart;
}

/** Empties the cart and takes its promocode off. */
export async function clearCart(db: Database, owner: SessionClaims, shipping: ShippingChoice) {
  return (
    await changeCart(db, owner, shipping, [], async (locked) => {
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

/**
 * A wholesale set changes together (SPEC 4 "Wholesale groups"): its quantity per variant becomes the new one,
 * each line as core's `setLineQuantities` says (a line stock capped below the others stays).
 */
export async function updateWholesaleGroup(
  db: Database,
  owner: SessionClaims,
  change: { wholesaleGroupId: string; quantity: number },
  shipping: ShippingChoice,
) {
  return (
    await changeCart(db, owner, shipping, [], async (locked) => {
      const { tx, cart, items } = locked;
      const group = groupLines(items, change.wholesaleGroupId);
      const quantities = setLineQuantities(
        group.map((line) => line.quantity),
        change.quantity,
      );
      const others = items.filter(
        (item) => !group.includes(item) && group.some((line) => sameVariant(line)(item)),
      );
      const priced = await checkedLines(
        tx,
        locked.catalogue,
        [
          ...group.map((line, index) =>
            withFields(lineOfItem(line), { quantity: quantities[index] ?? change.quantity }),
          ),
          ...others.map(lineOfItem),
        ],
        0,
      );
      const changed = new Map<CartItemRow, CartItemRow>();
      for (const [index, line] of group.entries()) {
        const values = {
          quantity: quantities[index] ?? change.quantity,
          priceKopecks: priced[index]?.unitPriceKopecks ?? line.priceKopecks,
        };
        await updateCartItem(tx, cart.id, line.id, values);
        changed.set(line, withFields(line, values));
      }
      locked.items = items.map((item) => changed.get(item) ?? item);
    })
  ).cart;
}

export async function removeWholesaleGroup(
  db: Database,
  owner: SessionClaims,
  wholesaleGroupId: string,
  shipping: ShippingChoice,
) {
  return (
    await changeCart(db, owner, shipping, [], async (locked) => {
      groupLines(locked.items, wholesaleGroupId);
      await deleteCartItems(locked.tx, locked.cart.id, { wholesaleGroupId });
      locked.items = locked.items.filter((item) => item.wholesaleGroupId !== wholesaleGroupId);
    })
  ).cart;
}

/**
 * Moves a guest cart into the server cart: each line joins the same line already there, capped at what is in
 * stock; what cannot move (unknown, sold out, not for sale this way) is reported with the reason. `accept` picks
 * the lines to try, as in `addBatchToCart`.
 */
export async function migrateCart(
  db: Database,
  owner: SessionClaims,
  requests: readonly CartLineRequest[],
  shipping: ShippingChoice,
  accept: LineCheck<readonly CartLineRequest[]> = async () => requests,
) {
  const { done, failed, cart } = await tryEachLine(db, owner, requests, shipping, accept, moveOneLine);
  return { migratedItems: done, failedItems: failed, cart };
}

/** Moves a guest line in, as much of it as fits; the rest is reported. */
async function moveOneLine(tx: DbOrTx, draft: CartDraft, request: CartLineRequest): Promise<LineOutcome> {
  const outcome = { productId: request.productId, color: request.colorCode, size: request.sizeCode };
  const moved = await movableQuantity(tx, draft, request);
  const result: LineOutcome = {};
  if (moved.quantity > 0) {
    await addLine(tx, draft, { ...request, quantity: moved.quantity });
    result.done = { ...outcome, quantity: moved.quantity };
  }
  if (moved.quantity < request.quantity) {
    result.failed = { ...outcome, quantity: request.quantity - moved.quantity, error: moved.error ?? '' };
  }
  return result;
}

/** How much of a guest line fits beside what the cart already holds of its variant. */
async function movableQuantity(
  db: DbOrTx,
  draft: CartDraft,
  request: CartLineRequest,
): Promise<{ quantity: number; error?: string }> {
  const inCart = draft.items.filter(sameVariant(request)).reduce((sum, item) => sum + item.quantity, 0);
  const quote = await quoteWith(
    db,
    draft.catalogue,
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
  owner: SessionClaims,
  code: string,
  shipping: ShippingChoice,
) {
  return (
    await changeCart(db, owner, shipping, [], async (locked) => {
      const { tx, cart, items, catalogue } = locked;
      const current = await quoteWith(
        tx,
        catalogue,
        { lines: items.map(lineOfItem), userId: owner.userId },
        { lenient: true },
      );
      const judged = await promocodeFor(
        tx,
        { promocodeCode: code, userId: owner.userId, appliedCode: cart.appliedPromocode?.code ?? null },
        current.lines,
      );
      if (!judged) throw new ApiError('BAD_REQUEST', PROMOCODE_MESSAGES.UNKNOWN);
      if (!judged.check.ok) throw promocodeError(judged.check);
      const row = judged.row;
      if (!row) throw new ApiError('BAD_REQUEST', PROMOCODE_MESSAGES.UNKNOWN);
      const priced = await quoteWith(
        tx,
        catalogue,
        {
          lines: items.map(lineOfItem),
          userId: owner.userId,
          promocodeCode: row.code,
          ...shippingInput(shipping),
        },
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

export async function removeCartPromocode(db: Database, owner: SessionClaims, shipping: ShippingChoice) {
  return (
    await changeCart(db, owner, shipping, [], async (locked) => {
      await setCartPromocode(locked.tx, locked.cart.id, null);
      locked.cart = { ...locked.cart, appliedPromocode: null };
    })
  ).cart;
}

const shippingInput = (shipping: ShippingChoice) => ({
  region: shipping.region ?? null,
  shippingMethodId: shipping.shippingMethodId ?? null,
});
