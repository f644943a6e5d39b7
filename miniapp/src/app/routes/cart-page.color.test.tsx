import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addToCart, clearCart } from '../../features/cart/store/cart-store';
import { fail, ok, renderApp, stubApi } from '../../test/render';

function openCartWith(color: string, mapping: () => Response | Promise<Response>) {
  clearCart();
  addToCart({
    productId: 1,
    name: 'Платье-миди из льна',
    priceKopecks: 549_000,
    image: '',
    size: 'M',
    color,
    quantity: 1,
  });
  vi.stubGlobal('fetch', stubApi({ '/api/colors/mapping': mapping }));
  renderApp('/cart');
  return within(screen.getByRole('main'));
}

describe('a cart line', () => {
  it("names the color in Russian from the shop's color mapping", async () => {
    const main = openCartWith('MLK', ok({ codeToHex: { MLK: '#f3ead8' }, codeToName: { MLK: 'Молочный' } }));
    expect(await main.findByText('Размер: M · Цвет: Молочный')).toBeTruthy();
    expect(main.queryByText(/MLK/)).toBeNull();
  });

  it('falls back to the built-in palette when the mapping cannot be loaded', async () => {
    const main = openCartWith('BGE', fail());
    expect(await main.findByText('Размер: M · Цвет: Бежевый')).toBeTruthy();
  });
});
