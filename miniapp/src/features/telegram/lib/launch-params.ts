/**
 * Recognises a launch inside Telegram without loading the SDK (its `isTMA()` alone adds about 17 KB gzipped to
 * the first screen): Telegram puts `tgWebAppData`, `tgWebAppPlatform` and `tgWebAppThemeParams` in the URL hash.
 * The parameters are kept in session storage because the first in-app navigation drops the hash.
 */

const SESSION_KEY = 'tma-launch-params';

export interface LaunchParams {
  initDataRaw: string | null;
  platform: string | null;
  themeParams: Record<string, string>;
  /** The `startapp` payload of a deep link (`p_<id>`, `c_<slug>`), if any. */
  startParam: string | null;
}

function parse(source: string): LaunchParams | null {
  const params = new URLSearchParams(source.replace(/^[#?]/, ''));
  const initDataRaw = params.get('tgWebAppData');
  const platform = params.get('tgWebAppPlatform');
  if (!initDataRaw && !platform) return null;
  const startParam =
    params.get('tgWebAppStartParam') ??
    (initDataRaw ? new URLSearchParams(initDataRaw).get('start_param') : null) ??
    null;
  return {
    initDataRaw,
    platform,
    themeParams: parseThemeParams(params.get('tgWebAppThemeParams')),
    startParam,
  };
}

function parseThemeParams(raw: string | null): Record<string, string> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

function readSession(): string | null {
  try {
    return window.sessionStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

function writeSession(value: string): void {
  try {
    window.sessionStorage.setItem(SESSION_KEY, value);
  } catch {
    // No session storage: the mode is still known for this page load.
  }
}

/** Launch parameters from the URL (saved for later navigations) or from earlier in this session. */
export function retrieveLaunchParams(location: Pick<Location, 'hash' | 'search'> = window.location) {
  for (const source of [location.hash, location.search]) {
    const params = parse(source);
    if (params) {
      writeSession(source.replace(/^[#?]/, ''));
      return params;
    }
  }
  const saved = readSession();
  return saved ? parse(saved) : null;
}

/** Copies Telegram's theme colors to the `--tg-theme-*` variables the Telegram theme reads. */
export function applyThemeParams(themeParams: Record<string, string>, root: HTMLElement): void {
  for (const [key, value] of Object.entries(themeParams)) {
    root.style.setProperty(`--tg-theme-${key.replaceAll('_', '-')}`, value);
  }
}

/** Where a `startapp` deep link leads: `p_<id>` a product, `c_<slug>` a category; anything else nowhere. */
export function deepLinkPath(startParam: string | null | undefined): string | null {
  if (!startParam) return null;
  const product = /^p_(\d+)$/.exec(startParam);
  if (product) return `/product/${product[1]}`;
  const category = /^c_([A-Za-z0-9_-]+)$/.exec(startParam);
  if (category) return `/products/category/${category[1]}`;
  return null;
}
