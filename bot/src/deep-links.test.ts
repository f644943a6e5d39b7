import { describe, expect, it } from 'vitest';
import { parseStartPayload, shopUrlFor } from './deep-links';

describe('parseStartPayload', () => {
  it.each([
    ['p_42', { kind: 'product', id: '42' }],
    ['c_platya', { kind: 'category', slug: 'platya' }],
    ['c_verhnyaya-odezhda-2', { kind: 'category', slug: 'verhnyaya-odezhda-2' }],
    ['product_42', { kind: 'product', id: '42' }],
    ['category_platya', { kind: 'category', slug: 'platya' }],
    ['cart', { kind: 'cart' }],
    [
      'order_0b9f6f3e-5d1c-4c53-9a57-2f1e8c7d6b5a',
      { kind: 'order', id: '0b9f6f3e-5d1c-4c53-9a57-2f1e8c7d6b5a' },
    ],
    ['o_0b9f6f3e-5d1c-4c53-9a57-2f1e8c7d6b5a', { kind: 'order', id: '0b9f6f3e-5d1c-4c53-9a57-2f1e8c7d6b5a' }],
  ])('reads %s', (payload, target) => {
    expect(parseStartPayload(payload)).toEqual(target);
  });

  it.each([
    undefined,
    '',
    'p_',
    'p_4a2',
    'p_-1',
    'c_',
    'c_Platya',
    'c_платья',
    'c_a/b',
    'x_1',
    'p_42 extra',
    'P_42',
    'product_',
    'product_4a',
    'category_Платья',
    'carts',
    // The staff mode opens only from /staff, never from a /start payload anyone can send.
    'staff',
    'order_42',
    'order_0B9F6F3E-5D1C-4C53-9A57-2F1E8C7D6B5A',
    'order_0b9f6f3e-5d1c-4c53-9a57-2f1e8c7d6b5a/../admin',
  ])('falls back to the shop home for %j', (payload) => {
    expect(parseStartPayload(payload)).toEqual({ kind: 'home' });
  });
});

describe('shopUrlFor', () => {
  it('joins the path without doubling slashes', () => {
    expect(shopUrlFor('https://shop.example/', { kind: 'product', id: '7' })).toBe(
      'https://shop.example/product/7',
    );
    expect(shopUrlFor('https://shop.example', { kind: 'category', slug: 'obuv' })).toBe(
      'https://shop.example/products/category/obuv',
    );
  });

  it('opens the cart page for the cart target', () => {
    expect(shopUrlFor('https://shop.example', { kind: 'cart' })).toBe('https://shop.example/cart');
  });

  it('opens the order page for the order target', () => {
    expect(
      shopUrlFor('https://shop.example', { kind: 'order', id: '0b9f6f3e-5d1c-4c53-9a57-2f1e8c7d6b5a' }),
    ).toBe('https://shop.example/order-confirmation/0b9f6f3e-5d1c-4c53-9a57-2f1e8c7d6b5a');
  });

  it('opens the staff mode for the staff target', () => {
    expect(shopUrlFor('https://shop.example/', { kind: 'staff' })).toBe('https://shop.example/staff');
  });

  it('opens the web app address itself for the home target', () => {
    expect(shopUrlFor('https://shop.example/', { kind: 'home' })).toBe('https://shop.example/');
  });
});
