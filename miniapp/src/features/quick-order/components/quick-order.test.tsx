import { defaultStoreSettings } from '@shop/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../../../app/layout/footer';
import { createQueryClient } from '../../../shared/api/query-client';
import { ru } from '../../../shared/texts/ru';
import { ruOrders } from '../../../shared/texts/ru-orders';
import { toastStore } from '../../../shared/ui/toast/toast-store';
import { Toaster } from '../../../shared/ui/toast/toaster';
import { ok, stubApi } from '../../../test/render';
import { storeSettings } from '../../../test/store-settings';
import { authStore } from '../../auth';
import { addToCart, clearCart } from '../../cart';

const widget = defaultStoreSettings.footerData.contactWidget;
type Widget = typeof widget;

function serveSettings(contactWidget: Widget = widget) {
  vi.stubGlobal(
    'fetch',
    stubApi({
      '/api/settings/store': ok(
        storeSettings({ footerData: { ...defaultStoreSettings.footerData, contactWidget } }),
      ),
    }),
  );
}

function renderFooter() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Footer />
            <Toaster />
          </>
        ),
      },
      {
        path: '/order-confirmation/:method',
        element: (
          <>
            <h1>{ruOrders.order.requestTitle}</h1>
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient({ queries: { retry: false } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const addDress = () =>
  addToCart({
    productId: 7,
    name: 'Платье миди',
    priceKopecks: 499000,
    image: '',
    size: 'M',
    color: 'RED',
    quantity: 2,
  });

let open: ReturnType<typeof vi.fn>;

beforeEach(() => {
  open = vi.fn();
  vi.spyOn(window, 'open').mockImplementation(open as unknown as typeof window.open);
});

afterEach(() => {
  authStore.status = 'anonymous';
  clearCart();
  toastStore.toasts = [];
});

describe('footer quick order', () => {
  it("writes a signed-in buyer's server cart into the message, at the goods value after the promocode", async () => {
    authStore.status = 'authenticated';
    vi.stubGlobal(
      'fetch',
      stubApi({
        '/api/settings/store': ok(storeSettings({ footerData: defaultStoreSettings.footerData })),
        '/api/cart': ok({
          lines: [
            {
              name: 'Юбка плиссе',
              colorName: 'Чёрный',
              sizeCode: 'S',
              quantity: 1,
              unitPriceKopecks: 350000,
            },
          ],
          orderValueKopecks: 315000,
        }),
      }),
    );
    const router = renderFooter();
    fireEvent.click(await screen.findByRole('button', { name: 'Заказать в WhatsApp' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation/whatsapp'));
    const href = String(open.mock.calls[0]?.[0]);
    const text = decodeURIComponent(href.split('?text=')[1] ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain('1. Юбка плиссе, Чёрный, размер S — 1 шт. × 3 500 ₽');
    expect(text).toContain('Итого: 3 150 ₽');
  });

  it('shows no order buttons while the cart is empty', async () => {
    serveSettings();
    renderFooter();
    await screen.findByText(defaultStoreSettings.storeName);
    expect(screen.queryByRole('button', { name: 'Заказать в WhatsApp' })).toBeNull();
  });

  it('opens WhatsApp with the cart, shows the sent notice for 3 s and goes to the confirmation', async () => {
    serveSettings();
    addDress();
    const router = renderFooter();
    expect(await screen.findByRole('button', { name: 'Заказать в Telegram' })).toBeTruthy();
    const clickedAt = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Заказать в WhatsApp' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation/whatsapp'));

    const href = String(open.mock.calls[0]?.[0]);
    expect(href.startsWith('https://wa.me/74951204567?text=')).toBe(true);
    const text = decodeURIComponent(href.split('?text=')[1] ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain('1. Платье миди, Красный, размер M — 2 шт. × 4 990 ₽');
    expect(text).toContain('Итого: 9 980 ₽');

    const notifications = within(screen.getByRole('region', { name: ru.common.notifications }));
    expect(notifications.getByRole('status').textContent).toContain(ru.quickOrder.sent);
    // The confirmation page is a chunk of its own: it may render a moment after the address changes.
    expect(await screen.findByRole('heading', { name: ruOrders.order.requestTitle })).toBeTruthy();
    // Real time: a busy machine can only make the notice last longer, never shorter.
    await waitFor(() => expect(notifications.queryByText(ru.quickOrder.sent)).toBeNull(), { timeout: 6000 });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(3000);
  });

  it('says the message could not be composed when the channel has no username, and stays', async () => {
    serveSettings({
      ...widget,
      channels: { ...widget.channels, telegram: { ...widget.channels.telegram, username: '' } },
    });
    addDress();
    const router = renderFooter();
    fireEvent.click(await screen.findByRole('button', { name: 'Заказать в Telegram' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ошибка при формировании сообщения заказа.');
    expect(open).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('says the message could not be composed when the order template is empty', async () => {
    serveSettings({
      ...widget,
      checkout: {
        ...widget.checkout,
        messageTemplates: { ...widget.checkout.messageTemplates, orderRequest: '' },
      },
    });
    addDress();
    renderFooter();
    fireEvent.click(await screen.findByRole('button', { name: 'Заказать в WhatsApp' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ошибка при формировании сообщения заказа.');
    expect(open).not.toHaveBeenCalled();
  });
});
