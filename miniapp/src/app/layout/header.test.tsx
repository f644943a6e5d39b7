import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../features/auth/store/auth-store';
import { appModeStore } from '../../features/telegram/store/app-mode-store';
import { ru } from '../../shared/texts/ru';
import { fail, ok, renderWithProviders, stubApi } from '../../test/render';
import { storeSettings } from '../../test/store-settings';
import { Header } from './header';

const widgetSettings = {
  enabled: true,
  channels: { telegram: { username: 'lastochka_shop', message: 'Здравствуйте' } },
  theme: { primaryColor: '#e05a5a', size: 'large', animation: 'none' },
  position: 'bottom-left',
};

function stubShop(widget: () => Promise<Response> | Response = ok(widgetSettings)) {
  vi.stubGlobal(
    'fetch',
    stubApi({
      '/api/settings/store': ok(storeSettings({ storeName: 'Ласточка' })),
      '/api/categories/tree': ok([]),
      '/api/settings/contact-widget/public': widget,
    }),
  );
}

beforeEach(() => stubShop());

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

  for (const miniApp of [false, true]) {
    it(`puts the contact button first among its actions, whatever the widget's position (${miniApp ? 'mini-app' : 'web'})`, async () => {
      appModeStore.isMiniApp = miniApp;
      renderWithProviders(<Header />);
      const contact = await banner().findByRole('button', { name: ru.contactWidget.open });
      const wishlist = banner().getByRole('link', { name: new RegExp(ru.nav.wishlist) });
      expect(contact.compareDocumentPosition(wishlist) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

      fireEvent.click(contact);
      const channels = banner().getByRole('list', { name: ru.contactWidget.channels });
      expect(within(channels).getByRole('button', { name: ru.contactWidget.telegram })).toBeTruthy();
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(banner().queryByRole('list', { name: ru.contactWidget.channels })).toBeNull();
      expect(banner().getByRole('button', { name: ru.contactWidget.open })).toBeTruthy();
    });
  }

  it('shows no contact button when the widget settings fail to load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubShop(fail());
    renderWithProviders(<Header />);
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(banner().queryByRole('button', { name: ru.contactWidget.open })).toBeNull();
    logged.mockRestore();
  });
});
