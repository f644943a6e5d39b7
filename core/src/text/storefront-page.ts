/**
 * What the storefront page the server sends and the storefront's start agree on before any script has run.
 *
 * Telegram opening the page: Telegram puts its launch parameters (`tgWebAppPlatform`, `tgWebAppData`, ...) in
 * the URL hash, and the first in-app navigation drops the hash, so the answer is remembered in the session under
 * TELEGRAM_LAUNCH_SESSION_KEY. The storefront reads it at start; the server's drawn first screen (web mode only)
 * is taken down by it inside Telegram.
 */
export const TELEGRAM_LAUNCH_PARAM = /(?:^|[#?&])tgWebApp(?:Platform|Data)=/;
export const TELEGRAM_LAUNCH_SESSION_KEY = 'tma-launch';

/** The element that carries the answers a drawn first screen was drawn from (JSON), after `#root`. */
export const FIRST_SCREEN_STATE_ID = 'first-screen-state';

/**
 * The global under which a drawn page's inline script holds taps made before the storefront's scripts have come
 * (a click listener whose `taps` are the tapped elements in order); the storefront takes the hold over from it.
 */
export const EARLY_TAPS_GLOBAL = 'shopEarlyTaps';

/**
 * A held tap's control (the link, button or option it landed in) carries this attribute until the tap is made
 * again, so the page shows at once that it was taken (a dimmed, waiting look), whichever hold took it.
 */
export const HELD_TAP_ATTRIBUTE = 'data-tap-held';

/** The controls a held tap marks: the closest of these around what was tapped. */
export const HELD_TAP_CONTROLS = 'a,button,label,[role=radio]';
