import { act, cleanup, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../features/auth/store/auth-store';
import { ok, renderApp, stubApi } from '../test/render';
import { storeSettings } from '../test/store-settings';
import { makeUser } from '../test/users';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    stubApi({
      '/api/settings/store': ok(
        storeSettings({ storeName: 'Лён и шёлк', storeDescription: 'Платья из натуральных тканей' }),
      ),
      '/api/categories/tree': ok([]),
    }),
  );
});

/** Each storefront route of SPEC.md section 2 and the heading its page shows. */
const routes: [path: string, heading: string][] = [
  ['/', 'Лён и шёлк'],
  ['/auth', 'Вход'],
  ['/create-account', 'Регистрация'],
  ['/products', 'Каталог'],
  ['/products?filter=new', 'Новинки'],
  ['/products?filter=sale', 'Распродажа'],
  ['/products/category/aksessuary', 'aksessuary'],
  ['/product/42', 'Товар не найден'],
  ['/search', 'Поиск'],
  ['/cart', 'Корзина'],
  ['/wishlist', 'Избранное'],
  ['/checkout', 'Оформление заказа'],
  ['/order-confirmation/999999', 'Заказ не найден'],
  ['/order-confirmation/telegram', 'Отправьте заказ в чате'],
  ['/checkout-success', 'Заказ не найден'],
  ['/contact', 'Контакты'],
  ['/about', 'О нас'],
  ['/delivery-payment', 'Доставка и оплата'],
  ['/returns-exchange', 'Обмен и возврат'],
  ['/size-chart', 'Таблица размеров'],
  ['/privacy-policy', 'Политика конфиденциальности'],
  ['/no-such-page', 'Страница не найдена'],
];

describe('storefront routes', () => {
  it('shows "Загрузка страницы..." while a page is being loaded', async () => {
    renderApp('/about');
    expect(screen.getByText('Загрузка страницы...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'О нас' })).toBeTruthy();
    expect(screen.queryByText('Загрузка страницы...')).toBeNull();
  });

  it.each(routes)('%s shows "%s"', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('shows the upload test page to signed-in staff only; everyone else gets the not-found page', async () => {
    renderApp('/test/upload');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeTruthy();
    expect(screen.queryByText('Тест загрузки')).toBeNull();
    cleanup();

    setSession('token', makeUser({ role: 'user' }));
    renderApp('/test/upload');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeTruthy();
    cleanup();

    for (const role of ['manager', 'admin'] as const) {
      setSession('token', makeUser({ role }));
      renderApp('/test/upload');
      expect(await screen.findByRole('heading', { level: 1, name: 'Тест загрузки' })).toBeTruthy();
      cleanup();
    }
    clearSession();
  });

  it('sends a signed-out visitor from /account to /auth', async () => {
    const { router } = renderApp('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('puts the store name in the header, the footer and the document title', async () => {
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Контакты' });
    expect(await screen.findByText(`© ${new Date().getFullYear()} Лён и шёлк`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Лён и шёлк — Главная' })).toBeTruthy();
    expect(document.title).toBe('Контакты — Лён и шёлк');
  });

  it('scrolls smoothly to the top on a route change, and leaves the first page where the browser put it', async () => {
    vi.mocked(window.scrollTo).mockClear();
    const { router } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'О нас' });
    expect(window.scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/contact'));
    await screen.findByRole('heading', { level: 1, name: 'Контакты' });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
