/** One order as its buyer reads it: each line at its own price, the promocode discount as a row of its own. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/orders';
import { renderWithProviders } from '../../../test/render';
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
