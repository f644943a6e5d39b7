/**
 * Telegram's own safe areas (full-screen mode on phones), which env(safe-area-inset-*) does not report; the SDK
 * keeps them in --tg-viewport-safe-area-inset-* and --tg-viewport-content-safe-area-inset-*.
 */
import { globalStyle } from '@vanilla-extract/css';

const miniApp = ':root[data-mode="mini-app"]';

globalStyle(`${miniApp} body`, {
  paddingLeft: 'var(--tg-viewport-safe-area-inset-left, 0px)',
  paddingRight: 'var(--tg-viewport-safe-area-inset-right, 0px)',
});

globalStyle(`${miniApp} header`, {
  marginTop:
    'calc(var(--tg-viewport-safe-area-inset-top, 0px) + var(--tg-viewport-content-safe-area-inset-top, 0px))',
});
