import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../features/auth/store/auth-store';
import { appModeStore } from '../../features/telegram/store/app-mode-store';
import { ru } from '../../shared/texts/ru';
import { ok, renderWithProviders, stubApi } from '../../test/render';
import { storeSettings } from '../../test/store-settings';
import { Header } from './header';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    stubApi({
      '/api/settings/store': ok(storeSettings({ storeName: 'Ласточка' })),
      '/api/categories/tree': ok([]),
    }),
  );
});

afterEach(() => {
  clearSession();
  appModeStore.isMiniApp = false;
});

const banner = () => within(screen.getByRole('banner'));

describe('header', () => {
  it('offers search, cart, sign-in and the back button on the web', () => {
    renderWithProviders(<Header backButton />);
    expect(banner().getByRole('button', { name: ru.common.back })).toBeTruthy();
    expect(banner().getByRole('link', { name: ru.nav.search })).toBeTruthy();
    expect(banner().getByRole('link', { name: new RegExp(ru.nav.cart) })).toBeTruthy();
    expect(banner().getByRole('link', { name: ru.nav.login })).toBeTruthy();
  });

  it('leaves search, cart, the account and going back to Telegram and the bottom navigation in the mini-app', () => {
    appModeStore.isMiniApp = true;
    renderWithProviders(<Header backButton />);
    expect(banner().queryByRole('button', { name: ru.common.back })).toBeNull();
    expect(banner().queryByRole('link', { name: ru.nav.search })).toBeNull();
    expect(banner().queryByRole('link', { name: new RegExp(ru.nav.cart) })).toBeNull();
    expect(banner().queryByRole('link', { name: ru.nav.login })).toBeNull();
    expect(banner().getByRole('link', { name: new RegExp(ru.nav.wishlist) })).toBeTruthy();
  });
});
