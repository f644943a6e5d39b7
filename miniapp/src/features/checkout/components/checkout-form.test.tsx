/** How the checkout form guides the keyboard and the eye to what needs fixing. */
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shippingMethodView, startCheckoutCart } from '../../../test/checkout';
import { ok, renderApp, stubApi } from '../../../test/render';

beforeEach(() => {
  vi.stubGlobal('fetch', stubApi({}));
  window.sessionStorage.clear();
  startCheckoutCart();
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
    fireEvent.change(main.getByLabelText('Улица'), { target: { value: 'Покровка' } });
    fireEvent.change(main.getByLabelText('Дом'), { target: { value: '17' } });
    expect(main.queryByRole('alert')).toBeNull();
  });

  it('asks a delivery for its street and house, and clears the city when the region changes', async () => {
    renderApp('/checkout');
    const main = within(screen.getByRole('main'));
    await main.findByRole('radio', { name: /Курьерская доставка/ });
    fireEvent.change(main.getByLabelText('Имя и фамилия'), { target: { value: 'Анна Смирнова' } });
    fireEvent.change(main.getByLabelText('Телефон'), { target: { value: '8 900 123-45-67' } });
    fireEvent.click(main.getByRole('button', { name: /^Заказать за/ }));
    expect(await main.findByText('Укажите улицу')).toBeTruthy();
    expect(main.getByText('Укажите дом')).toBeTruthy();
    expect(document.activeElement).toBe(main.getByLabelText('Улица'));

    expect(main.getByLabelText('Город')).toHaveProperty('value', 'Москва');
    fireEvent.change(main.getByLabelText('Регион'), { target: { value: 'moscow_region' } });
    await vi.waitFor(() => expect(main.getByLabelText('Город')).toHaveProperty('value', ''));
  });

  it('asks for no address when the order is picked up at the shop', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/shipping/methods': ok({
          methods: [
            shippingMethodView('courier', 'Курьер'),
            shippingMethodView('pickup', 'Самовывоз', { pickupAddress: 'Москва, Покровка, 17' }),
          ],
        }),
      }),
    );
    renderApp('/checkout');
    const main = within(screen.getByRole('main'));
    fireEvent.click(await main.findByRole('radio', { name: /Самовывоз/ }));
    expect(
      await main.findByText('Адрес не нужен: вы заберёте заказ сами по адресу Москва, Покровка, 17.'),
    ).toBeTruthy();
    expect(main.queryByLabelText('Улица')).toBeNull();
    expect(main.queryByLabelText('Город')).toBeNull();
    fireEvent.click(main.getByRole('button', { name: /^Заказать за/ }));
    expect(await main.findByText('Укажите имя: от 2 до 100 символов')).toBeTruthy();
    expect(main.queryByText('Укажите улицу')).toBeNull();
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

describe('checkout draft', () => {
  it('keeps what was typed over a reload of the page', async () => {
    const first = renderApp('/checkout');
    let main = within(screen.getByRole('main'));
    await main.findByRole('radio', { name: /Курьерская доставка/ });
    fireEvent.change(main.getByLabelText('Имя и фамилия'), { target: { value: 'Анна Смирнова' } });
    fireEvent.change(main.getByLabelText('Улица'), { target: { value: 'Покровка' } });
    fireEvent.click(main.getByRole('radio', { name: /Картой при получении/ }));
    first.unmount();

    renderApp('/checkout');
    main = within(screen.getByRole('main'));
    await main.findByRole('radio', { name: /Курьерская доставка/ });
    expect(main.getByLabelText('Имя и фамилия')).toHaveProperty('value', 'Анна Смирнова');
    expect(main.getByLabelText('Улица')).toHaveProperty('value', 'Покровка');
    expect(main.getByRole('radio', { name: /Картой при получении/ })).toHaveProperty('checked', true);
  });
});
