/** One order as its buyer reads it: each line at its own price, the promocode discount as a row of its own. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../../../test/orders';
import { makeProduct } from '../../../test/products';
import { ok, renderWithProviders, stubApi } from '../../../test/render';
import { cartStore, clearCart } from '../../cart';
import { OrderDetails } from './order-details';

const spaced = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('OrderDetails', () => {
  it('shows a line at its price and the discount as its own row, and every sum to the kopeck', () => {
    const order = makeOrder({
      items: [
        {
          productId: 12,
          name: 'Платье миди',
          sku: 'DRS-012-BLK-M',
          image: null,
          colorCode: 'BLK',
          colorName: 'Чёрный',
          sizeCode: 'M',
          sizeName: 'M',
          quantity: 1,
          unitPriceKopecks: 399_000,
          originalPriceKopecks: null,
          discountKopecks: 15_300,
          lineTotalKopecks: 383_700,
          isWholesale: false,
          wholesaleGroupId: null,
        },
      ],
      promocode: { code: 'SALE153' },
      totals: {
        subtotalKopecks: 399_000,
        discountKopecks: 15_300,
        shippingKopecks: 30_000,
        paymentFeeKopecks: 12_411,
        totalKopecks: 426_111,
      },
    });
    renderWithProviders(<OrderDetails order={order} />);
    const items = screen.getByRole('region', { name: 'Состав заказа' });
    const [line, sum] = [...within(items).getByRole('listitem').children].map((cell) =>
      spaced(cell.textContent),
    );
    expect([line, sum]).toEqual(['Платье миди · M · Чёрный · 3 990 ₽ × 1', '3 990 ₽']);
    expect(within(items).queryByText(/3 837/)).toBeNull();
    const totals = screen.getByRole('region', { name: 'Итого' });
    expect(spaced(within(totals).getByText('Скидка по промокоду SALE153').parentElement!.textContent)).toBe(
      'Скидка по промокоду SALE153−153 ₽',
    );
    expect(
      spaced(within(totals).getByText('Комиссия за оплату при получении').parentElement!.textContent),
    ).toBe('Комиссия за оплату при получении124,11 ₽');
    expect(spaced(screen.getByTestId('order-total').textContent)).toBe('4 261,11 ₽');
  });
});

describe('order actions', () => {
  const item = {
    productId: 12,
    name: 'Платье миди',
    sku: 'DRS-012-BLK-M',
    image: null,
    colorCode: 'BLK',
    colorName: 'Чёрный',
    sizeCode: 'M',
    sizeName: 'M',
    quantity: 2,
    unitPriceKopecks: 399_000,
    originalPriceKopecks: null,
    discountKopecks: 0,
    lineTotalKopecks: 798_000,
    isWholesale: false,
    wholesaleGroupId: null,
  };

  it('shows the recipient’s phone written out and the city once when it is the region', () => {
    renderWithProviders(<OrderDetails order={makeOrder()} token={null} />);
    expect(screen.getByText('Анна Смирнова, +7 900 123-45-67')).toBeTruthy();
    expect(screen.getByText('Москва, ул. Покровка, д. 17')).toBeTruthy();
  });

  it('shows the status history and offers to cancel only while the shop allows it', () => {
    const history = [{ status: 'pending' as const, statusLabel: 'Новый', at: '2026-11-23T14:00:00.000Z' }];
    const { unmount } = renderWithProviders(<OrderDetails order={makeOrder({ items: [item], history })} />);
    const events = screen.getByRole('region', { name: 'История заказа' });
    expect(within(events).getByRole('listitem').textContent).toMatch(/^Новый23 ноября в 17:00$/);
    expect(screen.getByRole('button', { name: 'Отменить заказ' })).toBeTruthy();
    unmount();
    renderWithProviders(
      <OrderDetails order={makeOrder({ items: [item], status: 'shipped', statusLabel: 'Отправлен' })} />,
    );
    expect(screen.queryByRole('button', { name: 'Отменить заказ' })).toBeNull();
  });

  it('asks on the page before cancelling, and cancels only on «Да, отменить»', async () => {
    const cancels: string[] = [];
    const order = makeOrder({ items: [item] });
    vi.stubGlobal(
      'fetch',
      stubApi({
        [`/api/orders/${order.id}/cancel`]: () => {
          cancels.push(order.id);
          return ok({ ...order, status: 'cancelled', statusLabel: 'Отменён' })();
        },
      }),
    );
    renderWithProviders(<OrderDetails order={order} token={null} />);

    fireEvent.click(screen.getByRole('button', { name: 'Отменить заказ' }));
    const question = await screen.findByRole('group', { name: `Отменить заказ №${order.number}?` });
    expect(within(question).getByText('Вернуть заказ после отмены нельзя.')).toBeTruthy();
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Не отменять' }));
    fireEvent.click(within(question).getByRole('button', { name: 'Не отменять' }));
    expect(screen.queryByRole('group', { name: `Отменить заказ №${order.number}?` })).toBeNull();
    expect(cancels).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Отменить заказ' }));
    const again = await screen.findByRole('group', { name: `Отменить заказ №${order.number}?` });
    fireEvent.click(within(again).getByRole('button', { name: 'Да, отменить' }));
    await waitFor(() => expect(cancels).toEqual([order.id]));
  });

  it('repeats the order: its lines go into the cart again at today’s prices', async () => {
    clearCart();
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/products/12': ok(
          makeProduct({
            id: 12,
            price: 4100,
            variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 5, sku: 'x' }],
          }),
        ),
      }),
    );
    renderWithProviders(<OrderDetails order={makeOrder({ items: [item] })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Повторить заказ' }));
    await waitFor(() =>
      expect(
        cartStore.items.map((line) => [
          line.productId,
          line.color,
          line.size,
          line.quantity,
          line.priceKopecks,
        ]),
      ).toEqual([[12, 'BLK', 'M', 2, 410_000]]),
    );
  });

  it('shows the money given back, each refund on its day, against what was paid', () => {
    const order = makeOrder({
      status: 'cancelled',
      statusLabel: 'Отменён',
      paymentMethod: 'yookassa',
      paymentStatus: 'refunded',
      paymentStatusLabel: 'Деньги возвращены',
      totals: {
        subtotalKopecks: 246_912,
        discountKopecks: 0,
        shippingKopecks: 30_050,
        paymentFeeKopecks: 0,
        totalKopecks: 276_962,
      },
      refunds: [
        { amountKopecks: 123_456, whole: false, at: '2026-11-27T10:00:00.000Z' },
        { amountKopecks: 153_506, whole: true, at: '2026-11-28T10:00:00.000Z' },
      ],
      refundedKopecks: 276_962,
    });
    renderWithProviders(<OrderDetails order={order} />);
    const refunds = screen.getByRole('region', { name: 'Возврат денег' });
    expect(spaced(refunds.textContent)).toContain('Оплачено2 769,62 ₽');
    expect(spaced(refunds.textContent)).toContain('Возвращено 27 ноября−1 234,56 ₽');
    expect(spaced(refunds.textContent)).toContain('Возвращено 28 ноября−1 535,06 ₽');
    expect(spaced(screen.getByTestId('order-refunded').textContent)).toBe('2 769,62 ₽');
    expect(screen.getByTestId('payment-status').textContent).toBe('Деньги возвращены');
  });

  it('shows no refund block while nothing was given back', () => {
    renderWithProviders(<OrderDetails order={makeOrder({})} />);
    expect(screen.queryByRole('region', { name: 'Возврат денег' })).toBeNull();
  });
});
