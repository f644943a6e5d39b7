/**
 * The local cart, kept in local storage under 'cart': a guest's, or a signed-in user's while the server cannot
 * be reached (store/cart-session.ts decides which side holds the cart). It knows nothing of the session or the
 * server: the session reads and empties it, never the other way round.
 */
import { subtotalKopecks } from '@shop/core/rules';
import { proxy, snapshot, subscribe } from 'valtio';
import { readJson, STORAGE_KEYS, writeJson } from '../../../shared/lib/storage';
import { readStoredCart } from '../lib/stored-cart';
import type { Cart, CartItem, CartLineKey } from '../types';

/** The number shown on the cart badges: pieces, not lines. */
export const itemCountOf = (items: readonly Pick<CartItem, 'quantity'>[]): number =>
  items.reduce((sum, item) => sum + item.quantity, 0);

/** Reads what an earlier visit stored; anything unreadable starts an empty cart. */
export function loadCart(): Cart {
  const stored = readStoredCart(readJson(STORAGE_KEYS.cart));
  return { ...stored, subtotalKopecks: subtotalKopecks(stored.items), updatedAt: new Date().toISOString() };
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
  cartStore.subtotalKopecks = subtotalKopecks(cartStore.items);
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

/** The lines of a wholesale set, in cart order, take these quantities (each at least 1). */
export function setGroupLineQuantities(wholesaleGroupId: string, quantities: readonly number[]): void {
  const members = cartStore.items.filter((item) => item.wholesaleGroupId === wholesaleGroupId);
  members.forEach((item, index) => {
    item.quantity = Math.max(1, Math.floor(quantities[index] ?? item.quantity));
  });
  touch();
}

export function removeGroupFromCart(wholesaleGroupId: string): void {
  cartStore.items = cartStore.items.filter((item) => item.wholesaleGroupId !== wholesaleGroupId);
  touch();
}

export function clearCart(): void {
  cartStore.items = [];
  cartStore.appliedPromocodes = [];
  touch();
}
