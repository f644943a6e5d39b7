/** How the checkout form guides the keyboard and the eye to what needs fixing. */
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '../../../test/render';
import { addToCart, clearCart } from '../../cart';

beforeEach(() => {
  vi.stubGlobal('fetch', stubApi({}));
  clearCart();
  addToCart({
    productId: 12,
    name: 'Платье-миди из льна',
    priceKopecks: 150_000,
    image: '',
    size: 'M',
    color: 'BLK',
    quantity: 1,
  });
});

describe('checkout form', () => {
  it('focuses the first field to fix, and drops its complaint and the summary once it is edited', async () => {
    renderApp('/checkout');
    const main = within(screen.getByRole('main'));
    // The shipping methods cannot be read here: the built-in courier is offered.
    await main.findByRole('radio', { name: /Курьерская доставка/ });
    fireEvent.click(main.getByRole('button', { name: /^Заказать за/ }));
    expect(await main.findByRole('alert')).toHaveProperty('textContent', 'Проверьте поля формы');
    const name = main.getByLabelText('Имя и фамилия');
    expect(document.activeElement).toBe(name);

    fireEvent.change(name, { target: { value: 'Анна Смирнова' } });
    expect(main.queryByText('Укажите имя: от 2 до 100 символов')).toBeNull();
    expect(main.getByRole('alert').textContent).toBe('Проверьте поля формы');
    fireEvent.change(main.getByLabelText('Телефон'), { target: { value: '8 900 123-45-67' } });
    expect(main.queryByRole('alert')).toBeNull();
  });

  it('shows the cash commission above the total it is part of', async () => {
    renderApp('/checkout');
    const summary = within(await screen.findByTestId('cart-summary'));
    const rows = summary
      .getAllByText(/Комиссия за оплату при получении|К оплате/)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Комиссия за оплату при получении', 'К оплате']);
    expect(summary.getByTestId('checkout-total').textContent?.replace(/\s/g, ' ')).toBe(
      screen
        .getByRole('button', { name: /^Заказать за/ })
        .textContent?.replace(/^Заказать за\s/, '')
        .replace(/\s/g, ' '),
    );
  });
});
