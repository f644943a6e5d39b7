import { describe, expect, it } from 'vitest';
import { deepLinkPath } from './deep-links';

describe('startapp deep links', () => {
  it('opens a product for p_<id> and a category for c_<slug>', () => {
    expect(deepLinkPath('p_12')).toBe('/product/12');
    expect(deepLinkPath('c_platya')).toBe('/products/category/platya');
  });

  it('reads the long forms the bot shares and opens the cart', () => {
    expect(deepLinkPath('product_12')).toBe('/product/12');
    expect(deepLinkPath('category_verhnyaya-odezhda')).toBe('/products/category/verhnyaya-odezhda');
    expect(deepLinkPath('cart')).toBe('/cart');
  });

  it('opens the staff mode for staff (the bot’s /staff in the staff chat)', () => {
    expect(deepLinkPath('staff')).toBe('/staff');
    expect(deepLinkPath('staff_1')).toBeNull();
  });

  it('opens a buyer’s order for order_<id>', () => {
    expect(deepLinkPath('order_0b9f6f3e-5d1c-4c53-9a57-2f1e8c7d6b5a')).toBe(
      '/order-confirmation/0b9f6f3e-5d1c-4c53-9a57-2f1e8c7d6b5a',
    );
    expect(deepLinkPath('o_0b9f6f3e-5d1c-4c53-9a57-2f1e8c7d6b5a')).toBe(
      '/order-confirmation/0b9f6f3e-5d1c-4c53-9a57-2f1e8c7d6b5a',
    );
    expect(deepLinkPath('order_42')).toBeNull();
  });

  it('leads nowhere for anything else', () => {
    expect(deepLinkPath('promo')).toBeNull();
    expect(deepLinkPath('p_12/../admin')).toBeNull();
    expect(deepLinkPath('product_x')).toBeNull();
    expect(deepLinkPath('carts')).toBeNull();
    expect(deepLinkPath('')).toBeNull();
    expect(deepLinkPath(undefined)).toBeNull();
  });
});
