import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../../features/cart/store/cart-store';
import { startCheckoutCart } from '../../test/checkout';
import { makeOrder } from '../../test/orders';
import { renderApp } from '../../test/render';

const envelope = (data: unknown, status = 200) =>
  Response.json(status < 400 ? { success: true, data } : data, { status });

const placedOrder = makeOrder({ accessToken: 'guest-token' });

type OrderAnswer = () => Response;

function stubOrders(answers: OrderAnswer[]) {
  const orders: { key: string | null; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/orders' && init?.method === 'POST') {
      orders.push({
        key: new Headers(init.headers).get('idempotency-key'),
        body: JSON.parse(String(init.body)),
      });
      const answer = answers.shift();
      if (!answer) throw new TypeError('Failed to fetch');
      return answer();
    }
    if (url.pathname === `/api/orders/${placedOrder.id}`) return envelope(placedOrder);
    return Response.json(
      { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } },
      { status: 404 },
    );
  });
  return orders;
}

beforeEach(() => {
  startCheckoutCart();
});

async function fillForm() {
  renderApp('/checkout');
  const main = within(screen.getByRole('main'));
  fireEvent.change(await main.findByLabelText('Имя и фамилия'), { target: { value: 'Анна Смирнова' } });
  fireEvent.change(main.getByLabelText('Телефон'), { target: { value: '8 900 123-45-67' } });
  fireEvent.change(main.getByLabelText('Улица'), { target: { value: 'ул. Покровка' } });
  fireEvent.change(main.getByLabelText('Дом'), { target: { value: '17' } });
  // The shipping methods cannot be read here: the built-in courier is offered.
  expect(
    ((await main.findByRole('radio', { name: /Курьерская доставка/ })) as HTMLInputElement).checked,
  ).toBe(true);
  return main;
}

describe('checkout of a guest', () => {
  it('shows the field errors of the checkout rules before sending anything', async () => {
    const orders = stubOrders([]);
    renderApp('/checkout');
    const main = within(screen.getByRole('main'));
    fireEvent.click(await main.findByRole('button', { name: /^Заказать за/ }));
    expect(await main.findByText('Укажите имя: от 2 до 100 символов')).toBeTruthy();
    expect(main.getByText('Введите российский номер телефона, например +7 900 123-45-67')).toBeTruthy();
    expect(main.getByRole('alert').textContent).toBe('Проверьте поля формы');
    expect(orders).toHaveLength(0);
  });

  it('sends the lines, retries with the same Idempotency-Key, then shows the order and empties the cart', async () => {
    // The first attempt gets no answer; the retry must reuse its key.
    const answers = stubOrders([
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => envelope(placedOrder, 201),
    ]);
    const main = await fillForm();
    fireEvent.click(main.getByRole('button', { name: /^Заказать за/ }));
    expect(await main.findByText('Нет соединения с сервером')).toBeTruthy();
    fireEvent.click(main.getByRole('button', { name: /^Заказать за/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ оформлен' })).toBeTruthy();
    expect(screen.getByText('Заказ №1042')).toBeTruthy();
    expect(answers).toHaveLength(2);
    expect(answers[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(answers[1]?.key).toBe(answers[0]?.key);
    expect(answers[0]?.body).toMatchObject({
      contact: { name: 'Анна Смирнова', phone: '+79001234567' },
      address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
      paymentMethod: 'cash',
      lines: [{ productId: 12, colorCode: 'BLK', sizeCode: 'M', quantity: 1 }],
    });
    expect(cartStore.items).toHaveLength(0);
  });

  it('names the item that ran out of stock', async () => {
    stubOrders([
      () =>
        envelope(
          {
            success: false,
            error: {
              code: 'INSUFFICIENT_STOCK',
              message: 'Недостаточно товара',
              fields: { 'lines.0.quantity': 'Товар закончился' },
            },
          },
          409,
        ),
    ]);
    const main = await fillForm();
    fireEvent.click(main.getByRole('button', { name: /^Заказать за/ }));
    const alert = await main.findByRole('alert');
    expect(alert.textContent).toContain('Недостаточно товара');
    expect(alert.textContent).toContain('«Платье-миди из льна» (Чёрный, M): Товар закончился');
    expect(cartStore.items).toHaveLength(1);
  });
});
