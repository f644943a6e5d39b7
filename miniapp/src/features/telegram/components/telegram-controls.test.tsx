import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, clearCart, useCartItemCount } from '../../cart';
import { useMainButton } from '../hooks/use-main-button';
import { hapticInMiniApp } from '../lib/haptics';
import { startTelegram } from '../lib/start-telegram';
import { appModeStore } from '../store/app-mode-store';
import { mockTelegram, sendFromTelegram } from '../testing/mock-telegram-env';
import { TelegramControls } from './telegram-controls';

let telegram: ReturnType<typeof mockTelegram>;

/** What Telegram shows as the main button: its text while visible, else null. */
const mainButtonText = () => {
  const params = telegram.lastOf('web_app_setup_main_button');
  return params?.is_visible ? params.text : null;
};
const backButtonVisible = () => telegram.lastOf('web_app_setup_back_button')?.is_visible ?? false;

function ProductStub({ onAdd }: { onAdd: () => void }) {
  useMainButton('В корзину', onAdd);
  return <h1>Товар</h1>;
}

/** The controls as the layout gives them the cart's count. */
function CartControls() {
  return <TelegramControls cartCount={useCartItemCount()} />;
}

function renderShop(path: string, onAdd = () => {}) {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([
    {
      element: (
        <>
          <Outlet />
          <CartControls />
        </>
      ),
      children: [
        { path: '/', element: <Link to="/products">Каталог</Link> },
        { path: '/products', element: <Link to="/product/1">Платье</Link> },
        { path: '/product/:id', element: <ProductStub onAdd={onAdd} /> },
        { path: '/cart', element: <h1>Корзина</h1> },
        { path: '/my-sizes', element: <h1>Мои размеры</h1> },
      ],
    },
  ]);
  // The cart badge's count reads the server cart through TanStack Query.
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  telegram = mockTelegram();
  appModeStore.isMiniApp = true;
  expect(startTelegram()).not.toBeNull();
});

afterEach(() => {
  clearCart();
  appModeStore.isMiniApp = false;
});

describe("Telegram's settings button", () => {
  it('shows, and opens «Мои размеры» when pressed', async () => {
    renderShop('/products');
    await vi.waitFor(() =>
      expect(telegram.lastOf('web_app_setup_settings_button')).toEqual({ is_visible: true }),
    );
    act(() => sendFromTelegram('settings_button_pressed'));
    expect(await screen.findByRole('heading', { name: 'Мои размеры' })).toBeTruthy();
  });

  it('is not sent to a client older than 6.10', async () => {
    telegram = mockTelegram({ version: '6.9' });
    startTelegram();
    renderShop('/products');
    await vi.waitFor(() => expect(telegram.methods()).toContain('web_app_ready'));
    expect(telegram.methods()).not.toContain('web_app_setup_settings_button');
  });
});

describe('Telegram controls', () => {
  it('tells Telegram the app is ready and asks for the full height', async () => {
    renderShop('/');
    await vi.waitFor(() =>
      expect(telegram.methods()).toEqual(expect.arrayContaining(['web_app_ready', 'web_app_expand'])),
    );
  });

  it("gives the main button to the product page's 'В корзину' over the layout's 'Каталог', and back", async () => {
    const onAdd = vi.fn();
    renderShop('/', onAdd);
    await vi.waitFor(() => expect(mainButtonText()).toBe('Каталог'));
    expect(backButtonVisible()).toBe(false);
    expect(telegram.lastOf('web_app_setup_main_button')).toMatchObject({
      color: '#5288c1',
      text_color: '#ffffff',
      is_active: true,
    });

    act(() => sendFromTelegram('main_button_pressed'));
    await screen.findByRole('link', { name: 'Платье' });
    // The catalogue has no main action of its own and the cart is empty: the button hides.
    await vi.waitFor(() => expect(mainButtonText()).toBeNull());
    expect(backButtonVisible()).toBe(true);

    act(() => screen.getByRole('link', { name: 'Платье' }).click());
    await screen.findByRole('heading', { name: 'Товар' });
    await vi.waitFor(() => expect(mainButtonText()).toBe('В корзину'));
    act(() => sendFromTelegram('main_button_pressed'));
    await vi.waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));

    act(() => sendFromTelegram('back_button_pressed'));
    await screen.findByRole('link', { name: 'Платье' });
    act(() => sendFromTelegram('back_button_pressed'));
    await screen.findByRole('link', { name: 'Каталог' });
    await vi.waitFor(() => expect(mainButtonText()).toBe('Каталог'));
    expect(backButtonVisible()).toBe(false);
  });

  it("offers 'Перейти в корзину' once the cart has something, and nothing on the cart page", async () => {
    addToCart({
      productId: 1,
      name: 'Платье',
      priceKopecks: 499_000,
      image: '',
      size: 'M',
      color: 'BLK',
      quantity: 1,
    });
    const router = renderShop('/products');
    await vi.waitFor(() => expect(mainButtonText()).toBe('Перейти в корзину'));
    act(() => sendFromTelegram('main_button_pressed'));
    await screen.findByRole('heading', { name: 'Корзина' });
    expect(router.state.location.pathname).toBe('/cart');
    await vi.waitFor(() => expect(mainButtonText()).toBeNull());
  });

  it('leads home from a page the app was opened on', async () => {
    const router = renderShop('/product/7');
    await vi.waitFor(() => expect(mainButtonText()).toBe('В корзину'));
    act(() => sendFromTelegram('back_button_pressed'));
    await screen.findByRole('link', { name: 'Каталог' });
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('haptics', () => {
  it('taps success, error and a light impact inside Telegram', async () => {
    hapticInMiniApp('success');
    hapticInMiniApp('error');
    hapticInMiniApp('light');
    await vi.waitFor(() =>
      expect(telegram.calls.filter((call) => call.method === 'web_app_trigger_haptic_feedback')).toEqual([
        {
          method: 'web_app_trigger_haptic_feedback',
          params: { type: 'notification', notification_type: 'success' },
        },
        {
          method: 'web_app_trigger_haptic_feedback',
          params: { type: 'notification', notification_type: 'error' },
        },
        { method: 'web_app_trigger_haptic_feedback', params: { type: 'impact', impact_style: 'light' } },
      ]),
    );
  });

  it('sends nothing in the web shop', async () => {
    appModeStore.isMiniApp = false;
    const before = telegram.calls.length;
    hapticInMiniApp('success');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(telegram.calls.length).toBe(before);
  });
});
