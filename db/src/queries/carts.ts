/**
 * Server carts: one cart per signed-in user and its lines, plus the catalogue read that prices them. Writes are
 * meant to run inside one transaction that first locks the cart (`lockCart`, which also marks it changed), so two
 * tabs adding at once queue.
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  type AppliedPromocode,
  cartItems,
  carts,
  type products,
  type WholesaleLineMetadata,
} from '../schema';
import { preparedRows } from './prepared-rows';

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
 * update takes the row lock and marks the cart changed now (every caller is about to change it), so the writes
 * below need not touch it again.
 */
export async function lockCart(db: DbOrTx, userId: string): Promise<CartRow> {
  const [cart] = await db
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
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
  await db.update(carts).set({ appliedPromocode: applied }).where(eq(carts.id, cartId));
}

/** What pricing a cart needs of a product: its prices and terms, its variants with color and size names, images. */
export interface QuoteProductRow {
  id: number;
  baseSku: string;
  name: (typeof products.$inferSelect)['name'];
  priceKopecks: number;
  originalPriceKopecks: number | null;
  isActive: boolean;
  retail: (typeof products.$inferSelect)['retail'];
  wholesale: (typeof products.$inferSelect)['wholesale'];
  variants: {
    colorCode: string;
    sizeCode: string;
    quantity: number;
    sku: string;
    /** The color's and the size's Russian names; null when the reference row is gone. */
    colorName: string | null;
    sizeName: string | null;
  }[];
  images: { url: string; isPrimary: boolean; type: string; colorCode: string | null; sortOrder: number }[];
}

/** The products of these ids with their variants (with color and size names) and images, in one statement. */
export async function productsForQuote(db: DbOrTx, ids: readonly number[]): Promise<QuoteProductRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return preparedRows<QuoteProductRow>(
    db,
    sql`select p.id, p.base_sku as "baseSku", p.name, p.price_kopecks as "priceKopecks",
        p.original_price_kopecks as "originalPriceKopecks", p.is_active as "isActive", p.retail, p.wholesale,
        coalesce((
          select json_agg(json_build_object('colorCode', v.color_code, 'sizeCode', v.size_code,
            'quantity', v.quantity, 'sku', v.sku, 'colorName', c.name->>'ru', 'sizeName', s.name->>'ru')
            order by v.id)
          from product_variants v
          left join colors c on c.code = v.color_code
          left join sizes s on s.code = v.size_code
          where v.product_id = p.id), '[]') as variants,
        coalesce((
          select json_agg(json_build_object('url', i.url, 'isPrimary', i.is_primary, 'type', i.type,
            'colorCode', i.color_code, 'sortOrder', i.sort_order) order by i.sort_order, i.id)
          from product_images i where i.product_id = p.id), '[]') as images
      from products p where p.id = any(${`{${unique.join(',')}}`}::int[])`,
    'quote_products',
  );
}
