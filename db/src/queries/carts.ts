/**
 * Server carts: one cart per signed-in user and its lines, plus the catalogue read that prices them. Writes are
 * meant to run inside one transaction that first locks the cart (`lockCart`, which also marks it changed), so two
 * tabs adding at once queue.
 */
import type { ProductPromotion } from '@shop/core';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { jsonRow } from '../raw-rows';
import {
  type AppliedPromocode,
  cartItems,
  carts,
  type products,
  type WholesaleLineMetadata,
} from '../schema';
import { forgetVariantNames, type VariantNames, variantNames } from './catalog-reference';
import { preparedRows } from './prepared-rows';
import { type SessionClaims, type SessionState, sessionStateOf } from './users';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

export interface CartWithItems {
  cart: CartRow;
  items: CartItemRow[];
}

/** The user's cart and its lines in the order they were added; undefined when the user never had one. */
export async function findCart(db: DbOrTx, userId: string): Promise<CartWithItems | undefined> {
  const [cart] = await db.select().from(carts).where(eq(carts.userId, userId)).limit(1);
  if (!cart) return undefined;
  return { cart, items: await cartItemsOf(db, cart.id) };
}

export async function cartItemsOf(db: DbOrTx, cartId: string): Promise<CartItemRow[]> {
  return db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id))
    .prepare('cart_items_of')
    .execute();
}

/**
 * The user's cart, created when missing, locked until the transaction ends, in one statement: the upsert's
 * update takes the row lock and marks the cart changed now (every caller is about to change it: its version goes
 * up), so the writes below need not touch it again.
 */
export async function lockCart(db: DbOrTx, userId: string): Promise<CartRow> {
  const [cart] = await db
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({
      target: carts.userId,
      set: { updatedAt: sql`now()`, version: sql`${carts.version} + 1` },
    })
    .returning()
    .prepare('cart_lock')
    .execute();
  if (!cart) throw new Error('lockCart: no cart');
  return cart;
}

export interface NewCartItem {
  productId: number;
  colorCode: string;
  sizeCode: string;
  quantity: number;
  priceKopecks: number;
  isWholesale: boolean;
  wholesaleGroupId: string | null;
  wholesaleMetadata: WholesaleLineMetadata | null;
}

/** Adds lines to a cart locked with `lockCart` (which marked it changed) and answers them as stored. */
export async function insertCartItems(
  db: DbOrTx,
  cartId: string,
  items: readonly NewCartItem[],
): Promise<CartItemRow[]> {
  if (items.length === 0) return [];
  return db
    .insert(cartItems)
    .values(items.map((item) => ({ ...item, cartId })))
    .returning()
    .prepare(`cart_items_insert_${items.length}`)
    .execute();
}

export async function updateCartItem(
  db: DbOrTx,
  cartId: string,
  itemId: number,
  values: { quantity: number; priceKopecks: number },
): Promise<void> {
  await db
    .update(cartItems)
    .set(values)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)))
    .prepare('cart_item_update')
    .execute();
}

/** Which lines of a cart to delete: some by id, one wholesale group, or (nothing given) all of them. */
export async function deleteCartItems(
  db: DbOrTx,
  cartId: string,
  which: { itemIds?: number[]; wholesaleGroupId?: string } = {},
): Promise<number> {
  const conditions: SQL[] = [eq(cartItems.cartId, cartId)];
  if (which.itemIds) conditions.push(inArray(cartItems.id, which.itemIds));
  if (which.wholesaleGroupId !== undefined)
    conditions.push(eq(cartItems.wholesaleGroupId, which.wholesaleGroupId));
  const deleted = await db
    .delete(cartItems)
    .where(and(...conditions))
    .returning({ id: cartItems.id });
  return deleted.length;
}

export async function setCartPromocode(
  db: DbOrTx,
  cartId: string,
  applied: AppliedPromocode | null,
): Promise<void> {
  // The transaction's own time, as the lock that comes first stamped it: the answer, built from the lock's row, and
  // a read afterwards show the same moment.
  await db
    .update(carts)
    .set({ appliedPromocode: applied, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}

/** What pricing a cart needs of a product: its prices and terms, its variants with color and size names, images. */
export interface QuoteProductRow {
  id: number;
  baseSku: string;
  name: (typeof products.$inferSelect)['name'];
  priceKopecks: number;
  originalPriceKopecks: number | null;
  isSale: boolean;
  /** The promotions its card shows (running when the card was last built); core's promotedPriceOf prices them. */
  promotions: ProductPromotion[];
  isActive: boolean;
  retail: (typeof products.$inferSelect)['retail'];
  wholesale: (typeof products.$inferSelect)['wholesale'];
  /** In the card's order: by color, then size. */
  variants: {
    colorCode: string;
    sizeCode: string;
    quantity: number;
    sku: string;
    /** The color's and the size's Russian names; null when the reference row is gone. */
    colorName: string | null;
    sizeName: string | null;
  }[];
  /** In the card's order (`order`, then as added). */
  images: { url: string; isPrimary: boolean; type: string; colorCode: string | null; order: number }[];
  /**
   * The product's row and its card's row as read (db/sql/quote-products.sql): a cart write planned on this product
   * is made only while both are unchanged (`writeCartLines`).
   */
  rowVersion: string;
}

/** A product as the database function quote_products answers it: its columns and its card's document. */
interface QuoteProductSource extends Omit<QuoteProductRow, 'promotions' | 'variants' | 'images'> {
  card: {
    promotions: ProductPromotion[];
    variants: Omit<QuoteProductRow['variants'][number], 'colorName' | 'sizeName'>[];
    images: (QuoteProductRow['images'][number] & Record<string, unknown>)[];
  } | null;
}

/** The names of the colors and sizes these products' variants name (`variantNames`), complete. */
async function variantNamesFor(db: DbOrTx, sources: readonly QuoteProductSource[]): Promise<VariantNames> {
  const names = await variantNames(db);
  const known = sources.every((source) =>
    (source.card?.variants ?? []).every(
      (variant) => names.colors.has(variant.colorCode) && names.sizes.has(variant.sizeCode),
    ),
  );
  if (known) return names;
  forgetVariantNames(db);
  return variantNames(db);
}

/** Products as pricing reads them, from quote_products' rows: the card gives the promotions, variants and images. */
async function quoteProductsOf(
  db: DbOrTx,
  sources: readonly QuoteProductSource[],
): Promise<QuoteProductRow[]> {
  if (sources.length === 0) return [];
  const names = await variantNamesFor(db, sources);
  // Each field by name: a spread here cost microseconds a product on Node 20 (core's withFields says why).
  return sources.map((source) => ({
    id: source.id,
    baseSku: source.baseSku,
    name: source.name,
    priceKopecks: source.priceKopecks,
    originalPriceKopecks: source.originalPriceKopecks,
    isSale: source.isSale,
    isActive: source.isActive,
    retail: source.retail,
    wholesale: source.wholesale,
    promotions: source.card?.promotions ?? [],
    variants: (source.card?.variants ?? []).map((variant) => ({
      colorCode: variant.colorCode,
      sizeCode: variant.sizeCode,
      quantity: variant.quantity,
      sku: variant.sku,
      colorName: names.colors.get(variant.colorCode) ?? null,
      sizeName: names.sizes.get(variant.sizeCode) ?? null,
    })),
    images: (source.card?.images ?? []).map((image) => ({
      url: image.url,
      isPrimary: image.isPrimary,
      type: image.type,
      colorCode: image.colorCode,
      order: image.order,
    })),
    rowVersion: source.rowVersion,
  }));
}

const intArray = (ids: readonly number[]) => `{${[...new Set(ids)].join(',')}}`;

/**
 * The products of these ids with their variants (with color and size names) and images, in one statement (the
 * database function quote_products, db/sql/quote-products.sql).
 */
export async function productsForQuote(db: DbOrTx, ids: readonly number[]): Promise<QuoteProductRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const sources = await preparedRows<QuoteProductSource>(
    db,
    sql`select * from quote_products(${intArray(unique)}::int[])`,
    'quote_products',
  );
  return quoteProductsOf(db, sources);
}

/** A cart as one statement reads it: the cart (undefined when the user never had one), its lines, products. */
export interface CartSnapshot {
  /** The owner's session as the same statement found it (`sessionStateOf`): nothing else counts unless 'ok'. */
  session: SessionState;
  cart: CartRow | undefined;
  /** In the order they were added. */
  items: CartItemRow[];
  /** The products of the lines and of the ids asked for, as `productsForQuote` reads them. */
  products: QuoteProductRow[];
}

interface SnapshotRow {
  session: SessionState;
  cart: Record<string, unknown> | null;
  items: Record<string, unknown>[];
  products: QuoteProductSource[];
}

/** The cart's lines (of the cart row `c`) in the order they were added, as json. */
const itemsOfCart = sql`coalesce((select json_agg(to_jsonb(i) order by i.added_at, i.id)
    from cart_items i where i.cart_id = c.id), '[]')`;

/**
 * The products of the cart row `c`'s lines and of `ids`, as json. One array of ids, so the products are read by
 * their primary key: `id = any(ids) or id in (lines)` was a scan of every product (80 ms on 10,000).
 */
const productsOfCart = (ids: string) => sql`coalesce((select json_agg(q) from quote_products(${ids}::int[]
    || array(select i.product_id from cart_items i where i.cart_id = c.id)) q), '[]')`;

const snapshotOf = async (db: DbOrTx, row: SnapshotRow | undefined): Promise<CartSnapshot> => ({
  session: row?.session ?? null,
  cart: row?.cart ? cartRowOf(row.cart) : undefined,
  items: (row?.items ?? []).map(cartItemRowOf),
  products: await quoteProductsOf(db, row?.products ?? []),
});

/**
 * The owner's cart, its lines and the products a quote of them needs (with those of `productIds`, which a change
 * may add), and the owner's session, in one statement and without a lock: a write made from it checks the cart's
 * version it read (`writeCartLines`). The claims must be `wellFormedClaims`.
 */
export async function readCartSnapshot(
  db: DbOrTx,
  owner: SessionClaims,
  productIds: readonly number[] = [],
): Promise<CartSnapshot> {
  const [row] = await preparedRows<SnapshotRow>(
    db,
    sql`select ${sessionStateOf(owner)} as session, to_jsonb(c) as cart, ${itemsOfCart} as items,
        ${productsOfCart(intArray(productIds))} as products
      from (select ${owner.userId}::uuid as user_id) u left join carts c on c.user_id = u.user_id`,
    'cart_snapshot',
  );
  return snapshotOf(db, row);
}

export interface LockedCartSnapshot extends CartSnapshot {
  session: 'ok';
  cart: CartRow;
  /** The order this user's idempotency key already made, when one was asked for. */
  existingOrder: { id: string; requestHash: string | null } | null;
}

/** What `lockCartSnapshot` answers when the owner's session does not hold: nothing was locked or read. */
export interface RefusedCartOwner {
  session: 'blocked' | null;
}

/**
 * `lockCart` and `readCartSnapshot` in one statement (and, for a checkout, the order the key already made): the
 * cart is locked until the transaction ends and its version goes up. The lines, products and order are read as of
 * the statement's start; when the cart changed between that moment and the lock (a concurrent change held it, the
 * version moved by more than this statement's own step), they are read again, under the lock. The owner's session
 * is checked by the same statement: when it does not hold, no cart is made or locked. The claims must be
 * `wellFormedClaims`.
 */
export async function lockCartSnapshot(
  db: DbOrTx,
  owner: SessionClaims,
  options: { productIds?: readonly number[]; idempotencyKey?: string } = {},
): Promise<LockedCartSnapshot | RefusedCartOwner> {
  const { userId } = owner;
  const ids = intArray(options.productIds ?? []);
  const key = options.idempotencyKey ?? null;
  const existing = sql`(select jsonb_build_object('id', o.id, 'requestHash', o.request_hash) from orders o
      where ${key}::text is not null and o.idempotency_scope = ${userId}::text
        and o.idempotency_key = ${key}::text)`;
  type Existing = LockedCartSnapshot['existingOrder'];
  const [row] = await preparedRows<SnapshotRow & { seen: number | null; existing: Existing }>(
    db,
    sql`with held as (select ${sessionStateOf(owner)} as session),
      locked as (
        insert into carts (user_id) select ${userId}::uuid from held where held.session = 'ok'
        on conflict (user_id) do update set updated_at = now(), version = carts.version + 1
        returning *
      )
      select held.session, to_jsonb(l) as cart, (select s.version from carts s where s.user_id = l.user_id) as seen,
        ${itemsOfCart} as items, ${productsOfCart(ids)} as products, ${existing} as existing
      from held left join locked l on true, lateral (select l.id, l.user_id) c`,
    'cart_lock_snapshot',
  );
  const session = row?.session ?? null;
  if (session !== 'ok') return { session };
  if (!row?.cart) throw new Error('lockCartSnapshot: no cart');
  const cart = cartRowOf(row.cart);
  // Inserted now (version 0, nothing seen), or the very version seen, moved one step by this statement.
  const fresh = row.seen === null ? cart.version === 0 : cart.version === row.seen + 1;
  if (fresh) return { ...(await snapshotOf(db, row)), session, cart, existingOrder: row.existing };
  const [again] = await preparedRows<SnapshotRow & { existing: Existing }>(
    db,
    sql`select null as cart, ${itemsOfCart} as items, ${productsOfCart(ids)} as products, ${existing} as existing
      from carts c where c.id = ${cart.id}::uuid`,
    'cart_locked_reread',
  );
  return { ...(await snapshotOf(db, again)), session, cart, existingOrder: again?.existing ?? null };
}

/** A line to change in `writeCartLines`: its new quantity and unit price. */
export interface CartItemChange {
  id: number;
  quantity: number;
  priceKopecks: number;
}

/** What a variant's lines hold in the cart after the write; the write is made only where the stock covers it. */
export interface CartVariantTotal {
  productId: number;
  colorCode: string;
  sizeCode: string;
  quantity: number;
}

/**
 * Writes lines into the cart read at `version` (null: the user had no cart, one is made) in one statement, with
 * no lock held before it: the cart's version goes up and `updated_at` moves to now only if the version is still
 * the one read, every variant's stock (of an active product) still covers `stock`, every product the change was
 * planned on (`products`, as `productsForQuote` read them) is unchanged, and the owner's session holds; only then
 * are `inserts` added, `changes` made and the lines of `deletes` (ids) removed. Answers undefined when it wrote
 * nothing (the cart, the stock, a product or the session changed meanwhile): the caller reads again. So a change
 * planned on a cart and products remembered from an earlier request is written only where they are still so.
 *
 * Its transaction commits without waiting for the disk (`synchronous_commit` off until the transaction ends; within
 * a caller's transaction, for that transaction): a cart line is not money, and flushing the log for each change
 * cost about a tenth of the machine's CPU per change. A crash of the database server can lose the last fraction of
 * a second of cart changes, never an order: an order's commit waits for the log up to itself, earlier cart changes
 * included.
 */
export async function writeCartLines(
  db: DbOrTx,
  params: {
    owner: SessionClaims;
    version: number | null;
    inserts: readonly NewCartItem[];
    changes: readonly CartItemChange[];
    deletes?: readonly number[];
    stock: readonly CartVariantTotal[];
    products: readonly Pick<QuoteProductRow, 'id' | 'rowVersion'>[];
  },
): Promise<{ cart: CartRow; added: CartItemRow[] } | undefined> {
  const { owner, version } = params;
  const { userId } = owner;
  const stock = JSON.stringify(params.stock.map(variantQuantityJson));
  const products = JSON.stringify(
    params.products.map((product) => ({ id: product.id, rowVersion: product.rowVersion })),
  );
  const inserts = JSON.stringify(
    params.inserts.map((item) => ({
      ...variantQuantityJson(item),
      price_kopecks: item.priceKopecks,
      is_wholesale: item.isWholesale,
      wholesale_group_id: item.wholesaleGroupId,
      wholesale_metadata: item.wholesaleMetadata,
    })),
  );
  const changes = JSON.stringify(
    params.changes.map((change) => ({
      id: change.id,
      quantity: change.quantity,
      price_kopecks: change.priceKopecks,
    })),
  );
  const deletes = `{${(params.deletes ?? []).join(',')}}`;
  const stockCovered = sql`not exists (
      select 1 from jsonb_to_recordset(${stock}::jsonb) as w(product_id int, color_code text, size_code text,
        quantity int)
      where not exists (select 1 from product_variants v join products p on p.id = v.product_id
        where v.product_id = w.product_id and v.color_code = w.color_code and v.size_code = w.size_code
          and v.quantity >= w.quantity and p.is_active))`;
  // In the statement itself, not a SQL function: a function holding a sub-select is planned again at every call.
  const productsUnchanged = sql`not exists (
      select 1 from jsonb_to_recordset(${products}::jsonb) as w(id int, "rowVersion" text)
      where not exists (select 1 from products p left join product_cards pc on pc.id = p.id
        where p.id = w.id and quote_row_version(p.xmin, pc.xmin) = w."rowVersion"))`;
  const stillSo = sql`${stockCovered} and ${productsUnchanged} and ${sessionStateOf(owner)} = 'ok'`;
  const cart =
    version === null
      ? sql`insert into carts (user_id, version) select ${userId}::uuid, 1 where ${stillSo}
          on conflict (user_id) do nothing returning *`
      : sql`update carts set version = version + 1, updated_at = now()
          where user_id = ${userId}::uuid and version = ${version}::int and ${stillSo} returning *`;
  const [row] = await preparedRows<{
    cart: Record<string, unknown> | null;
    added: Record<string, unknown>[];
  }>(
    db,
    sql`with durability as (select set_config('synchronous_commit', 'off', true)),
      c as (${cart}),
      added as (
        insert into cart_items (cart_id, product_id, color_code, size_code, quantity, price_kopecks, is_wholesale,
          wholesale_group_id, wholesale_metadata)
        select c.id, r.product_id, r.color_code, r.size_code, r.quantity, r.price_kopecks, r.is_wholesale,
          r.wholesale_group_id, r.wholesale_metadata
        from c, jsonb_populate_recordset(null::cart_items, ${inserts}::jsonb) with ordinality r
        order by r.ordinality
        returning *
      ),
      changed as (
        update cart_items i set quantity = r.quantity, price_kopecks = r.price_kopecks
        from c, jsonb_to_recordset(${changes}::jsonb) as r(id int, quantity int, price_kopecks int)
        where i.id = r.id and i.cart_id = c.id
      ),
      deleted as (
        delete from cart_items i using c where i.cart_id = c.id and i.id = any(${deletes}::int[])
      )
      select (select to_jsonb(c) from c) as cart,
        coalesce((select json_agg(to_jsonb(a) order by a.id) from added a), '[]') as added
      from durability`,
    version === null ? 'cart_write_new' : 'cart_write',
  );
  if (!row?.cart) return undefined;
  return { cart: cartRowOf(row.cart), added: row.added.map(cartItemRowOf) };
}

/** A variant and a quantity of it, as the statement's JSON names them. */
function variantQuantityJson(line: CartVariantTotal) {
  return {
    product_id: line.productId,
    color_code: line.colorCode,
    size_code: line.sizeCode,
    quantity: line.quantity,
  };
}

const cartRowOf = (json: Record<string, unknown>) =>
  jsonRow<CartRow>(json, ['createdAt', 'updatedAt', 'remindedAt']);
const cartItemRowOf = (json: Record<string, unknown>) => jsonRow<CartItemRow>(json, ['addedAt']);
