/**
 * The guest cart, kept in local storage under 'cart'. The server cart of signed-in users and the migration
 * between the two come with the cart feature; they will reuse these item shapes.
 */
import { proxy, snapshot, subscribe, useSnapshot } from 'valtio';
import { isRecord, readJson, STORAGE_KEYS, writeJson } from '../../../shared/lib/storage';
import type { Cart, CartItem, CartLineKey } from '../types';

export const subtotalOf = (items: readonly Pick<CartItem, 'price' | 'quantity'>[]): number =>
  items.reduce((sum, item) => sum + item.price * item.quantity, 0);

/** The number shown on the cart badges: pieces, not lines. */
export const itemCountOf = (items: readonly Pick<CartItem, 'quantity'>[]): number =>
  items.reduce((sum, item) => sum + item.quantity, 0);

function emptyCart(): Cart {
  return { items: [], appliedPromocodes: [], subtotal: 0, updatedAt: new Date().toISOString() };
}

const isCartItem = (value: unknown): value is CartItem =>
  isRecord(value) &&
  typeof value.productId === 'string' &&
  typeof value.name === 'string' &&
  typeof value.price === 'number' &&
  typeof value.quantity === 'number' &&
  value.quantity > 0;

/** Reads what an earlier visit stored; anything unreadable starts an empty cart. */
export function loadCart(): Cart {
  const stored = readJson(STORAGE_KEYS.cart);
  const cart = emptyCart();
  const items = Array.isArray(stored) ? stored : isRecord(stored) ? stored.items : null;
  if (Array.isArray(items)) cart.items = items.filter(isCartItem);
  if (isRecord(stored) && Array.isArray(stored.appliedPromocodes)) {
    // At most one promocode, and only a usable one (a code and a discount amount).
    cart.appliedPromocodes = stored.appliedPromocodes
      .filter(
        (p): p is Cart['appliedPromocodes'][number] => isRecord(p) && !!p.code && p.discountAmount != null,
      )
      .slice(0, 1);
  }
  cart.subtotal = subtotalOf(cart.items);
  return cart;
}

export const cartStore = proxy<Cart>(loadCart());

subscribe(cartStore, () => {
  writeJson(STORAGE_KEYS.cart, snapshot(cartStore));
});

const sameLine = (item: CartItem, key: CartLineKey): boolean =>
  item.productId === key.productId &&
  item.size === key.size &&
  item.color === key.color &&
  (key.wholesaleGroupId === undefined || (item.wholesaleGroupId ?? null) === key.wholesaleGroupId);

function touch(): void {
  cartStore.subtotal = subtotalOf(cartStore.items);
  cartStore.updatedAt = new Date().toISOString();
}

export type NewCartItem = Omit<CartItem, 'addedAt'> & { addedAt?: string };

/** Adds a line, or raises the quantity of the same product, variant and bundle already in the cart. */
export function addToCart(item: NewCartItem): void {
  const quantity = Math.max(1, Math.floor(item.quantity));
  const existing = cartStore.items.find((line) =>
    sameLine(line, { ...item, wholesaleGroupId: item.wholesaleGroupId ?? null }),
  );
  if (existing) existing.quantity += quantity;
  else cartStore.items.push({ ...item, quantity, addedAt: item.addedAt ?? new Date().toISOString() });
  touch();
}

export function removeFromCart(key: CartLineKey): void {
  cartStore.items = cartStore.items.filter((line) => !sameLine(line, key));
  touch();
}

/** A quantity below 1 removes the line. */
export function updateQuantity(key: CartLineKey, quantity: number): void {
  if (quantity < 1) {
    removeFromCart(key);
    return;
  }
  const line = cartStore.items.find((item) => sameLine(item, key));
  if (!line) return;
  line.quantity = Math.floor(quantity);
  touch();
}

export function clearCart(): void {
  cartStore.items = [];
  cartStore.appliedPromocodes = [];
  touch();
}

export function useCartItemCount(): number {
  return itemCountOf(useSnapshot(cartStore).items);
}
