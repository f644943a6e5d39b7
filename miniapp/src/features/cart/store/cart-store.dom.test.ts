import { afterEach, describe, expect, it } from 'vitest';
import {
  addToCart,
  cartStore,
  clearCart,
  itemCountOf,
  loadCart,
  removeFromCart,
  updateQuantity,
} from './cart-store';

const line = {
  productId: 7,
  name: 'Блуза',
  priceKopecks: 349_000,
  image: '',
  size: 'M',
  color: 'WHT',
  quantity: 1,
};
const key = { productId: 7, size: 'M', color: 'WHT' };

afterEach(() => {
  clearCart();
  window.localStorage.clear();
});

describe('cart store', () => {
  it('adds to the quantity of the same product, size and color, and totals in kopecks', () => {
    addToCart(line);
    addToCart({ ...line, quantity: 2 });
    expect(cartStore.items).toHaveLength(1);
    expect(cartStore.items[0]?.quantity).toBe(3);
    expect(cartStore.subtotalKopecks).toBe(3 * 349_000);
  });

  it('keeps another size as its own line and counts pieces', () => {
    addToCart(line);
    addToCart({ ...line, size: 'L', quantity: 2 });
    expect(cartStore.items).toHaveLength(2);
    expect(itemCountOf(cartStore.items)).toBe(3);
  });

  it('adds kopecks without the drift of float roubles', () => {
    addToCart({ ...line, priceKopecks: 10, quantity: 3 });
    addToCart({ ...line, size: 'L', priceKopecks: 20 });
    expect(cartStore.subtotalKopecks).toBe(50);
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
    expect(stored.items[0]).toMatchObject({ productId: 7, priceKopecks: 349_000, quantity: 1 });
    expect(typeof stored.items[0].addedAt).toBe('string');
    expect(stored.subtotalKopecks).toBe(349_000);
  });
});

describe('a cart stored by an earlier version', () => {
  const store = (cart: unknown) => window.localStorage.setItem('cart', JSON.stringify(cart));

  it('converts string product ids and float roubles to numbers and kopecks', () => {
    store({
      items: [
        {
          productId: '12',
          name: 'Платье',
          price: 4990.5,
          originalPrice: 5990,
          image: '/uploads/dress.jpg',
          size: 'S',
          color: 'RED',
          quantity: 2,
          addedAt: '2025-12-01T10:00:00.000Z',
          wholesaleGroupId: null,
        },
      ],
      appliedPromocodes: [
        { code: 'WELCOME10', promocodeId: 'p1', discountAmount: 499.05, discountType: 'fixed' },
      ],
      subtotal: 9981,
    });

    const cart = loadCart();

    expect(cart.items).toEqual([
      expect.objectContaining({
        productId: 12,
        priceKopecks: 499_050,
        originalPriceKopecks: 599_000,
        quantity: 2,
        addedAt: '2025-12-01T10:00:00.000Z',
      }),
    ]);
    expect(cart.subtotalKopecks).toBe(998_100);
    expect(cart.appliedPromocodes).toEqual([
      expect.objectContaining({ code: 'WELCOME10', discountKopecks: 49_905 }),
    ]);
  });

  it('drops the lines it cannot read and keeps the rest', () => {
    store({
      items: [
        { productId: '64b7f0c2a1b2c3d4e5f60718', name: 'Старая ссылка', price: 100, quantity: 1 },
        { productId: '3', name: 'Без цены', quantity: 1 },
        { productId: '4', name: 'Ноль штук', price: 100, quantity: 0 },
        'мусор',
        { productId: 5, name: 'Юбка', priceKopecks: 250_000, size: 'M', color: 'BLK', quantity: 1 },
      ],
    });

    const cart = loadCart();

    expect(cart.items.map((item) => item.name)).toEqual(['Юбка']);
    expect(cart.subtotalKopecks).toBe(250_000);
  });

  it('starts empty when the stored value is not a cart', () => {
    window.localStorage.setItem('cart', '{not json');
    expect(loadCart().items).toEqual([]);
  });
});
