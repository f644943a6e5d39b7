/**
 * Server carts: one cart per signed-in user and its lines, plus the catalogue read that prices them. Writes are
 * meant to run inside one transaction that first locks the cart (`lockCart`), so two tabs adding at once queue.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  type AppliedPromocode,
  cartItems,
  carts,
  type colors,
  products,
  type WholesaleLineMetadata,
} from '../schema';

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
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
}

/** The user's cart, created when missing, locked until the transaction ends. */
export async function lockCart(db: DbOrTx, userId: string): Promise<CartRow> {
  await db.insert(carts).values({ userId }).onConflictDoNothing();
  const [cart] = await db.select().from(carts).where(eq(carts.userId, userId)).for('update');
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

export async function insertCartItems(
  db: DbOrTx,
  cartId: string,
  items: readonly NewCartItem[],
): Promise<void> {
  if (items.length === 0) return;
  await db.insert(cartItems).values(items.map((item) => ({ ...item, cartId })));
  await touchCart(db, cartId);
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
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
  await touchCart(db, cartId);
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
  await touchCart(db, cartId);
  return deleted.length;
}

export async function setCartPromocode(
  db: DbOrTx,
  cartId: string,
  applied: AppliedPromocode | null,
): Promise<void> {
  await db.update(carts).set({ appliedPromocode: applied }).where(eq(carts.id, cartId));
}

const touchCart = (db: DbOrTx, cartId: string) =>
  db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));

/** What pricing a cart needs of a product: its prices and terms, its variants, images and color names. */
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
    color: { name: (typeof colors.$inferSelect)['name'] };
  }[];
  images: { url: string; isPrimary: boolean; type: string; colorCode: string | null; sortOrder: number }[];
}

/** The products of these ids with their variants (and their colors' names) and images, in one statement. */
export async function productsForQuote(db: DbOrTx, ids: readonly number[]): Promise<QuoteProductRow[]> {
  if (ids.length === 0) return [];
  return db.query.products.findMany({
    where: inArray(products.id, [...new Set(ids)]),
    columns: {
      id: true,
      baseSku: true,
      name: true,
      priceKopecks: true,
      originalPriceKopecks: true,
      isActive: true,
      retail: true,
      wholesale: true,
    },
    with: {
      variants: {
        columns: { colorCode: true, sizeCode: true, quantity: true, sku: true },
        with: { color: { columns: { name: true } } },
      },
      images: { columns: { url: true, isPrimary: true, type: true, colorCode: true, sortOrder: true } },
    },
  });
}
