import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore, clearSession } from '../../features/auth/store/auth-store';
import type { User } from '../../features/auth/types';
import { addToCart, clearCart } from '../../features/cart/store/cart-store';
import { appModeStore } from '../../features/telegram/store/app-mode-store';
import { ok, renderWithProviders, stubApi } from '../../test/render';
import { storeSettings } from '../../test/store-settings';
import { makeUser } from '../../test/users';
import { MobileBottomNav } from './mobile-bottom-nav';

function signIn(user: User) {
  authStore.token = 'token';
  authStore.user = user;
  authStore.status = 'authenticated';
}

function renderNav() {
  renderWithProviders(<MobileBottomNav />);
  return within(screen.getByRole('navigation', { name: 'Нижняя навигация' }));
}

beforeEach(() => {
  vi.stubGlobal('fetch', stubApi({ '/api/settings/store': ok(storeSettings({ storeName: 'Лён и шёлк' })) }));
});

afterEach(() => {
  clearSession();
  clearCart();
  appModeStore.isMiniApp = false;
});

describe('mobile bottom navigation', () => {
  it('shows the five tabs Главная, Каталог, Корзина, Поиск and the account tab', () => {
    const nav = renderNav();
    expect(nav.getByRole('link', { name: 'Главная' }).getAttribute('href')).toBe('/');
    expect(nav.getByRole('link', { name: 'Каталог' }).getAttribute('href')).toBe('/products');
    expect(nav.getByRole('link', { name: 'Корзина' }).getAttribute('href')).toBe('/cart');
    expect(nav.getByRole('link', { name: 'Поиск' }).getAttribute('href')).toBe('/search');
    expect(nav.getAllByRole('link')).toHaveLength(5);
  });

  it('labels the account tab "Войти" and leads to /auth when signed out', () => {
    const nav = renderNav();
    expect(nav.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/auth');
  });

  it('labels the account tab "Войти" while the stored session is still being checked', () => {
    authStore.status = 'loading';
    const nav = renderNav();
    expect(nav.getByRole('link', { name: 'Войти' })).toBeTruthy();
  });

  it.each(['admin', 'manager'] as const)(
    'labels the account tab "Админ" for the %s, leading to the admin panel',
    (role) => {
      signIn(makeUser({ name: 'Ольга Смирнова', email: 'olga@example.com', role }));
      const nav = renderNav();
      expect(nav.getByRole('link', { name: 'Админ' }).getAttribute('href')).toBe('/admin/dashboard');
    },
  );

  it("shows a customer's first name and leads to /account", () => {
    signIn(makeUser({ name: 'Анна Петрова', email: 'anna@example.com' }));
    const nav = renderNav();
    expect(nav.getByRole('link', { name: 'Анна' }).getAttribute('href')).toBe('/account');
  });

  it('says "Аккаунт" for a customer without a name', () => {
    signIn(makeUser({ name: '', email: 'x@example.com' }));
    const nav = renderNav();
    expect(nav.getByRole('link', { name: 'Аккаунт' }).getAttribute('href')).toBe('/account');
  });

  it('shows the number of pieces in the cart on the cart tab', () => {
    addToCart({
      productId: 1,
      name: 'Платье',
      priceKopecks: 499_000,
      image: '',
      size: 'M',
      color: 'BLK',
      quantity: 3,
    });
    const nav = renderNav();
    const cart = nav.getByRole('link', { name: 'Корзина: 3' });
    expect(within(cart).getByText('3')).toBeTruthy();
  });

  it('caps the cart badge at "99+"', () => {
    addToCart({
      productId: 1,
      name: 'Футболка',
      priceKopecks: 99_000,
      image: '',
      size: 'S',
      color: 'WHT',
      quantity: 150,
    });
    const nav = renderNav();
    const cart = nav.getByRole('link', { name: 'Корзина: 99+' });
    expect(within(cart).getByText('99+')).toBeTruthy();
    expect(within(cart).queryByText('150')).toBeNull();
  });
});
