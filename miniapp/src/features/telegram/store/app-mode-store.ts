/** Whether the storefront runs as a Telegram mini-app or as the ordinary web shop. */
import { proxy, useSnapshot } from 'valtio';
import { isTelegramLaunch } from '../lib/launch-mode';

interface AppModeState {
  isMiniApp: boolean;
}

export const appModeStore = proxy<AppModeState>({
  isMiniApp: false,
});

/** The cheap first guess from the URL; `startTelegram` confirms it (or turns it off) before the first render. */
export function initAppMode(location?: Pick<Location, 'hash' | 'search'>): boolean {
  appModeStore.isMiniApp = isTelegramLaunch(location);
  return appModeStore.isMiniApp;
}

export function useIsMiniApp(): boolean {
  return useSnapshot(appModeStore).isMiniApp;
}
