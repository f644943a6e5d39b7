/** The delivery and payment page: the payment methods as staff describe them in the store settings. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, renderApp, stubApi } from '../../../test/render';
import { storeSettings } from '../../../test/store-settings';

describe('«Доставка и оплата»', () => {
  it('puts each payment method’s description under its name, as the shipping methods have theirs', async () => {
    const { footerData } = storeSettings();
    const settings = storeSettings({
      footerData: {
        ...footerData,
        paymentMethods: [
          {
            id: 'card_on_delivery',
            name: 'Картой при получении',
            description: 'Курьеру или в пункте выдачи',
          },
          { id: 'cash', name: 'Наличными при получении', description: '' },
        ],
      },
    });
    vi.stubGlobal('fetch', stubApi({ '/api/settings/store': ok(settings) }));
    renderApp('/delivery-payment');
    const payment = await screen.findByRole('heading', { level: 2, name: 'Оплата' });
    const items = within(payment.closest('section') as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Картой при полученииКурьеру или в пункте выдачи',
      'Наличными при получении',
    ]);
    // A sentence of its own, never glued to the name after a dash («… — Курьеру …»).
    expect(within(items[0] as HTMLElement).getByText('Курьеру или в пункте выдачи').tagName).toBe('DIV');
  });
});
