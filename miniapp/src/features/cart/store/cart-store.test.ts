import { afterEach, describe, expect, it } from 'vitest';
import { addToCart, cartStore, clearCart, itemCountOf, removeFromCart, updateQuantity } from './cart-store';

const line = { productId: 'p1', name: 'Блуза', price: 3490, image: '', size: 'M', color: 'WHT', quantity: 1 };
const key = { productId: 'p1', size: 'M', color: 'WHT' };

afterEach(() => {
  clearCart();
});

describe('cart store', () => {
  it('adds to the quantity of the same product, size and color', () => {
    addToCart(line);
    addToCart({ ...line, quantity: 2 });
    expect(cartStore.items).toHaveLength(1);
    expect(cartStore.items[0]?.quantity).toBe(3);
    expect(cartStore.subtotal).toBe(3 * 3490);
  });

  it('keeps another size as its own line and counts pieces', () => {
    addToCart(line);
    addToCart({ ...line, size: 'L', quantity: 2 });
    expect(cartStore.items).toHaveLength(2);
    expect(itemCountOf(cartStore.items)).toBe(3);
  });

  it('removes a line when its quantity drops below 1, and on remove', () => {
    addToCart(line);
    updateQuantity(key, 0);
    expect(cartStore.items).toHaveLength(0);
    addToCart(line);
    removeFromCart(key);
    expect(cartStore.items).toHaveLength(0);
  });

  it("persists to local storage under 'cart'", async () => {
    addToCart(line);
    await Promise.resolve();
    const stored = JSON.parse(window.localStorage.getItem('cart') ?? 'null');
    expect(stored.items[0]).toMatchObject({ productId: 'p1', quantity: 1 });
    expect(typeof stored.items[0].addedAt).toBe('string');
  });
});
