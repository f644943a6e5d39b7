/**
 * The carts and products this server read or wrote last, remembered so that the next change of a cart is planned
 * without reading the cart again: its write is then the change's only statement. Nothing remembered is trusted:
 * the write is made only while the cart's version, each product's row version, the stock and the owner's session
 * are still as planned (`writeCartLines`), and otherwise the change reads afresh. Remembered per database, the least
 * recently used dropped first.
 */
import {
  type CartItemRow,
  type CartRow,
  type Database,
  productsForQuote,
  type QuoteProductRow,
  type VariantNames,
  variantNames,
} from '@shop/db';

/**
 * The carts of the buyers changing theirs now, and the products they add. A product takes about 2.9 KB here
 * (measured on the demo catalogue), a cart of ten lines about 4 KB: some 22 MB at most.
 */
const CARTS_KEPT = 2_000;
const PRODUCTS_KEPT = 5_000;

export interface StoredCart {
  cart: CartRow;
  items: readonly CartItemRow[];
}

/** A map that keeps its last `capacity` keys set or read. */
class RecentlyUsed<K, V> {
  readonly #entries = new Map<K, V>();
  constructor(readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }
}

interface Memory {
  carts: RecentlyUsed<string, StoredCart>;
  products: RecentlyUsed<number, QuoteProductRow>;
}

const memories = new WeakMap<Database, Memory>();

function memoryOf(db: Database): Memory {
  let memory = memories.get(db);
  if (!memory) {
    memory = { carts: new RecentlyUsed(CARTS_KEPT), products: new RecentlyUsed(PRODUCTS_KEPT) };
    memories.set(db, memory);
  }
  return memory;
}

/**
 * Remembers the user's cart as read or written. A cart at an older version than the one remembered (an answer
 * that arrived after a later change's) is not.
 */
export function rememberCart(db: Database, userId: string, stored: StoredCart): void {
  const { carts } = memoryOf(db);
  const known = carts.get(userId);
  if (known && known.cart.id === stored.cart.id && known.cart.version > stored.cart.version) return;
  carts.set(userId, stored);
}

/** Forgets the user's cart: it was changed by a way that does not answer its lines as written. */
export function forgetCart(db: Database, userId: string): void {
  memoryOf(db).carts.delete(userId);
}

export function rememberProducts(db: Database, products: readonly QuoteProductRow[]): void {
  const memory = memoryOf(db);
  for (const product of products) memory.products.set(product.id, product);
}

/**
 * Whether a remembered product's variants still carry the shop's color and size names: a rename (in the back office
 * of this server at once, of another within the reference cache's 10 s) moves no product's row version.
 */
const namedAsNow = (product: QuoteProductRow, names: VariantNames) =>
  product.variants.every(
    (variant) =>
      (names.colors.get(variant.colorCode) ?? null) === variant.colorName &&
      (names.sizes.get(variant.sizeCode) ?? null) === variant.sizeName,
  );

/**
 * The user's remembered cart, with the products of its lines and of `productIds` (those not remembered, or named
 * otherwise since, are read and remembered: one small statement); undefined when the cart is not remembered.
 */
export async function recallCart(
  db: Database,
  userId: string,
  productIds: readonly number[],
): Promise<(StoredCart & { products: QuoteProductRow[] }) | undefined> {
  const memory = memoryOf(db);
  const stored = memory.carts.get(userId);
  if (!stored) return undefined;
  const ids = new Set([...stored.items.map((item) => item.productId), ...productIds]);
  const names = await variantNames(db);
  const products: QuoteProductRow[] = [];
  const missing: number[] = [];
  for (const id of ids) {
    const product = memory.products.get(id);
    if (product && namedAsNow(product, names)) products.push(product);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const read = await productsForQuote(db, missing);
    rememberProducts(db, read);
    products.push(...read);
  }
  return { cart: stored.cart, items: stored.items, products };
}
