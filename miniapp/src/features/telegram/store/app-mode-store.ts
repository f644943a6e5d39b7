/** Whether the storefront runs as a Telegram mini-app or as the ordinary web shop. */
import { proxy, useSnapshot } from 'valtio';
import { type LaunchParams, retrieveLaunchParams } from '../lib/launch-params';

interface AppModeState {
  isMiniApp: boolean;
  /** Raw initData for the automatic sign-in (the API verifies its signature). */
  initDataRaw: string | null;
  platform: string | null;
  /** Telegram's theme colors, handed on to the main button. */
  themeParams: Record<string, string>;
  startParam: string | null;
}

export const appModeStore = proxy<AppModeState>({
  isMiniApp: false,
  initDataRaw: null,
  platform: null,
  themeParams: {},
  startParam: null,
});

export function initAppMode(location?: Pick<Location, 'hash' | 'search'>): LaunchParams | null {
  const params = retrieveLaunchParams(location);
  appModeStore.isMiniApp = params !== null;
  appModeStore.initDataRaw = params?.initDataRaw ?? null;
  appModeStore.platform = params?.platform ?? null;
  appModeStore.themeParams = params?.themeParams ?? {};
  appModeStore.startParam = params?.startParam ?? null;
  return params;
}

export function useIsMiniApp(): boolean {
  return useSnapshot(appModeStore).isMiniApp;
}
