import { describe, expect, it } from 'vitest';
import { appModeStore, initAppMode } from '../store/app-mode-store';
import { applyThemeParams } from './launch-params';

const themeParams = encodeURIComponent(JSON.stringify({ bg_color: '#17212b', button_text_color: '#ffffff' }));
const telegramHash = `#tgWebAppData=query_id%3D1&tgWebAppVersion=8.0&tgWebAppPlatform=ios&tgWebAppThemeParams=${themeParams}`;

describe('mini-app mode', () => {
  it('is off in an ordinary browser', () => {
    initAppMode({ hash: '', search: '' });
    expect(appModeStore.isMiniApp).toBe(false);
  });

  it('is on when Telegram passes its launch parameters in the hash', () => {
    const params = initAppMode({ hash: telegramHash, search: '' });
    expect(appModeStore.isMiniApp).toBe(true);
    expect(appModeStore.initDataRaw).toBe('query_id=1');
    expect(appModeStore.platform).toBe('ios');
    expect(params?.themeParams).toEqual({ bg_color: '#17212b', button_text_color: '#ffffff' });
  });

  it('stays on after in-app navigation has dropped the hash', () => {
    initAppMode({ hash: telegramHash, search: '' });
    initAppMode({ hash: '', search: '' });
    expect(appModeStore.isMiniApp).toBe(true);
  });

  it("copies Telegram's theme colors to --tg-theme-* variables", () => {
    const root = document.createElement('div');
    applyThemeParams({ bg_color: '#17212b', button_text_color: '#ffffff' }, root);
    expect(root.style.getPropertyValue('--tg-theme-bg-color')).toBe('#17212b');
    expect(root.style.getPropertyValue('--tg-theme-button-text-color')).toBe('#ffffff');
  });
});

describe('deep links', () => {
  it('opens a product for p_<id> and a category for c_<slug>', async () => {
    const { deepLinkPath } = await import('./launch-params');
    expect(deepLinkPath('p_12')).toBe('/product/12');
    expect(deepLinkPath('c_platya')).toBe('/products/category/platya');
    expect(deepLinkPath('promo')).toBeNull();
    expect(deepLinkPath(null)).toBeNull();
  });

  it('reads the start parameter from the hash or from the init data', async () => {
    const { retrieveLaunchParams } = await import('./launch-params');
    const fromHash = retrieveLaunchParams({ hash: `${telegramHash}&tgWebAppStartParam=p_5`, search: '' });
    expect(fromHash?.startParam).toBe('p_5');
    const initData = encodeURIComponent('query_id=1&start_param=c_obuv');
    const fromInitData = retrieveLaunchParams({
      hash: `#tgWebAppData=${initData}&tgWebAppPlatform=ios`,
      search: '',
    });
    expect(fromInitData?.startParam).toBe('c_obuv');
  });
});
