/**
 * Tells a launch inside Telegram from an ordinary visit without loading the SDK, so the web shop never downloads
 * it (core's storefront-page: the launch parameters in the URL, remembered for the session). The SDK reads and
 * checks the parameters themselves once it has loaded (`start-telegram.ts`).
 */
import {
  TELEGRAM_LAUNCH_PARAM as LAUNCH_PARAM,
  TELEGRAM_LAUNCH_SESSION_KEY as SESSION_KEY,
} from '@shop/core/rules';

function remembered(): boolean {
  try {
    return window.sessionStorage.getItem(SESSION_KEY) === '1';
  } catch {
    return false;
  }
}

function remember(isLaunch: boolean): void {
  try {
    if (isLaunch) window.sessionStorage.setItem(SESSION_KEY, '1');
    else window.sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // No session storage: the mode is still known for this page load.
  }
}

/** True when this page was opened by Telegram, now or earlier in this session. */
export function isTelegramLaunch(location: Pick<Location, 'hash' | 'search'> = window.location): boolean {
  if (LAUNCH_PARAM.test(location.hash) || LAUNCH_PARAM.test(location.search)) {
    remember(true);
    return true;
  }
  return remembered();
}

/** Forgets a launch the SDK could not read, so the rest of the session is the ordinary web shop. */
export const forgetTelegramLaunch = () => remember(false);
