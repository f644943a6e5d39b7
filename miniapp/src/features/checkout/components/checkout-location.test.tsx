/**
 * «Определить по геолокации» at checkout: on the web through the browser's geolocation (stubbed here; the e2e
 * spec uses Chromium's own), in the mini-app through Telegram's LocationManager over the mocked Telegram client.
 */
import { distanceKm, distanceText } from '@shop/core/rules';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shippingMethodView, startCheckoutCart } from '../../../test/checkout';
import { ok, renderApp, stubApi } from '../../../test/render';
import { appModeStore } from '../../telegram';
import { mockTelegram, sendFromTelegram, startTelegram } from '../../telegram/testing';

const showroom = { latitude: 55.7595, longitude: 37.6455 };
const spbPoint = { latitude: 59.9311, longitude: 30.3609 };
const khimki = { latitude: 55.8895, longitude: 37.4312 };

const methods = [
  shippingMethodView('courier', 'Курьер'),
  shippingMethodView('spb_point', 'Пункт выдачи на Невском', {
    pickupAddress: 'Санкт-Петербург, Невский пр., 100',
    ...spbPoint,
  }),
  shippingMethodView('showroom', 'Шоурум на Покровке', {
    pickupAddress: 'Москва, ул. Покровка, 17',
    ...showroom,
  }),
];

const main = () => within(screen.getByRole('main'));
const methodNames = () =>
  main()
    .getAllByRole('radio', { name: /Курьер|Пункт выдачи|Шоурум/ })
    .map((r) => r.closest('label')?.textContent ?? '');

beforeEach(() => {
  vi.stubGlobal('fetch', stubApi({ '/api/shipping/methods': ok({ methods }) }));
  window.sessionStorage.clear();
  // The region chosen stays for the session: each test starts in Moscow, the shop's default.
  startCheckoutCart();
});

afterEach(async () => {
  // The SDK keeps LocationManager mounted, with what it read, for the page's life: each test starts afresh.
  (await import('@telegram-apps/sdk-react')).unmountLocationManager();
  appModeStore.isMiniApp = false;
  delete (navigator as { geolocation?: unknown }).geolocation;
  vi.unstubAllGlobals();
});

/** The browser's geolocation answering with a position or an error code (1: refused, 2: unavailable). */
function stubBrowserGeolocation(answer: { point: typeof khimki } | { code: 1 | 2 }) {
  const getCurrentPosition = vi.fn((found: PositionCallback, failed?: PositionErrorCallback | null) => {
    if ('point' in answer)
      found({ coords: answer.point, timestamp: Date.now() } as unknown as GeolocationPosition);
    else
      failed?.({
        code: answer.code,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
        message: '',
      } as GeolocationPositionError);
  });
  // jsdom has no geolocation: the stub is the browser's, removed after each test.
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

describe('checkout location on the web', () => {
  it('fills the region and city from the browser and puts the nearest pickup place first with its distance', async () => {
    const asked = stubBrowserGeolocation({ point: khimki });
    renderApp('/checkout');
    await main().findByRole('radio', { name: /Курьер/ });
    expect(methodNames().map((text) => text.split('1 день')[0])).toEqual([
      'Курьер',
      'Пункт выдачи на Невском',
      'Шоурум на Покровке',
    ]);

    fireEvent.click(main().getByRole('button', { name: 'Определить по геолокации' }));
    const said = await main().findByText(
      'По геолокации: Московская область, Химки. Пункты выдачи — от ближайшего.',
    );
    expect(said.getAttribute('role')).toBe('status');
    expect(asked).toHaveBeenCalledTimes(1);
    expect(main().getByLabelText('Регион')).toHaveProperty('value', 'moscow_region');
    expect(main().getByLabelText('Город')).toHaveProperty('value', 'Химки');
    await vi.waitFor(() => expect(methodNames()[0]).toContain('Шоурум на Покровке'));
    expect(methodNames()[1]).toContain('Пункт выдачи на Невском');
    expect(methodNames()[2]).toContain('Курьер');
    const near = distanceText(distanceKm(khimki, showroom));
    expect(near).toMatch(/^\d+,\d км$/);
    expect(methodNames()[0]).toContain(`${near} от вас`);
    expect(methodNames()[2]).not.toContain('от вас');
  });

  it.each([
    [1, 'Нет доступа к геопозиции. Выберите регион и город вручную.'],
    [2, 'Не удалось определить местоположение. Выберите регион и город вручную.'],
  ] as const)('leaves the form as it was when the browser answers with error %d', async (code, message) => {
    stubBrowserGeolocation({ code });
    renderApp('/checkout');
    await main().findByRole('radio', { name: /Курьер/ });
    fireEvent.click(main().getByRole('button', { name: 'Определить по геолокации' }));
    expect((await main().findByRole('alert')).textContent).toBe(message);
    expect(main().getByLabelText('Регион')).toHaveProperty('value', 'moscow');
    expect(main().getByLabelText('Город')).toHaveProperty('value', 'Москва');
    expect(methodNames()[0]).toContain('Курьер');
    expect(main().queryByText(/от вас/)).toBeNull();
    expect(main().queryByRole('button', { name: 'Открыть настройки' })).toBeNull();
  });
});

describe('checkout location inside Telegram', () => {
  function insideTelegram(access: { requested: boolean; granted: boolean }, location: typeof khimki | null) {
    const browser = stubBrowserGeolocation({ code: 2 });
    const telegram = mockTelegram({
      version: '8.0',
      answer: ({ method }) => {
        const reply = (event: string, payload: unknown) =>
          setTimeout(() => act(() => sendFromTelegram(event, payload)));
        if (method === 'web_app_check_location')
          reply('location_checked', {
            available: true,
            access_requested: access.requested,
            access_granted: access.granted,
          });
        if (method === 'web_app_request_location')
          reply('location_requested', location ? { available: true, ...location } : { available: false });
      },
    });
    appModeStore.isMiniApp = true;
    startTelegram();
    return { telegram, browser };
  }

  it('asks Telegram for the location, not the browser, and fills the form from it', async () => {
    const { telegram, browser } = insideTelegram({ requested: false, granted: false }, showroom);
    renderApp('/checkout');
    await main().findByRole('radio', { name: /Курьер/ });
    fireEvent.click(main().getByRole('button', { name: 'Определить по геолокации' }));
    await main().findByText('По геолокации: Москва. Пункты выдачи — от ближайшего.', {}, { timeout: 5000 });
    expect(telegram.methods()).toEqual(
      expect.arrayContaining(['web_app_check_location', 'web_app_request_location']),
    );
    expect(browser).not.toHaveBeenCalled();
    expect(main().getByLabelText('Город')).toHaveProperty('value', 'Москва');
    expect(methodNames()[0]).toContain('Шоурум на Покровке');
    expect(methodNames()[0]).toContain('10 м от вас');
  });

  it('after an earlier refusal asks nothing and offers Telegram’s location settings', async () => {
    const { telegram } = insideTelegram({ requested: true, granted: false }, showroom);
    renderApp('/checkout');
    await main().findByRole('radio', { name: /Курьер/ });
    fireEvent.click(main().getByRole('button', { name: 'Определить по геолокации' }));
    expect((await main().findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Нет доступа к геопозиции. Разрешите его в настройках Telegram или выберите регион и город вручную.',
    );
    expect(telegram.methods()).not.toContain('web_app_request_location');
    expect(main().getByLabelText('Регион')).toHaveProperty('value', 'moscow');
    fireEvent.click(main().getByRole('button', { name: 'Открыть настройки' }));
    await vi.waitFor(() => expect(telegram.methods()).toContain('web_app_open_location_settings'));
  });

  it('when she refuses Telegram’s question, says so, leaves the form and offers the settings', async () => {
    const { telegram, browser } = insideTelegram({ requested: false, granted: false }, null);
    renderApp('/checkout');
    await main().findByRole('radio', { name: /Курьер/ });
    fireEvent.click(main().getByRole('button', { name: 'Определить по геолокации' }));
    expect((await main().findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Нет доступа к геопозиции. Разрешите его в настройках Telegram или выберите регион и город вручную.',
    );
    // Asked once, then checked again to tell a refusal from a device without location.
    expect(telegram.methods().filter((method) => method === 'web_app_check_location')).toHaveLength(2);
    expect(telegram.methods()).toContain('web_app_request_location');
    expect(browser).not.toHaveBeenCalled();
    expect(main().getByLabelText('Город')).toHaveProperty('value', 'Москва');
    expect(main().queryByText(/от вас/)).toBeNull();
    expect(main().getByRole('button', { name: 'Открыть настройки' })).toBeTruthy();
  });
});
