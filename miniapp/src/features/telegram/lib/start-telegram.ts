/**
 * Starts @telegram-apps/sdk-react in mini-app mode, before the first render: reads and checks the launch
 * parameters, binds Telegram's theme and viewport (safe areas included) to CSS variables and mounts the buttons
 * and the closing behaviour. Only this module and the controls import the SDK statically, and both load only
 * inside Telegram, so the web shop never downloads it.
 */
import {
  bindThemeParamsCssVars,
  bindViewportCssVars,
  createPostEvent,
  init,
  isCancelledError,
  isThemeParamsCssVarsBound,
  isUnknownEnvError,
  isViewportCssVarsBound,
  isViewportMounting,
  mountBackButton,
  mountClosingBehavior,
  mountMainButton,
  mountThemeParamsSync,
  mountViewport,
  type PostEventFn,
  type RetrieveLPResult,
  retrieveLaunchParams,
  retrieveRawInitData,
  themeParamsBackgroundColor,
} from '@telegram-apps/sdk-react';
import { deepLinkPath } from './deep-links';
import { forgetTelegramLaunch } from './launch-mode';
import { ensureSessionStorage } from './session-storage-fallback';

export interface TelegramLaunch {
  /** Raw initData for the sign-in, as Telegram signed it. */
  initDataRaw: string | null;
  /** Where a `startapp` deep link leads (`p_<id>`, `c_<slug>`), if the launch came from one. */
  deepLinkPath: string | null;
  /** The raw `startapp` payload: a friend's `ref_<code>` is remembered from it. */
  startParam: string | null;
}

/** Longest wait for the client's safe-area and viewport answers; an old client may never send them. */
const VIEWPORT_TIMEOUT_MS = 5000;

let clientReachable = true;

/**
 * False when the page has launch parameters but no Telegram client to talk to (a mini-app link opened in a
 * browser): calls that wait for the client's answer would then wait forever.
 */
export const isClientReachable = () => clientReachable;

/**
 * The SDK's own postEvent with its version checks (a method the client's version lacks throws), which outside
 * a Telegram client drops the call instead of throwing, so a mini-app link opened in a browser still works.
 */
function createTolerantPostEvent(version: string): PostEventFn {
  const checked = createPostEvent(version) as (method: string, params?: unknown) => void;
  return ((method: string, params?: unknown) => {
    try {
      checked(method, params);
    } catch (error) {
      if (!isUnknownEnvError(error)) throw error;
      clientReachable = false;
    }
  }) as PostEventFn;
}

async function bindViewport(): Promise<void> {
  if (!clientReachable || !mountViewport.isAvailable() || isViewportMounting()) return;
  try {
    await mountViewport({ timeout: VIEWPORT_TIMEOUT_MS });
    if (!isViewportCssVarsBound()) bindViewportCssVars.ifAvailable();
  } catch (error) {
    if (!isCancelledError(error)) console.warn('Telegram did not report the viewport', error);
  }
}

/**
 * Null when the launch parameters cannot be read: the storefront then runs as the ordinary web shop. Starting
 * again (a test, a hot reload) reconfigures the SDK without binding the CSS variables twice.
 */
export function startTelegram(): TelegramLaunch | null {
  ensureSessionStorage();
  let launchParams: RetrieveLPResult;
  try {
    launchParams = retrieveLaunchParams();
  } catch (error) {
    console.warn('Telegram launch parameters could not be read', error);
    forgetTelegramLaunch();
    return null;
  }
  clientReachable = true;
  // No custom styles from the Telegram Web frame: they would need an inline <style> that the CSP refuses, and
  // the shop's look is its own theme.
  init({ postEvent: createTolerantPostEvent(launchParams.tgWebAppVersion), acceptCustomStyles: false });

  // --tg-theme-* for the Telegram theme (theme.css.ts), kept up to date when the user switches themes.
  mountThemeParamsSync.ifAvailable();
  if (!isThemeParamsCssVarsBound()) bindThemeParamsCssVars.ifAvailable();
  const background = themeParamsBackgroundColor();
  if (background) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', background);

  mountBackButton.ifAvailable();
  mountMainButton.ifAvailable();
  mountClosingBehavior.ifAvailable();
  void bindViewport();

  const startParam = launchParams.tgWebAppStartParam ?? launchParams.tgWebAppData?.start_param;
  return {
    initDataRaw: retrieveRawInitData() ?? null,
    deepLinkPath: deepLinkPath(startParam),
    startParam: startParam ?? null,
  };
}
