import { afterEach, describe, expect, it } from 'vitest';
import { addToWishlist, clearWishlist, removeFromWishlist, wishlistStore } from './wishlist-store';

const dress = {
  productId: 'p1',
  productName: 'Платье миди',
  productImage: '/uploads/p1.webp',
  productPrice: 5990,
};

afterEach(() => {
  clearWishlist();
});

describe('wishlist store', () => {
  it("keeps the list in local storage under 'wishlist' as version 1.0", () => {
    expect(addToWishlist(dress)).toEqual({ ok: true });
    const stored = JSON.parse(window.localStorage.getItem('wishlist') ?? 'null');
    expect(stored).toMatchObject({ version: '1.0', items: [{ ...dress }] });
    expect(typeof stored.lastUpdated).toBe('string');
    expect(typeof stored.items[0].addedAt).toBe('string');
  });

  it('refuses a second copy with "Товар уже в избранном"', () => {
    addToWishlist(dress);
    expect(addToWishlist(dress)).toEqual({ ok: false, message: 'Товар уже в избранном' });
    expect(wishlistStore.items).toHaveLength(1);
  });

  it('refuses an item without id or name with "Неверные данные товара"', () => {
    expect(addToWishlist({ ...dress, productName: '' })).toEqual({
      ok: false,
      message: 'Неверные данные товара',
    });
    expect(addToWishlist({ ...dress, productId: '' })).toEqual({
      ok: false,
      message: 'Неверные данные товара',
    });
  });

  it('answers "Товар не найден в избранном" when removing an absent item', () => {
    expect(removeFromWishlist('missing')).toEqual({ ok: false, message: 'Товар не найден в избранном' });
  });
});
