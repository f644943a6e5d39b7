/** The wishlist shows the catalogue's prices of now, not the one each product had the day it was saved. */
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addToWishlist } from '../../features/wishlist';
import { makeProduct, retailSettings } from '../../test/products';
import { fail, never, ok, renderApp, stubApi } from '../../test/render';
import { startAsFirstVisit } from '../../test/reset-stores';

const saved = () => {
  addToWishlist({ productId: '1', productName: 'Платье-миди из льна', productImage: '', productPrice: 4990 });
  addToWishlist({ productId: '2', productName: 'Юбка-плиссе', productImage: '', productPrice: 2990 });
};
const onSale = makeProduct({ isSale: true, price: 3990, originalPrice: 4990 });

describe('the wishlist page', () => {
  // Each test saves its own products, as a first visit.
  beforeEach(startAsFirstVisit);

  it("shows each product's price of now, struck-through price included, and says which is sold no more", async () => {
    saved();
    vi.stubGlobal('fetch', stubApi({ '/api/products/by-ids': ok({ products: [onSale] }) }));
    renderApp('/wishlist');
    const line = async (name: string) =>
      (await screen.findByRole('link', { name })).closest('li') as HTMLElement;
    const dress = await line('Платье-миди из льна');
    expect(await within(dress).findByText('3 990 ₽')).toBeTruthy();
    expect(within(dress).getByText('4 990 ₽').tagName).toBe('S');
    const skirt = await line('Юбка-плиссе');
    expect(within(skirt).getByText('Больше не продаётся')).toBeTruthy();
    expect(within(skirt).queryByText('2 990 ₽')).toBeNull();
  });

  it('puts a product into the cart from its line through the quick select, and offers none for one sold no more', async () => {
    saved();
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/products/by-ids': ok({ products: [onSale] }),
        '/api/wholesale/public-retail-settings': ok(retailSettings),
      }),
    );
    renderApp('/wishlist');
    const add = await screen.findByRole('button', { name: 'Добавить в корзину: Платье-миди из льна' });
    expect(add.textContent).toBe('В корзину');
    expect(screen.queryByRole('button', { name: 'Добавить в корзину: Юбка-плиссе' })).toBeNull();
    fireEvent.click(add);
    expect(await screen.findByRole('dialog', { name: 'Выберите размер и цвет' })).toBeTruthy();
  });

  it('shows no saved price while the prices load', async () => {
    saved();
    vi.stubGlobal('fetch', stubApi({ '/api/products/by-ids': never() }));
    renderApp('/wishlist');
    expect(await screen.findAllByText('Загрузка цены')).toHaveLength(2);
    expect(screen.queryByText('4 990 ₽')).toBeNull();
  });

  it('says the prices did not load, with a retry, and shows no saved price', async () => {
    saved();
    vi.stubGlobal('fetch', stubApi({ '/api/products/by-ids': fail() }));
    renderApp('/wishlist');
    expect(await screen.findByText('Не удалось загрузить цены', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
    expect(screen.queryByText('4 990 ₽')).toBeNull();
  });
});
