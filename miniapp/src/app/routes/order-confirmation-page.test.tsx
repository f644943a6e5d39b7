/** The order's page: a confirmation while the order is new, the order's own page once the shop has moved it on. */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../../test/orders';
import { ok, renderApp, stubApi } from '../../test/render';

const orderId = '5b0f2f0e-5d7c-4a8e-9a57-2f1f3c1a9b11';

const openWith = (order: ReturnType<typeof makeOrder>) => {
  vi.stubGlobal('fetch', stubApi({ [`/api/orders/${orderId}`]: ok(order) }));
  renderApp(`/order-confirmation/${orderId}?token=guest-token`);
};

afterEach(() => vi.unstubAllGlobals());

describe('the order page', () => {
  it('confirms a new order and says the shop will call', async () => {
    openWith(makeOrder({ id: orderId, number: 1042 }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Заказ оформлен' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Мы свяжемся с вами, чтобы подтвердить состав заказа и доставку.')).toBeTruthy();
  });

  it('is the order’s own page once it was delivered: no promise to call', async () => {
    openWith(makeOrder({ id: orderId, number: 1042, status: 'delivered', statusLabel: 'Доставлен' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Заказ №1042' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByText(/Мы свяжемся с вами/)).toBeNull();
    expect(screen.queryByText('Заказ оформлен')).toBeNull();
  });
});
