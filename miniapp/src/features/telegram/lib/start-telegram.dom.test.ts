import { mockTelegramEnv, unmountViewport } from '@telegram-apps/sdk-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockTelegram, testInitData } from '../testing/mock-telegram-env';
import { isClientReachable, startTelegram } from './start-telegram';

const cssVariable = (name: string) => document.documentElement.style.getPropertyValue(name);

afterEach(() => {
  // The SDK keeps its state for the whole file: each test starts with the viewport still to be asked for.
  unmountViewport();
  delete (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
});

describe('starting the SDK inside Telegram', () => {
  it('hands over the raw initData for the sign-in', () => {
    mockTelegram();
    expect(startTelegram()?.initDataRaw).toBe(testInitData);
  });

  it("copies Telegram's theme colors to --tg-theme-* variables and the browser's theme color", () => {
    document.head.innerHTML = '<meta name="theme-color" content="#ffffff">';
    mockTelegram();
    startTelegram();
    expect(cssVariable('--tg-theme-bg-color')).toBe('#17212b');
    expect(cssVariable('--tg-theme-button-color')).toBe('#5288c1');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#17212b');
  });

  it('asks for the safe areas and the viewport, and keeps them in --tg-viewport-* variables', async () => {
    const telegram = mockTelegram();
    startTelegram();
    expect(telegram.methods()).toEqual(
      expect.arrayContaining(['web_app_request_safe_area', 'web_app_request_content_safe_area']),
    );
    await vi.waitFor(() => expect(cssVariable('--tg-viewport-height')).toBe('844px'));
    expect(cssVariable('--tg-viewport-safe-area-inset-top')).toBe('0px');
    expect(cssVariable('--tg-viewport-content-safe-area-inset-top')).toBe('0px');
  });

  it('finds the deep link in the start parameter or in the init data', () => {
    mockTelegram({ startParam: 'p_5' });
    expect(startTelegram()?.deepLinkPath).toBe('/product/5');
    mockTelegram({ initData: `${testInitData}&start_param=c_obuv` });
    expect(startTelegram()?.deepLinkPath).toBe('/products/category/obuv');
    mockTelegram({ startParam: 'promo' });
    expect(startTelegram()?.deepLinkPath).toBeNull();
  });

  it('gives up on launch parameters it cannot read', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.sessionStorage.setItem('tapps/launchParams', JSON.stringify('tgWebAppPlatform=ios'));
    expect(startTelegram()).toBeNull();
  });

  it('keeps working, without waiting for answers, when no Telegram client is there', () => {
    mockTelegramEnv({
      launchParams: {
        tgWebAppVersion: '8.0',
        tgWebAppPlatform: 'ios',
        tgWebAppThemeParams: {},
        tgWebAppData: testInitData,
      },
    });
    delete (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
    expect(startTelegram()?.initDataRaw).toBe(testInitData);
    expect(isClientReachable()).toBe(false);
  });
});
