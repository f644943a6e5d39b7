import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, cartStore, clearCart } from '../../features/cart/store/cart-store';
import { chooseShipping } from '../../features/cart/store/shipping-choice-store';
import { fail, ok, renderApp, stubApi } from '../../test/render';

const dress = {
  productId: 1,
  name: 'Платье-миди из льна',
  priceKopecks: 150_000,
  image: '',
  size: 'M',
  color: 'BLK',
  quantity: 1,
};

const cdek = {
  id: 'cdek',
  name: 'СДЭК',
  description: null,
  priceKopecks: 39_000,
  feeKopecks: 39_000,
  freeFromKopecks: 500_000,
  estimatedDays: '2-5 рабочих дней',
  minOrderValueKopecks: null,
  maxOrderValueKopecks: null,
  regions: [],
  isDefault: false,
  details: {},
};

beforeEach(() => {
  clearCart();
  chooseShipping({ region: 'moscow', methodId: null });
});

const totalText = (main: ReturnType<typeof within>) =>
  main.getByTestId('cart-final-total').textContent?.replace(/\s/g, ' ');

const openCart = () => {
  renderApp('/cart');
  return within(screen.getByRole('main'));
};

describe('the cart page of a guest', () => {
  it('shows the built-in courier and the default fee when the shipping calls fail, and a total that adds up', async () => {
    addToCart(dress);
    vi.stubGlobal('fetch', stubApi({ '/api/shipping/methods': fail(), '/api/shipping/calculate': fail() }));
    const main = openCart();
    expect(
      await main.findByText('Не удалось загрузить способы доставки: показан способ по умолчанию'),
    ).toBeTruthy();
    expect(main.getByRole('radio', { name: /Курьерская доставка/ })).toBeTruthy();
    // 1 500 ₽ of goods and the default 300 ₽ fee (free only from 5 000 ₽).
    expect(await main.findByText('Доставка: Курьерская доставка')).toBeTruthy();
    expect(totalText(main)).toBe('1 800 ₽');
  });

  it('prices the chosen method and keeps the choice in local storage', async () => {
    addToCart({ ...dress, quantity: 2 });
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/shipping/methods': ok({
          methods: [{ ...cdek, id: 'courier', name: 'Курьерская доставка', isDefault: true }, cdek],
        }),
        '/api/shipping/calculate': ok({
          methodId: 'cdek',
          name: 'СДЭК',
          feeKopecks: 39_000,
          estimatedDays: '2-5 рабочих дней',
          freeShipping: false,
          freeFromKopecks: 500_000,
          amountToFreeShippingKopecks: 200_000,
        }),
      }),
    );
    const main = openCart();
    fireEvent.click(await main.findByRole('radio', { name: /СДЭК/ }));
    expect(await main.findByText('Доставка: СДЭК')).toBeTruthy();
    expect(totalText(main)).toBe('3 390 ₽');
    expect(main.getByText(/До бесплатной доставки осталось 2\s000\s₽/)).toBeTruthy();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('selectedShippingMethod') ?? '{}')).toEqual({
        region: 'moscow',
        methodId: 'cdek',
      }),
    );
  });

  it('stops «+» at the stock left and says when a line asks for more than is left', async () => {
    addToCart({ ...dress, quantity: 5 });
    addToCart({ ...dress, productId: 2, name: 'Юбка-плиссе', quantity: 2 });
    const product = (id: number, left: number) => ({
      id,
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: left, sku: `P${id}-BLK-M` }],
    });
    vi.stubGlobal(
      'fetch',
      stubApi({ '/api/products/by-ids': ok({ products: [product(1, 4), product(2, 3)] }) }),
    );
    const main = openCart();
    expect(await main.findByText('Недостаточно товара: осталось 4 шт.')).toBeTruthy();
    const dressLine = within(main.getByRole('group', { name: /Платье-миди из льна/ }));
    expect(dressLine.getByRole('button', { name: 'Увеличить количество' }).hasAttribute('disabled')).toBe(
      true,
    );
    const skirtLine = within(main.getByRole('group', { name: /Юбка-плиссе/ }));
    const more = skirtLine.getByRole('button', { name: 'Увеличить количество' });
    expect(more.hasAttribute('disabled')).toBe(false);
    fireEvent.click(more);
    await waitFor(() => expect(more.hasAttribute('disabled')).toBe(true));
    expect(cartStore.items.find((item) => item.productId === 2)?.quantity).toBe(3);
    expect(main.queryByText(/осталось 3 шт/)).toBeNull();
  });

  it('asks a guest to sign in for a promocode', async () => {
    addToCart(dress);
    vi.stubGlobal('fetch', stubApi({}));
    const main = openCart();
    expect(await main.findByText('Вы должны войти в систему, чтобы использовать промокоды.')).toBeTruthy();
    expect(main.queryByRole('textbox', { name: 'Промокод' })).toBeNull();
  });

  it('changes a wholesale set only as a whole: one stepper for the set and a button that removes it', async () => {
    const set = { isWholesale: true, wholesaleGroupId: 'wg_1_color_group_BLK_all', quantity: 1 };
    addToCart({ ...dress, ...set, size: 'S', priceKopecks: 120_000 });
    addToCart({ ...dress, ...set, size: 'M', priceKopecks: 120_000 });
    vi.stubGlobal('fetch', stubApi({}));
    const main = openCart();
    const stepper = await main.findByRole('group', { name: 'Штук каждого варианта в наборе' });
    expect(main.queryByRole('button', { name: /^Удалить:/ })).toBeNull();
    fireEvent.click(within(stepper).getByRole('button', { name: 'Увеличить количество' }));
    expect(cartStore.items.map((item) => item.quantity)).toEqual([2, 2]);
    fireEvent.click(main.getByRole('button', { name: 'Удалить набор' }));
    expect(await main.findByText('Корзина пуста')).toBeTruthy();
  });
});
